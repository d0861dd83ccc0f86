public import Domain

/// Makes a conference the one commands use.
public protocol UseConferenceUseCase: Sendable {
  /// Makes the conference `name` names (exactly, or a unique prefix of its name or title) current.
  func callAsFunction(_ name: String) async throws(ConferenceError) -> ConferenceListing
}
