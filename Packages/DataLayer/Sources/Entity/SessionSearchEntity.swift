/// The answer to `GET /v1/sessions?query=Q`.
public struct SessionSearchEntity: Codable, Sendable, Equatable {
  /// The query as the server understood it.
  public let query: String
  /// Matching sessions, sorted by start time.
  public let sessions: [SessionEntity]

  /// Creates a search result.
  public init(query: String, sessions: [SessionEntity]) {
    self.query = query
    self.sessions = sessions
  }
}
