public import Domain

/// Fetches an added conference's programme again.
public protocol RefreshConferenceUseCase: Sendable {
  /// Refreshes the conference `name` names, or the current one for `nil`; the last good copy stays when it fails.
  func callAsFunction(_ name: String?) async throws(ConferenceError) -> ConferenceListing
}
