import HTTPTypes
import SQLite

/// An error answer: status, machine-readable code, message and any extra headers.
///
/// Request handlers throw it; `ConferenceBackend` turns it into
/// `{"error": {"code": "...", "message": "...", <details>}}`.
struct APIFailure: Error, Sendable, Equatable {
  let status: HTTPStatus
  let code: String
  let message: String
  var headers: HTTPHeaders = [:]
  /// More members of the error object, for example `opens_at`.
  var details: [JSONValue.Member] = []

  init(
    status: HTTPStatus, code: String, message: String, headers: HTTPHeaders = [:],
    details: [JSONValue.Member] = []
  ) {
    self.status = status
    self.code = code
    self.message = message
    self.headers = headers
    self.details = details
  }

  /// The answer to send.
  var response: HTTPResponse {
    let body = JSONValue.object([
      .init(
        "error",
        .object(
          [
            .init("code", .string(code)),
            .init("message", .string(message)),
          ] + details)
      )
    ])
    var responseHeaders = headers
    responseHeaders["Content-Type"] = "application/json; charset=utf-8"
    return HTTPResponse(status: status, headers: responseHeaders, body: body.data)
  }

  /// 400 `bad_request`, naming the offending field or parameter.
  static func badRequest(_ message: String) -> APIFailure {
    APIFailure(status: .badRequest, code: "bad_request", message: message)
  }

  /// 404 `not_found` for a path the API does not have.
  static func notFound(path: String) -> APIFailure {
    APIFailure(status: .notFound, code: "not_found", message: "There is no resource at \(path).")
  }

  /// 405 `method_not_allowed` with the `Allow` header.
  static func methodNotAllowed(_ method: HTTPMethod, path: String, allowed: [HTTPMethod])
    -> APIFailure
  {
    let names = allowed.map(\.rawValue).joined(separator: ", ")
    return APIFailure(
      status: .methodNotAllowed, code: "method_not_allowed",
      message: "\(method.rawValue) is not allowed on \(path); use \(names).",
      headers: ["Allow": names])
  }

  /// 413 `payload_too_large`.
  static func payloadTooLarge(limit: Int) -> APIFailure {
    APIFailure(
      status: .contentTooLarge, code: "payload_too_large",
      message: "The request body is larger than \(limit) bytes.")
  }

  /// 404 `session_not_found`.
  static func sessionNotFound(_ id: String) -> APIFailure {
    APIFailure(status: .notFound, code: "session_not_found", message: "There is no session \(id).")
  }

  /// 415 `unsupported_media_type` for a body that is not declared JSON.
  static let unsupportedMediaType = APIFailure(
    status: HTTPStatus(rawValue: 415), code: "unsupported_media_type",
    message: "The request body must be JSON: send it with Content-Type: application/json.")

  /// 500 `internal_error` for a storage failure that is not the client's fault.
  static func storageFailure() -> APIFailure {
    APIFailure(
      status: .internalServerError, code: "internal_error",
      message: "The backend could not read or write its database. Try again.")
  }

  /// 507 `insufficient_storage` when the disk (or quota) that holds the database is full: with the
  /// embedded backend, the local disk.
  static func storageFull() -> APIFailure {
    APIFailure(
      status: .insufficientStorage, code: "insufficient_storage",
      message: "The backend has no space left to write its database.")
  }

  /// 503 `database_busy` when another process held the database longer than the busy timeout.
  static func databaseBusy() -> APIFailure {
    APIFailure(
      status: .serviceUnavailable, code: "database_busy",
      message: "The backend database is busy. Try again in a moment.",
      headers: ["Retry-After": "1"])
  }

  /// Runs `body`, turning a storage failure into a 503 (busy), 507 (full) or 500 answer.
  @discardableResult
  static func catchingStorageErrors<Result>(_ body: () throws(SQLiteError) -> Result)
    throws(APIFailure) -> Result
  {
    do {
      return try body()
    } catch {
      switch error.kind {
      case .busy: throw databaseBusy()
      case .full: throw storageFull()
      default: throw storageFailure()
      }
    }
  }
}
