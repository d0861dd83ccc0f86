import APIClient
import HTTPTypes
import Synchronization
import Testing

/// A transport that answers each request with the next answer of its script and records the
/// requests; a request beyond the script records an issue.
final class ScriptedTransport: HTTPTransport {
  /// One answer of the script.
  enum Answer: Sendable {
    /// This response.
    case response(HTTPResponse)
    /// This failure.
    case failure(APIClientError)
    /// No answer: waits until the calling task is cancelled, then throws `.cancelled`. The test
    /// makes the cancellation happen; only a test gone wrong reaches the safety deadline of
    /// 60 s, and then the request records an issue and throws `.invalidRequest`.
    case hang

    /// A response with `status` and, when given, a `Retry-After` header.
    static func status(_ status: Int, retryAfter: String? = nil, date: String? = nil) -> Answer {
      var headers: HTTPHeaders = [:]
      headers["Retry-After"] = retryAfter
      headers["Date"] = date
      return .response(HTTPResponse(status: HTTPStatus(rawValue: status), headers: headers))
    }
  }

  private let answers: Mutex<[Answer]>
  private let recorded = Mutex<[HTTPRequest]>([])
  private let clock: FakeClock?
  private let latency: Duration

  /// Creates a transport answering with `answers`; each answer moves `clock` on by `latency`.
  init(_ answers: [Answer], clock: FakeClock? = nil, latency: Duration = .zero) {
    self.answers = Mutex(answers)
    self.clock = clock
    self.latency = latency
  }

  /// The requests sent so far, in order.
  var requests: [HTTPRequest] {
    recorded.withLock { $0 }
  }

  func send(_ request: HTTPRequest) async throws(APIClientError) -> HTTPResponse {
    recorded.withLock { $0.append(request) }
    let answer = answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    clock?.advance(by: latency)
    switch answer {
    case .response(let response):
      return response
    case .failure(let error):
      throw error
    case .hang:
      do {
        try await Task.sleep(for: .seconds(60))
      } catch {
        throw .cancelled
      }
      Issue.record("a hanging request was not cancelled")
      throw .invalidRequest(reason: "never cancelled")
    case nil:
      Issue.record("unexpected request \(request)")
      throw .invalidRequest(reason: "not in the script")
    }
  }
}
