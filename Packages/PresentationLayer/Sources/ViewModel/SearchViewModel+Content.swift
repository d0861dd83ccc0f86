public import Domain
public import Foundation

extension SearchViewModel {
  /// Search results, ready to render.
  public struct Content: Sendable, Equatable {
    /// The text that was searched for, as typed.
    public let query: String
    /// The results, with where they came from.
    public let results: SearchResults
    /// One row per matching session, with times in each session's (the conference's) time zone.
    public let rows: [SessionRow]
    /// Where each session is in `results.matches`, so that a row's fields are found at once.
    private let matchIndex: [Session.ID: Int]

    /// Shows `results` as the results for `query`.
    public init(query: String, results: SearchResults) {
      self.query = query
      self.results = results
      self.rows = results.matches.map { SessionRow(session: $0.session) }
      var matchIndex: [Session.ID: Int] = [:]
      for (index, match) in results.matches.enumerated() where matchIndex[match.session.id] == nil {
        matchIndex[match.session.id] = index
      }
      self.matchIndex = matchIndex
    }

    /// The match for session `id`, or `nil` when it is not among the results.
    private func match(of id: Session.ID) -> SessionMatch? {
      matchIndex[id].map { results.matches[$0] }
    }

    /// The matching sessions, sorted by start time.
    public var sessions: [Session] {
      results.sessions
    }

    /// Where the text was found in the session `id`: `title`, `abstract` and `speaker` joined
    /// by `+` (for example `title+speaker`), or `—` when the backend matched by a rule of its own.
    public func matchedFields(of id: Session.ID) -> String {
      let fields = match(of: id)?.matchedFields ?? []
      return fields.isEmpty ? "—" : fields.map(\.rawValue).joined(separator: "+")
    }

    /// The speakers of session `id`, comma-separated, those whose name contains the text
    /// first (so a cut list still shows why it matched); `—` for a session without speakers.
    public func speakers(of id: Session.ID) -> String {
      guard let session = match(of: id)?.session, !session.speakers.isEmpty
      else { return "—" }
      let query = results.query.folded
      let marked = session.speakers.map { ($0.name, FoldedText($0.name).contains(query)) }
      return (marked.filter(\.1) + marked.filter { !$0.1 }).map(\.0).joined(separator: ", ")
    }

    /// Whether the saved days were searched because the backend could not be reached.
    public var isCached: Bool {
      results.freshness.isCached
    }

    /// When the oldest searched copy was saved, or `nil` for a live search.
    public var savedAt: Date? {
      results.freshness.savedAt
    }
  }
}
