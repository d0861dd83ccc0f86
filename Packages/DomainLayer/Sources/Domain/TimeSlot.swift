public import Foundation

/// The sessions of one day that start at the same time.
public struct TimeSlot: Sendable, Equatable {
  /// When the slot's sessions start.
  public let startsAt: Date
  /// The sessions starting then, in programme order (never empty).
  public let sessions: [Session]

  /// Creates a slot.
  public init(startsAt: Date, sessions: [Session]) {
    self.startsAt = startsAt
    self.sessions = sessions
  }
}
