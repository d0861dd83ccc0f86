public import Domain

/// Where the reminders already given for the conference are kept between runs (a file in the
/// conference's data folder, written by the composition root), so none rings twice.
public struct ReminderLog: Sendable {
  /// The reminders given so far; an empty record when none were kept or the file is
  /// unreadable.
  public var load: @Sendable () async -> GivenReminders
  /// Keeps `given`, replacing what was kept; a failure to write is dropped (a reminder may then
  /// ring again).
  public var save: @Sendable (_ given: GivenReminders) async -> Void

  /// Creates a log from its two operations.
  public init(
    load: @escaping @Sendable () async -> GivenReminders,
    save: @escaping @Sendable (_ given: GivenReminders) async -> Void
  ) {
    self.load = load
    self.save = save
  }
}
