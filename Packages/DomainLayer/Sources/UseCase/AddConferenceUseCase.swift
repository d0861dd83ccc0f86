public import Domain

/// Adds a conference from a published programme and makes it current.
public protocol AddConferenceUseCase: Sendable {
  /// Reads, validates and saves the programme at `source` (a URL or a file path); `timeZone` supplies one for a programme without one.
  func callAsFunction(source: String, timeZone: String?) async throws(ConferenceError)
    -> ConferenceListing
}
