import Foundation

/// `--alarm <minutes>` on `conf schedule --ics`, and its default, `CONF_REMINDER`: how long before
/// each bookmarked session the calendar reminds you (`off` for no reminder).
enum ReminderOption {
  /// The option's name, `alarm`.
  static let name = "alarm"
  /// The lead time when neither the option nor `CONF_REMINDER` says otherwise.
  static let defaultMinutes = 10
  /// The longest lead time accepted: a week.
  static let maximumMinutes = 10_080

  /// The option, for `conf schedule`.
  static let definition = OptionDefinition(
    name: name, valueName: "minutes",
    help: "With --ics, remind this many minutes before each session (0 to \(maximumMinutes), "
      + "or off); CONF_REMINDER sets a default (\(defaultMinutes)).")

  /// What `text` sets: minutes (`.some(n)`), `off` (`.some(nil)`), or `nil` when it is neither.
  static func lead(parsing text: String) -> Int?? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "off" { return .some(nil) }
    guard trimmed.allSatisfy(\.isASCII), let minutes = Int(trimmed),
      (0...maximumMinutes).contains(minutes)
    else { return nil }
    return .some(minutes)
  }
}
