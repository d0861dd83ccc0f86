/// What one upload of pending analytics events did.
public enum AnalyticsBatchResult: Sendable, Equatable {
  /// No event was waiting.
  case nothingPending
  /// Another uploader (another `conf` process) is sending events now; nothing was sent.
  case busy
  /// `count` events were sent and marked sent; the backend had seen `duplicates` of them.
  case sent(count: Int, duplicates: Int)
  /// The backend refused `count` events as malformed (400); they were marked sent so that they
  /// cannot hold back the events after them.
  case discarded(count: Int)
}
