public import Domain

/// Finds sessions whose title, abstract or speaker names contain a text.
///
/// Call it like a function: `let sessions = try await searchSessions(matching: "swift")`.
public protocol SearchSessionsUseCase: Sendable {
  /// The sessions matching `text`, sorted by start time; empty when nothing matches.
  ///
  /// - Throws: `.emptyQuery` when `text` is blank, `.connectivity(_)` when the backend
  ///   gives no usable answer (search needs it).
  func callAsFunction(matching text: String) async throws(TimetableError) -> [Session]
}
