import Foundation
import HTTPTypes
import Synchronization

/// A handler that records every request and answers with a summary of it.
final class EchoHandler: Sendable {
  private let received = Mutex<[HTTPRequest]>([])

  /// The requests seen so far, in order.
  var requests: [HTTPRequest] { received.withLock { $0 } }

  /// Answers `200` with `METHOD path?query body` and an `X-Echo` header.
  func handle(_ request: HTTPRequest) async -> HTTPResponse {
    received.withLock { $0.append(request) }
    let query = request.queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
    let summary =
      "\(request.method.rawValue) \(request.path)?\(query) "
      + String(decoding: request.body, as: UTF8.self)
    return HTTPResponse(
      status: .ok, headers: ["Content-Type": "text/plain", "X-Echo": "yes"],
      body: Data(summary.utf8))
  }
}
