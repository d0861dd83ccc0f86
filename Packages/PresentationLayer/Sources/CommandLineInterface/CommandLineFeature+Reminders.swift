public import ViewModel

extension CommandLineFeature {
  /// Reminders: `conf reminder [<minutes>|off]`, the lead time kept on this device.
  public static func reminders(
    makeReminderViewModel: @escaping @MainActor @Sendable () -> ReminderViewModel
  ) -> CommandLineFeature {
    CommandLineFeature {
      [ReminderCommand(makeViewModel: makeReminderViewModel)]
    }
  }
}
