public import Domain
public import ViewModel

extension CommandLineFeature {
  /// Reminders: `conf reminder [<minutes>|off]`, the lead time kept on this device, and
  /// `conf reminders [--watch]`, the reminders to come, rung as they fall due.
  ///
  /// - Parameters:
  ///   - makeReminderViewModel: Makes the lead time's view model.
  ///   - makeRemindersViewModel: Makes the reminders' view model for the quiet hours given
  ///     (`CONF_QUIET_HOURS`, checked by the command).
  ///   - watchHost: The watcher's lock and its way to stop.
  public static func reminders(
    makeReminderViewModel: @escaping @MainActor @Sendable () -> ReminderViewModel,
    makeRemindersViewModel:
      @escaping @MainActor @Sendable (_ quietHours: QuietHours?) -> RemindersViewModel,
    watchHost: ReminderWatchHost
  ) -> CommandLineFeature {
    CommandLineFeature {
      [
        ReminderCommand(makeViewModel: makeReminderViewModel),
        RemindersCommand(makeViewModel: makeRemindersViewModel, host: watchHost),
      ]
    }
  }
}
