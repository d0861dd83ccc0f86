/// What `conf reminders --watch` needs from the process, which the composition root gives: the
/// lock that keeps one watcher per conference, and running until the process is asked to stop.
public struct ReminderWatchHost: Sendable {
  /// Takes the conference's watcher lock for the rest of the process; `false` when another
  /// process holds it.
  public var acquireLock: @Sendable () -> Bool
  /// Runs `watch` until it returns or SIGINT or SIGTERM arrives, which cancels it (its clock
  /// then stops waiting), and returns once it has ended.
  public var runUntilStopped:
    @MainActor @Sendable (_ watch: @escaping @MainActor @Sendable () async -> Void) async -> Void

  /// Creates a host from its two operations.
  public init(
    acquireLock: @escaping @Sendable () -> Bool,
    runUntilStopped:
      @escaping @MainActor @Sendable (_ watch: @escaping @MainActor @Sendable () async -> Void)
      async -> Void
  ) {
    self.acquireLock = acquireLock
    self.runUntilStopped = runUntilStopped
  }
}
