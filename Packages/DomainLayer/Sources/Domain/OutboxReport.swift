/// What sending the queued bookmark changes did.
public struct OutboxReport: Sendable, Equatable {
  /// How many queued changes reached the backend.
  public let sent: Int
  /// Queued additions of sessions that do not exist, dropped.
  public let unknownSessions: [Session.ID]
  /// How many changes are still queued because the backend became unreachable.
  public let remaining: Int

  /// Creates a report.
  public init(sent: Int, unknownSessions: [Session.ID], remaining: Int) {
    self.sent = sent
    self.unknownSessions = unknownSessions
    self.remaining = remaining
  }
}
