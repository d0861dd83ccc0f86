import Foundation

/// An HTTP response as a value.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code.
  public var status: HTTPStatus
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body bytes; empty when there is none.
  public var body: Data

  /// Creates a response.
  public init(status: HTTPStatus, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}
