import Foundation

/// One time zone of an iCalendar document: its `VTIMEZONE`, with the zone's real offsets and
/// transitions (from Foundation's time zone rules) for the calendar years the exported times fall
/// in, and the `DTSTART`/`DTEND` lines that refer to it.
///
/// A reader that knows nothing of the zone but this component puts every time at its true
/// instant: each change of offset in the span is its own `STANDARD` or `DAYLIGHT` observance,
/// starting at the local time of the change in the offset before it (RFC 5545 3.6.5).
struct ICalendarTimeZone {
  /// One observance: the offset from `startsAt` until the next change.
  private struct Observance {
    let isDaylight: Bool
    let startsAt: Date
    let offsetFrom: Int
    let offsetTo: Int
  }

  /// The zone.
  let zone: TimeZone
  /// The first instant covered: midnight on 1 January of the earliest time's year.
  let start: Date
  /// The end of the span covered: midnight on 1 January after the latest time's year.
  let end: Date

  /// The zone's component for the calendar years (in the zone) from `earliest` to `latest`.
  init(zone: TimeZone, from earliest: Date, through latest: Date) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    func newYear(_ year: Int) -> Date? {
      calendar.date(from: DateComponents(year: year, month: 1, day: 1))
    }
    self.zone = zone
    start = newYear(calendar.component(.year, from: earliest)) ?? earliest
    end = newYear(calendar.component(.year, from: latest) + 1) ?? latest
  }

  /// The `TZID`: the zone's identifier without the characters a parameter value cannot hold.
  var identifier: String {
    String(
      String.UnicodeScalarView(
        zone.identifier.unicodeScalars.filter { !ICalendarWriter.isControl($0) && $0 != "\"" }))
  }

  /// The `VTIMEZONE` component's lines, unfolded.
  var lines: [String] {
    var lines = ["BEGIN:VTIMEZONE", "TZID:\(ICalendarWriter.escaped(identifier))"]
    for observance in observances {
      let kind = observance.isDaylight ? "DAYLIGHT" : "STANDARD"
      lines += [
        "BEGIN:\(kind)",
        "DTSTART:\(Self.dateTime(observance.startsAt, offset: observance.offsetFrom))",
        "TZOFFSETFROM:\(Self.offset(observance.offsetFrom))",
        "TZOFFSETTO:\(Self.offset(observance.offsetTo))",
        "TZNAME:\(Self.name(offset: observance.offsetTo))",
        "END:\(kind)",
      ]
    }
    return lines + ["END:VTIMEZONE"]
  }

  /// The property line `name` for `instant`: its local time with this zone's `TZID`, or the
  /// UTC time where that local time occurs twice and `instant` is the second (the hour repeated
  /// when the clocks go back), which a local time would name as the first (RFC 5545 3.3.5).
  func property(_ name: String, at instant: Date) -> String {
    if isSecondOccurrence(instant) {
      return "\(name):\(Self.dateTime(instant, offset: 0))Z"
    }
    let offset = zone.secondsFromGMT(for: instant)
    return "\(name);TZID=\(ICalendarWriter.parameterValue(identifier)):"
      + Self.dateTime(instant, offset: offset)
  }

  /// The observance in force at `start`, then one per change of offset or of daylight saving
  /// until `end`.
  private var observances: [Observance] {
    let first = zone.secondsFromGMT(for: start)
    var observances = [
      Observance(
        isDaylight: zone.isDaylightSavingTime(for: start), startsAt: start, offsetFrom: first,
        offsetTo: first)
    ]
    var cursor = start
    while let transition = zone.nextDaylightSavingTimeTransition(after: cursor),
      transition < end, transition > cursor
    {
      observances.append(
        Observance(
          isDaylight: zone.isDaylightSavingTime(for: transition), startsAt: transition,
          offsetFrom: zone.secondsFromGMT(for: transition.addingTimeInterval(-1)),
          offsetTo: zone.secondsFromGMT(for: transition)))
      cursor = transition
    }
    return observances
  }

  /// Whether the clocks went back less than the amount they went back before `instant`, so
  /// its local time also names an earlier instant.
  private func isSecondOccurrence(_ instant: Date) -> Bool {
    var cursor = instant.addingTimeInterval(-86_400)
    while let transition = zone.nextDaylightSavingTimeTransition(after: cursor),
      transition <= instant, transition > cursor
    {
      let before = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
      let after = zone.secondsFromGMT(for: transition)
      if before > after && instant < transition.addingTimeInterval(TimeInterval(before - after)) {
        return true
      }
      cursor = transition
    }
    return false
  }

  /// `YYYYMMDDTHHMMSS`: the wall-clock time of `instant` at `offset` seconds from UTC.
  static func dateTime(_ instant: Date, offset: Int) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second],
      from: instant.addingTimeInterval(TimeInterval(offset)))
    let year = String(parts.year ?? 0)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year
      + two(parts.month) + two(parts.day) + "T" + two(parts.hour) + two(parts.minute)
      + two(parts.second)
  }

  /// A UTC offset as `+HHMM`, or `+HHMMSS` when it has seconds.
  static func offset(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = abs(seconds)
    let rest = magnitude % 60 == 0 ? "" : two(magnitude % 60)
    return sign + two(magnitude / 3600) + two(magnitude / 60 % 60) + rest
  }

  /// The observance's name, `UTC+01:00` (`UTC` at zero): Foundation's abbreviations on Linux
  /// are offsets too, and for past years sometimes the zone's current one rather than the one
  /// then in force, so the name is made from the offset itself.
  static func name(offset seconds: Int) -> String {
    guard seconds != 0 else { return "UTC" }
    let minutes = abs(seconds) / 60
    return "UTC" + (seconds < 0 ? "-" : "+") + two(minutes / 60) + ":" + two(minutes % 60)
  }

  private static func two(_ value: Int?) -> String {
    let value = value ?? 0
    return value < 10 ? "0\(value)" : "\(value)"
  }
}
