public import Foundation

extension CalendarDate {
  /// The date `instant` falls on in `timeZone` (daylight saving included).
  ///
  /// Plain arithmetic on `timeZone.secondsFromGMT(for:)`, so the device's calendar and locale
  /// play no part. Instants outside the years 1 to 9999 are clamped to those years' ends.
  public init(of instant: Date, in timeZone: TimeZone) {
    let seconds = min(
      max(instant.timeIntervalSince1970.rounded(.down), -62_135_596_800), 253_402_300_799)
    let local = Int(seconds) + timeZone.secondsFromGMT(for: instant)
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    self = CalendarDate(daysSinceEpoch: days)
  }

  /// The number of calendar days from this date to `other`: positive when `other` is later,
  /// for example 1 from `2027-03-10` to `2027-03-11`.
  public func days(until other: CalendarDate) -> Int {
    other.daysSinceEpoch - daysSinceEpoch
  }

  /// Days from 1970-01-01 to this date in the proleptic Gregorian calendar.
  /// The instant at `minute` minutes after midnight of this date in `timeZone` (a local time
  /// that a change to summer time skips is read with one of the offsets around it).
  public func instant(atMinute minute: Int, in timeZone: TimeZone) -> Date {
    let local = Double(daysSinceEpoch * 86_400 + minute * 60)
    let guess = Date(
      timeIntervalSince1970: local
        - Double(
          timeZone.secondsFromGMT(
            for: Date(timeIntervalSince1970: local))))
    let offset = timeZone.secondsFromGMT(for: guess)
    let instant = Date(timeIntervalSince1970: local - Double(offset))
    // In a skipped hour the corrected guess falls before the change: keep the first guess.
    return timeZone.secondsFromGMT(for: instant) == offset ? instant : guess
  }

  /// The date `count` days after this one (before it for a negative count).
  public func adding(days count: Int) -> CalendarDate {
    CalendarDate(daysSinceEpoch: daysSinceEpoch + count)
  }

  /// The day of the week, 0 for Sunday to 6 for Saturday.
  public var weekday: Int {
    // 1970-01-01 was a Thursday.
    ((daysSinceEpoch + 4) % 7 + 7) % 7
  }

  var daysSinceEpoch: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let shiftedMonth = (month + 9) % 12
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` after 1970-01-01, clamped to the years 1 to 9999.
  init(daysSinceEpoch days: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    if year < 1 {
      self = CalendarDate(clampedYear: 1, month: 1, day: 1)
    } else if year > 9999 {
      self = CalendarDate(clampedYear: 9999, month: 12, day: 31)
    } else {
      self = CalendarDate(clampedYear: year, month: month, day: day)
    }
  }
}
