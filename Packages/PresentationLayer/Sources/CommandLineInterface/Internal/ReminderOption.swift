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
      + "\(ReminderLeadTime.maximumMinutes), or off); else CONF_REMINDER, else 'conf reminder'.")
}
