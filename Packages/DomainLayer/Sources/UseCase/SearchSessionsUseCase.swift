public import Domain

/// Finds sessions whose title, abstract or speaker names contain a text, loosely (see
/// `SearchQuery`): ignoring case, accents and the width of letters.
///
/// Call it like a function: `let results = try await searchSessions(matching: "swift")`.
public protocol SearchSessionsUseCase: Sendable {
  /// The sessions matching `text`, sorted by start time, each with the fields that matched;
  /// when the backend cannot be reached, the saved days are searched instead (`freshness`
  /// `.cached(savedAt:)`, `searchedDays` says which).
  ///
  /// - Throws: `.emptyQuery` when `text` is blank, `.connectivity(_)` when the backend gives no
  ///   usable answer and no day is saved.
  func callAsFunction(matching text: String) async throws(TimetableError) -> SearchResults
}
