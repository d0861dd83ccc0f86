public import Domain

/// Removes an added conference and everything saved for it.
public protocol RemoveConferenceUseCase: Sendable {
  /// Removes the conference `name` names; the demo becomes current when it was.
  func callAsFunction(_ name: String) async throws(ConferenceError) -> ConferenceListing
}
