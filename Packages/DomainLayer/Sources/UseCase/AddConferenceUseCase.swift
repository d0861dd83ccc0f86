public import Domain

/// Adds a conference from a published programme and makes it current.
public protocol AddConferenceUseCase: Sendable {
  /// Reads, validates and saves the programme at `source` (a URL or a file path); `timeZone`
  /// supplies one for a programme without one, `title` one for a programme without a title
  /// (or in place of its own).
  func callAsFunction(source: String, timeZone: String?, title: String?)
    async throws(ConferenceError) -> ConferenceListing
}
