import APIClient
import Foundation
import HTTPTypes
import ProgrammeFeed
import Synchronization
import Testing

/// A transport that answers with the results scripted for it, in order, and records every
/// request; a request with nothing scripted is recorded as an issue.
final class ScriptedTransport: HTTPTransport {
  private let state = Mutex<(answers: [Result<HTTPResponse, APIClientError>], sent: [HTTPRequest])>(
    ([], []))

  /// The requests sent so far, in order.
  var requests: [HTTPRequest] { state.withLock { $0.sent } }

  /// Answers the next request with `response`.
  func answer(_ response: HTTPResponse) {
    state.withLock { $0.answers.append(.success(response)) }
  }

  /// Answers the next request with a 200 carrying `feed` and the validators given.
  func answer(feed: String, entityTag: String? = nil, lastModified: String? = nil) {
    var headers: HTTPHeaders = ["Content-Type": "application/xml"]
    if let entityTag { headers["ETag"] = entityTag }
    if let lastModified { headers["Last-Modified"] = lastModified }
    answer(HTTPResponse(status: .ok, headers: headers, body: Data(feed.utf8)))
  }

  /// Fails the next request with `error`.
  func fail(_ error: APIClientError) {
    state.withLock { $0.answers.append(.failure(error)) }
  }

  func send(_ request: HTTPRequest) async throws(APIClientError) -> HTTPResponse {
    let next = state.withLock { state -> Result<HTTPResponse, APIClientError>? in
      state.sent.append(request)
      return state.answers.isEmpty ? nil : state.answers.removeFirst()
    }
    guard let next else {
      Issue.record("unexpected request \(request.method) \(request.target)")
      throw .unreachable(reason: "nothing scripted")
    }
    return try next.get()
  }

  func description(of request: HTTPRequest) -> String {
    "\(request.method) https://feeds.example.org\(request.target.prefix { $0 != "?" })"
  }
}

/// A clock that stands still until a test moves it.
final class SteppedClock: Sendable {
  private let current: Mutex<Date>

  init(_ start: Date) {
    current = Mutex(start)
  }

  var now: Date { current.withLock { $0 } }

  func advance(seconds: TimeInterval) {
    current.withLock { $0 += seconds }
  }
}

/// A feed client over a scripted transport, a stepped clock and a store in a fresh folder.
struct FeedClientHarness {
  static let start = Date(timeIntervalSince1970: 1_900_000_000)
  static let feedAddress = "https://feeds.example.org/ccc30/schedule.xml?lang=en"

  let folder: TemporaryDirectory
  let clock = SteppedClock(start)
  let transport = ScriptedTransport()
  let store: FeedStore
  let client: LiveProgrammeFeedAPIClient

  init(source: FeedSource? = nil, timeZone: String? = nil, title: String? = nil) throws {
    let source = try source ?? FeedSource(parsing: Self.feedAddress)
    folder = try TemporaryDirectory()
    let clock = clock
    store = FeedStore(
      folder: URL(filePath: folder.path).appending(path: "feed"), now: { clock.now })
    client = LiveProgrammeFeedAPIClient(
      source: source, store: store, transport: transport, timeZone: timeZone, title: title,
      now: { clock.now })
  }

  /// The state file's path.
  var statePath: String { folder.path + "/feed/feed-state.json" }
}

/// The error `operation` throws, or `nil`.
func clientError<Value>(
  _ operation: () async throws(APIClientError) -> Value
) async -> APIClientError? {
  do {
    _ = try await operation()
    return nil
  } catch {
    return error
  }
}
