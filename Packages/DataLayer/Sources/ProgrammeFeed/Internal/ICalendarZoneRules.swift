/// A time zone as an iCalendar document defines it in a `VTIMEZONE` (RFC 5545 3.6.5): its
/// observances (`STANDARD`, `DAYLIGHT`), each an offset in force from its onsets on.
///
/// An observance's onsets are its `DTSTART`, its `RDATE`s, and the yearly recurrences its
/// `RRULE` gives (`FREQ=YEARLY` with `BYMONTH`, `BYDAY` such as `-1SU` or `2SU`, `BYMONTHDAY`,
/// `INTERVAL`, `UNTIL` and `COUNT`: what zone definitions use); another rule is read as its
/// `DTSTART` alone. The offset at a local time is the `TZOFFSETTO` of the latest onset at or
/// before it, or before every onset the earliest observance's `TZOFFSETFROM`. Finding it costs a
/// few steps per observance, whatever the years between.
struct ICalendarZoneRules {
  /// One observance.
  struct Observance {
    /// `DTSTART`, a local time in `offsetFrom`.
    var start: Int
    var offsetFrom: Int
    var offsetTo: Int
    var rule: YearlyRule?
    /// `RDATE`s, local times.
    var dates: [Int] = []
  }

  /// A yearly recurrence: in `month`, on `weekday` (0 Sunday to 6 Saturday) counted by
  /// `ordinal` (`2` the second, `-1` the last; `nil` the first among `monthDays`, or the first
  /// of the month), or on the first of `monthDays`; at `start`'s time of day.
  struct YearlyRule {
    var month: Int?
    var weekday: Int?
    var ordinal: Int?
    var monthDays: [Int] = []
    var interval = 1
    var count: Int?
    /// The last onset allowed, as an instant when `isUntilUTC`, else a local time.
    var until: Int?
    var isUntilUTC = false
  }

  /// The most observances read; a zone giving more keeps the first ones.
  static let maximumObservances = 1000

  var observances: [Observance] = []

  /// The UTC offset in force at `local` (seconds since 1970-01-01T00:00, local); `nil` for a
  /// zone without observances.
  func offset(atLocal local: Int) -> Int? {
    var latest: (onset: Int, offset: Int)?
    for observance in observances {
      guard let onset = latestOnset(of: observance, atOrBefore: local) else { continue }
      if latest.map({ onset > $0.onset }) ?? true { latest = (onset, observance.offsetTo) }
    }
    if let latest { return latest.offset }
    return observances.min { $0.start < $1.start }?.offsetFrom
  }

  /// The latest onset of `observance` at or before `local`.
  private func latestOnset(of observance: Observance, atOrBefore local: Int) -> Int? {
    var latest = observance.start <= local ? observance.start : nil
    for date in observance.dates where date <= local && date > (latest ?? Int.min) {
      latest = date
    }
    guard let rule = observance.rule, observance.start <= local else { return latest }
    let startDay = Self.day(of: observance.start)
    let startYear = FeedTime.CivilDate(daysSinceEpoch: startDay).year
    let timeOfDay = observance.start - startDay * 86_400
    let year = FeedTime.CivilDate(daysSinceEpoch: Self.day(of: local)).year
    for candidate in [year, year - 1] where candidate >= startYear {
      let step = candidate - startYear
      guard step % max(rule.interval, 1) == 0 else { continue }
      if let count = rule.count, step / max(rule.interval, 1) >= count { continue }
      guard let day = day(in: candidate, of: rule, startDay: startDay) else { continue }
      let onset = day * 86_400 + timeOfDay
      guard onset >= observance.start, onset <= local else { continue }
      if let until = rule.until {
        let reckoned = rule.isUntilUTC ? onset - observance.offsetFrom : onset
        guard reckoned <= until else { continue }
      }
      if onset > (latest ?? Int.min) { latest = onset }
      break
    }
    return latest
  }

  /// The day (since the epoch) `rule` falls on in `year`; `nil` when it names none.
  private func day(in year: Int, of rule: YearlyRule, startDay: Int) -> Int? {
    let start = FeedTime.CivilDate(daysSinceEpoch: startDay)
    let month = rule.month ?? start.month
    guard (1...12).contains(month) else { return nil }
    let first = FeedTime.CivilDate(year: year, month: month, day: 1).daysSinceEpoch
    let next =
      FeedTime.CivilDate(
        year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1
      ).daysSinceEpoch
    let length = next - first
    if let weekday = rule.weekday {
      if let ordinal = rule.ordinal, ordinal != 0 {
        let firstMatch = first + (weekday - FeedTime.weekday(ofDay: first) + 7) % 7
        let lastMatch = next - 1 - (FeedTime.weekday(ofDay: next - 1) - weekday + 7) % 7
        let day = ordinal > 0 ? firstMatch + 7 * (ordinal - 1) : lastMatch + 7 * (ordinal + 1)
        return (first..<next).contains(day) ? day : nil
      }
      let candidates = rule.monthDays.isEmpty ? Array(1...length) : rule.monthDays
      return candidates.lazy.map { first + $0 - 1 }.first {
        (first..<next).contains($0) && FeedTime.weekday(ofDay: $0) == weekday
      }
    }
    let monthDay = rule.monthDays.first ?? start.day
    let day = monthDay > 0 ? first + monthDay - 1 : next + monthDay
    return (first..<next).contains(day) ? day : nil
  }

  private static func day(of local: Int) -> Int {
    local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
  }

  /// Reads an `RRULE` value; `nil` for one that is not yearly.
  static func yearlyRule(_ value: String) -> YearlyRule? {
    var rule = YearlyRule()
    var isYearly = false
    for part in value.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map { String($0).uppercased() }
      guard pair.count == 2 else { continue }
      switch pair[0] {
      case "FREQ": isYearly = pair[1] == "YEARLY"
      case "BYMONTH": rule.month = pair[1].split(separator: ",").first.flatMap { Int($0) }
      case "BYMONTHDAY": rule.monthDays = pair[1].split(separator: ",").compactMap { Int($0) }
      case "INTERVAL": rule.interval = Int(pair[1]) ?? 1
      case "COUNT": rule.count = Int(pair[1])
      case "UNTIL":
        if let until = ICalendarValue.dateTime(pair[1]) {
          rule.until = until.localSeconds + (until.isDate ? 86_399 : 0)
          rule.isUntilUTC = until.isUTC
        }
      case "BYDAY":
        guard let first = pair[1].split(separator: ",").first, first.count >= 2 else { continue }
        let names = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
        rule.weekday = names.firstIndex(of: String(first.suffix(2)))
        let ordinal = first.dropLast(2)
        rule.ordinal =
          ordinal.isEmpty ? nil : Int(ordinal.hasPrefix("+") ? ordinal.dropFirst() : ordinal)
      default:
        break
      }
    }
    return isYearly ? rule : nil
  }
}
