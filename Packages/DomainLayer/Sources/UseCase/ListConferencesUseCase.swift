public import Domain

/// Lists every conference this device can show, the demo first.
public protocol ListConferencesUseCase: Sendable {
  /// The conferences and which one is current.
  func callAsFunction() async throws(ConferenceError) -> ConferenceCatalog
}
