import Foundation

/// An event as an outbox keeps it: with the identifier it was stored under, which the backend
/// uses to recognise an event sent twice.
public struct StoredAnalyticsEvent: Sendable, Equatable {
  /// Unique per stored event, chosen when it was recorded.
  public let id: UUID
  /// What was recorded.
  public let event: AnalyticsEvent

  /// Creates a stored event.
  public init(id: UUID, event: AnalyticsEvent) {
    self.id = id
    self.event = event
  }
}
