import Domain
import Foundation

/// `--alarm <minutes>` on `conf schedule --ics`: how long before each bookmarked session the
/// calendar reminds you (`off` for no reminder), for this run; `CONF_REMINDER` sets a default,
/// and without either the lead time kept on this device (`conf reminder`) counts.
enum ReminderOption {
  /// The option's name, `alarm`.
  static let name = "alarm"

  /// The option, for `conf schedule`.
  static let definition = OptionDefinition(
    name: name, valueName: "minutes",
    help: "With --ics, remind this many minutes before each session (0 to "
      + "\(ReminderLeadTime.maximumMinutes), or off); else CONF_REMINDER, else 'conf reminder'.",
    completion: .words(suggestedValues))

  /// The values completion offers wherever a reminder lead time is typed (`--alarm`,
  /// `conf reminder`, `conf onboarding next --reminder`): the one list of them.
  static let suggestedValues = ["off", "5", "10", "15", "30"]

  /// What a reminder value must be, for errors: `minutes from 0 to 10080, or off`.
  static let expected = "minutes from 0 to \(ReminderLeadTime.maximumMinutes), or off"

  /// The lead time `text` names (the value of `--alarm`, `conf reminder` or
  /// `conf onboarding next --reminder`), or `nil` when none was given.
  ///
  /// - Throws: `UsageError` naming `label` when `text` is not minutes or `off`.
  static func lead(_ text: String?, for label: String) throws(UsageError) -> ReminderLeadTime? {
    guard let text else { return nil }
    guard let lead = ReminderLeadTime(parsing: text) else {
      throw .invalidValue(text, for: label, reason: "give \(expected)")
    }
    return lead
  }
}
