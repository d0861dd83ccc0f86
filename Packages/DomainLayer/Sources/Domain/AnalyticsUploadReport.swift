/// What one run of the analytics upload did.
public struct AnalyticsUploadReport: Sendable, Equatable {
  /// Why the upload stopped.
  public enum Outcome: Sendable, Equatable {
    /// No event is left waiting.
    case allSent
    /// Another `conf` process is uploading; it sends the events, this one sent what it had.
    case anotherUploaderBusy
    /// The most one run may send was sent; the rest waits for the next command.
    case limitReached
  }

  /// Events the backend accepted (or had already received).
  public let sentCount: Int
  /// Events the backend refused as malformed, given up so they hold back nothing.
  public let discardedCount: Int
  /// Why it stopped.
  public let outcome: Outcome

  /// Creates a report.
  public init(sentCount: Int, discardedCount: Int, outcome: Outcome) {
    self.sentCount = sentCount
    self.discardedCount = discardedCount
    self.outcome = outcome
  }
}
