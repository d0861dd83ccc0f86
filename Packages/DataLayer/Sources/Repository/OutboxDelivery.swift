/// What sending the outbox did.
public struct OutboxDelivery: Sendable, Equatable {
  /// How many queued changes the backend accepted.
  public let sent: Int
  /// The sessions whose queued addition the backend refused because the session does not
  /// exist; those changes are dropped (sending them again cannot succeed).
  public let unknownSessions: [String]
  /// How many changes are still queued (the backend became unreachable on the way).
  public let remaining: Int

  /// Creates a delivery report.
  public init(sent: Int, unknownSessions: [String], remaining: Int) {
    self.sent = sent
    self.unknownSessions = unknownSessions
    self.remaining = remaining
  }

  /// Nothing was queued.
  public static let nothingQueued = OutboxDelivery(sent: 0, unknownSessions: [], remaining: 0)
}
