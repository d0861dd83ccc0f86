import Domain
import Foundation

/// `--alarm <minutes>` on `conf schedule --ics`: how long before each bookmarked session the
/// calendar reminds you (`off` for no reminder), for this run; `CONF_REMINDER` sets a default,
/// and without either the lead time kept on this device (`conf reminder`) counts.
enum ReminderOption {
  /// The option, for `conf schedule`.
  static let definition = option(
    name: "alarm",
    help: "With --ics, remind this many minutes before each session (0 to "
      + "\(ReminderLeadTime.maximumMinutes), or off); else CONF_REMINDER, else 'conf reminder'.")

  /// An option whose value is a reminder lead time (`<minutes>`, or `off`), offering
  /// `suggestedValues` to completion and refusing anything else as `lead(_:for:)` does.
  static func option(name: String, help: String) -> Option<ReminderLeadTime> {
    Option(
      name: name, valueName: "minutes", help: help, completion: .words(suggestedValues),
      convert: lead)
  }

  /// The values completion offers wherever a reminder lead time is typed (`--alarm`,
  /// `conf reminder`, `conf onboarding next --reminder`): the one list of them.
  static let suggestedValues = ["off", "5", "10", "15", "30"]

  /// What a reminder value must be, for errors: `minutes from 0 to 10080, or off`.
  static let expected = "minutes from 0 to \(ReminderLeadTime.maximumMinutes), or off"

  /// The lead time `text` names (the value of `--alarm`, `conf reminder` or
  /// `conf onboarding next --reminder`).
  ///
  /// - Throws: `UsageError` naming `label` when `text` is not minutes or `off`.
  static func lead(_ text: String, for label: String) throws(UsageError) -> ReminderLeadTime {
    guard let lead = ReminderLeadTime(parsing: text) else {
      throw .invalidValue(text, for: label, reason: "give \(expected)")
    }
    return lead
  }
}
