import Domain
import Foundation

/// `--from HH:MM|now`: where a listing of the programme starts, leaving out the sessions that
/// ended before then.
enum StartTimeOption: Equatable {
  /// The instant the command runs (`CONF_NOW` when set).
  case now
  /// A time of day, in minutes after midnight, on each day shown, in the zone times are shown
  /// in.
  case time(minute: Int)

  /// The option, for the commands that list the programme; its value is refused unless it is
  /// `now` or a 24-hour time from 00:00 to 23:59 (one or two digits of hours, two of minutes).
  static let definition = Option(
    name: "from", valueName: "HH:MM|now",
    help: "Start the listing at this time of each day shown (in the zone times are shown in), "
      + "or now: sessions that ended before it are left out.", convert: start)

  /// The start `arguments` ask for, `nil` without `--from`.
  ///
  /// - Throws: `UsageError` for anything but `now` or a 24-hour time from 00:00 to 23:59.
  static func parse(_ arguments: ParsedArguments) throws(UsageError) -> StartTimeOption? {
    try arguments[definition]
  }

  /// The start `text` names.
  ///
  /// - Throws: `UsageError` naming `label` for anything but `now` or a 24-hour time.
  private static func start(_ text: String, for label: String) throws(UsageError)
    -> StartTimeOption
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased() == "now" { return .now }
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
    else {
      throw .invalidValue(text, for: label, reason: "give a time such as 14:10, or now")
    }
    return .time(minute: hour * 60 + minute)
  }

  /// The instant the listing of the day dated `date` starts at: `now`, or the time on that
  /// date in `zone`.
  func start(on date: CalendarDate, in zone: TimeZone, now: Date) -> Date {
    switch self {
    case .now: now
    case .time(let minute): date.instant(atMinute: minute, in: zone)
    }
  }
}
