public import Foundation

/// The time and the waiting of a reminder watcher: what now is, and waiting until an instant.
/// The live clock reads the system clock (or `CONF_NOW`) and sleeps; a test clock jumps to the
/// instant asked for, so a watch is driven without sleeping.
public struct ReminderClock: Sendable {
  /// The time now.
  public var now: @Sendable () -> Date
  /// Waits until `instant` (or less, when the live clock wakes early); returns whether to go
  /// on watching, `false` once the watch is asked to stop.
  public var sleep: @Sendable (_ instant: Date) async -> Bool

  /// Creates a clock from its two operations.
  public init(
    now: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (_ instant: Date) async -> Bool
  ) {
    self.now = now
    self.sleep = sleep
  }
}
