import APIClient
import Entity
import Synchronization

/// A bookmark API over an in-memory set that can be switched off (`isDown`): then every call
/// fails as an unreachable backend. Logs each call that reached it (`PUT 104`, `DELETE 104`,
/// `GET`).
final class FakeBookmarkServer: BookmarkAPIClient {
  private struct State {
    var bookmarks: [String] = []
    var isDown = false
    var calls: [String] = []
  }

  /// The sessions that exist; adding another is 404 `session_not_found`.
  private let known: Set<String>
  private let state = Mutex(State())

  init(known: Set<String> = ["104", "105", "201", "202"], bookmarks: [String] = []) {
    self.known = known
    state.withLock { $0.bookmarks = bookmarks }
  }

  /// Whether the server is unreachable.
  var isDown: Bool {
    get { state.withLock { $0.isDown } }
    set { state.withLock { $0.isDown = newValue } }
  }

  /// The bookmarked sessions, oldest first.
  var bookmarked: [String] {
    state.withLock { $0.bookmarks }
  }

  /// The calls that reached the server, oldest first.
  var calls: [String] {
    state.withLock { $0.calls }
  }

  func bookmarks(accessToken: String) async throws(APIClientError) -> BookmarkListEntity {
    try state.withLock { state throws(APIClientError) in
      try Self.reach(&state, "GET")
      return BookmarkListEntity(
        bookmarks: state.bookmarks.map {
          BookmarkEntity(sessionID: $0, createdAt: "2027-03-01T09:00:00+09:00")
        })
    }
  }

  func addBookmark(sessionID: String, accessToken: String) async throws(APIClientError) {
    try state.withLock { [known] state throws(APIClientError) in
      try Self.reach(&state, "PUT \(sessionID)")
      guard known.contains(sessionID) else {
        throw .api(APIError(status: 404, code: "session_not_found", message: "No."))
      }
      if !state.bookmarks.contains(sessionID) { state.bookmarks.append(sessionID) }
    }
  }

  func removeBookmark(sessionID: String, accessToken: String) async throws(APIClientError) {
    try state.withLock { state throws(APIClientError) in
      try Self.reach(&state, "DELETE \(sessionID)")
      state.bookmarks.removeAll { $0 == sessionID }
    }
  }

  private static func reach(_ state: inout State, _ call: String) throws(APIClientError) {
    guard !state.isDown else { throw .unreachable(reason: "connection refused") }
    state.calls.append(call)
  }
}
