import Foundation
import HTTPTypes

/// An answer the server gives on its own, without calling the handler, when a request cannot be
/// read; the connection closes after it.
struct ProtocolFailure: Error, Sendable, Equatable {
  let status: HTTPStatus
  let code: String
  let message: String
  var headers: HTTPHeaders = [:]

  /// The answer, with the same `{"error": {"code", "message"}}` body the backend uses.
  var response: HTTPResponse {
    let body = "{\"error\":{\"code\":\"\(code)\",\"message\":\"\(message)\"}}"
    var fields: HTTPHeaders = ["Content-Type": "application/json; charset=utf-8"]
    for field in headers {
      fields.add(name: field.name, value: field.value)
    }
    return HTTPResponse(status: status, headers: fields, body: Data(body.utf8))
  }

  /// 400 `bad_request`; `message` must not contain `"` or `\`.
  static func badRequest(_ message: String) -> ProtocolFailure {
    ProtocolFailure(status: .badRequest, code: "bad_request", message: message)
  }

  /// 413 `payload_too_large`.
  static func payloadTooLarge(limit: Int) -> ProtocolFailure {
    ProtocolFailure(
      status: .contentTooLarge, code: "payload_too_large",
      message: "The request body is larger than \(limit) bytes.")
  }

  /// 431 `header_too_large`.
  static func headTooLarge(limit: Int) -> ProtocolFailure {
    ProtocolFailure(
      status: HTTPStatus(rawValue: 431), code: "header_too_large",
      message: "The request line and headers are larger than \(limit) bytes.")
  }

  /// 501 `not_implemented` for a transfer coding the server does not read.
  static let unsupportedTransferEncoding = ProtocolFailure(
    status: HTTPStatus(rawValue: 501), code: "not_implemented",
    message: "Transfer-Encoding is not supported; send the body with Content-Length.")

  /// 505 `http_version_not_supported`.
  static let unsupportedVersion = ProtocolFailure(
    status: HTTPStatus(rawValue: 505), code: "http_version_not_supported",
    message: "Only HTTP/1.0 and HTTP/1.1 are supported.")

  /// 408 `request_timeout` when a head or body did not arrive whole within its deadline.
  static let requestTimeout = ProtocolFailure(
    status: HTTPStatus(rawValue: 408), code: "request_timeout",
    message: "The request did not arrive whole in time. Send it again, all at once.")

  /// 503 `service_unavailable` with `Retry-After` when every connection slot is taken.
  static func tooManyConnections(retryAfterSeconds: Int) -> ProtocolFailure {
    ProtocolFailure(
      status: .serviceUnavailable, code: "service_unavailable",
      message: "The server is handling too many connections. Try again.",
      headers: ["Retry-After": "\(retryAfterSeconds)"])
  }
}
