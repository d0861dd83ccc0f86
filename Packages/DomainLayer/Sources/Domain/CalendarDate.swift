/// A day on the calendar (year, month, day), with no time and no time zone.
///
/// Its text form is `YYYY-MM-DD`, for example `2027-03-10`; only real Gregorian dates between the
/// years 1 and 9999 can be made.
public struct CalendarDate: Sendable, Hashable, Comparable, LosslessStringConvertible {
  /// The year, 1 to 9999.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, from 1.
  public let day: Int

  /// Creates a date, or `nil` when the parts do not name a real day (for example 2027-02-30).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
      day <= Self.numberOfDays(inMonth: month, year: year)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Creates a date from parts already known to name a real day (computed, not typed).
  init(clampedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`, or returns `nil` for anything else.
  public init?(_ description: String) {
    let parts = description.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date as `YYYY-MM-DD`.
  public var description: String {
    "\(Self.padded(year, to: 4))-\(Self.padded(month, to: 2))-\(Self.padded(day, to: 2))"
  }

  /// Orders dates chronologically.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The number of days in `month` of `year` (Gregorian rules).
  public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let isLeapYear = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return isLeapYear ? 29 : 28
    case 4, 6, 9, 11:
      return 30
    default:
      return 31
    }
  }

  private static func padded(_ value: Int, to width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
