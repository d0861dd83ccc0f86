public import Domain

extension SearchViewModel {
  /// Search results, ready to render.
  public struct Content: Sendable, Equatable {
    /// The text that was searched for, as typed.
    public let query: String
    /// The matching sessions, sorted by start time.
    public let sessions: [Session]
    /// One row per matching session, with times in each session's (the conference's) time zone.
    public let rows: [SessionRow]

    /// Shows `sessions` as the results for `query`.
    public init(query: String, sessions: [Session]) {
      self.query = query
      self.sessions = sessions
      self.rows = sessions.map { SessionRow(session: $0) }
    }
  }
}
