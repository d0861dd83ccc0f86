import APIClient
import HTTPTypes
import Synchronization

/// A transport that records every request and answers each with the same canned result.
final class RecordingTransport: HTTPTransport {
  private let result: Result<HTTPResponse, APIClientError>
  private let recorded = Mutex<[HTTPRequest]>([])

  init(_ result: Result<HTTPResponse, APIClientError>) {
    self.result = result
  }

  /// The requests sent so far, in order.
  var requests: [HTTPRequest] {
    recorded.withLock { $0 }
  }

  func send(_ request: HTTPRequest) async throws(APIClientError) -> HTTPResponse {
    recorded.withLock { $0.append(request) }
    return try result.get()
  }
}
