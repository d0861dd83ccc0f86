public import Domain
public import Foundation

/// Writes instants as the conference's wall-clock time, whatever the device's time zone.
///
/// Formatting is plain arithmetic on `timeZone.secondsFromGMT(for:)` (daylight saving included);
/// it does not depend on the device's locale or calendar.
public struct ConferenceTimeFormatter: Sendable, Equatable {
  /// The time zone every instant is written in.
  public let timeZone: TimeZone

  /// Creates a formatter for `timeZone`.
  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  /// The time of day as `HH:mm`, for example `09:30`.
  public func time(of date: Date) -> String {
    let parts = LocalDateTime(date, offset: timeZone.secondsFromGMT(for: date))
    return "\(parts.hour.padded(to: 2)):\(parts.minute.padded(to: 2))"
  }

  /// The calendar date as `YYYY-MM-DD`.
  public func day(of date: Date) -> String {
    let parts = LocalDateTime(date, offset: timeZone.secondsFromGMT(for: date))
    return "\(parts.year.padded(to: 4))-\(parts.month.padded(to: 2))-\(parts.day.padded(to: 2))"
  }

  /// The UTC offset in force at `date` as `±HH:MM`, for example `+09:00`.
  public func offset(at date: Date) -> String {
    let seconds = timeZone.secondsFromGMT(for: date)
    let sign = seconds < 0 ? "-" : "+"
    let minutes = abs(seconds) / 60
    return "\(sign)\((minutes / 60).padded(to: 2)):\((minutes % 60).padded(to: 2))"
  }

  /// The zone as people read it at `date`: `Asia/Tokyo, UTC+09:00`, `UTC`, or only the offset
  /// (`UTC+05:30`) for a zone that is one.
  public func zoneLabel(at date: Date) -> String {
    let offset = "UTC\(offset(at: date))"
    switch timeZone.identifier {
    case "GMT", "UTC": return "UTC"
    case let identifier where identifier.hasPrefix("GMT"): return offset
    case let identifier: return "\(identifier), \(offset)"
    }
  }

  /// The day, time and offset as people read them, for example `2027-03-10 09:30 (UTC+09:00)`:
  /// when a saved copy was saved.
  public func dayAndTime(of date: Date) -> String {
    "\(day(of: date)) \(time(of: date)) (UTC\(offset(at: date)))"
  }

  /// An ISO 8601 timestamp with the offset, whole seconds, for example
  /// `2027-03-10T10:00:00+09:00`.
  public func timestamp(of date: Date) -> String {
    let parts = LocalDateTime(date, offset: timeZone.secondsFromGMT(for: date))
    return "\(day(of: date))T\(parts.hour.padded(to: 2)):\(parts.minute.padded(to: 2)):"
      + "\(parts.second.padded(to: 2))\(offset(at: date))"
  }

  /// A conference day's date as a day tab reads it: weekday, day and month (`Wed 10 Mar`), with
  /// the year when it is not the year of `today` in this zone (`Wed 10 Mar 2027`).
  ///
  /// - Parameters:
  ///   - date: The day's date.
  ///   - today: Now, for the current year.
  public func weekdayAndDate(of date: CalendarDate, today: Date) -> String {
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let weekday = weekdays[date.weekday]
    let month = months[min(max(date.month - 1, 0), 11)]
    let thisYear = LocalDateTime(today, offset: timeZone.secondsFromGMT(for: today)).year
    let year = date.year == thisYear ? "" : " \(date.year)"
    return "\(weekday) \(date.day) \(month)\(year)"
  }
}
