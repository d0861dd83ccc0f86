import Foundation

/// Calendar arithmetic for the feed: civil dates and times of day as the feed writes them, and
/// instants rendered in the conference's time zone. Pure proleptic Gregorian arithmetic
/// (H. Hinnant's `days_from_civil`); only the zone's UTC offsets come from Foundation.
enum FeedTime {
  /// A calendar date, `YYYY-MM-DD`.
  struct CivilDate: Equatable {
    var year: Int
    var month: Int
    var day: Int

    /// Days since 1970-01-01.
    var daysSinceEpoch: Int {
      let shiftedYear = month <= 2 ? year - 1 : year
      let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
      let yearOfEra = shiftedYear - era * 400
      let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `daysSinceEpoch` days after 1970-01-01.
    init(daysSinceEpoch: Int) {
      let shifted = daysSinceEpoch + 719_468
      let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
      let dayOfEra = shifted - era * 146_097
      let yearOfEra =
        (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let monthIndex = (5 * dayOfYear + 2) / 153
      day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
      month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
      year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    init(year: Int, month: Int, day: Int) {
      self.year = year
      self.month = month
      self.day = day
    }

    /// `YYYY-MM-DD`.
    var text: String {
      "\(FeedTime.digits(year, 4))-\(FeedTime.digits(month, 2))-\(FeedTime.digits(day, 2))"
    }
  }

  /// Reads `YYYY-MM-DD`; `nil` for anything else, including dates that do not exist.
  static func date(from text: Substring) -> CivilDate? {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = number(bytes[0..<4]), let month = number(bytes[5..<7]),
      let day = number(bytes[8..<10])
    else { return nil }
    let date = CivilDate(year: year, month: month, day: day)
    guard (1...12).contains(month), day >= 1,
      CivilDate(daysSinceEpoch: date.daysSinceEpoch) == date
    else { return nil }
    return date
  }

  /// The first date a programme may have, 1970-01-01.
  static let earliestDate = CivilDate(year: 1970, month: 1, day: 1)
  /// The last date a programme may have, 2200-12-31.
  static let latestDate = CivilDate(year: 2200, month: 12, day: 31)
  /// The instants a programme's sessions may start and end at, seconds since the epoch: from
  /// 1970-01-01T00:00:00Z to 2200-12-31T23:59:59Z.
  static let instants = 0...(latestDate.daysSinceEpoch * 86_400 + 86_399)

  /// Reads a time of day, `H:MM` or `H:MM:SS` (one to three digits of hours), as seconds;
  /// `maximumHours` bounds the hours (exclusive).
  static func seconds(from text: Substring, maximumHours: Int) -> Int? {
    seconds(from: text, hourDigits: 1...3, maximumHours: maximumHours)
  }

  /// Reads a duration, `H:MM` or `H:MM:SS` with up to nine digits of hours (`6944:11:40` reads:
  /// bounding it is the caller's choice), as seconds.
  static func duration(from text: Substring) -> Int? {
    seconds(from: text, hourDigits: 1...9, maximumHours: Int.max)
  }

  private static func seconds(
    from text: Substring, hourDigits: ClosedRange<Int>, maximumHours: Int
  ) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3, hourDigits.contains(parts[0].utf8.count),
      let hours = number(parts[0].utf8), hours < maximumHours
    else { return nil }
    var total = hours * 3600
    for (position, part) in parts.dropFirst().enumerated() {
      guard part.utf8.count == 2, let value = number(part.utf8), value < 60 else { return nil }
      total += value * (position == 0 ? 60 : 1)
    }
    return total
  }

  /// An instant read from ISO 8601 (`2020-02-01T10:30:00+01:00`, `...Z`, fractions of a second
  /// ignored); `offset` is `nil` when the text has none (then it is a local time).
  struct Stamp: Equatable {
    var localSeconds: Int
    var offset: Int?
  }

  /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM|±HHMM|±HH]` (a space may replace the `T`).
  static func stamp(from text: Substring) -> Stamp? {
    let utf8 = text.utf8
    guard utf8.count >= 16 else { return nil }
    let dateEnd = text.index(text.startIndex, offsetBy: 10)
    guard let date = date(from: text[..<dateEnd]) else { return nil }
    let separator = text[dateEnd]
    guard separator == "T" || separator == "t" || separator == " " else { return nil }
    var rest = text[text.index(after: dateEnd)...]
    var offset: Int?
    if rest.hasSuffix("Z") || rest.hasSuffix("z") {
      offset = 0
      rest = rest.dropLast()
    } else if let signIndex = rest.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let zone = rest[rest.index(after: signIndex)...].filter { $0 != ":" }
      let zoneBytes = Array(zone.utf8)
      guard zoneBytes.count == 2 || zoneBytes.count == 4,
        let hours = number(zoneBytes[0..<2]), hours < 24,
        let minutes = zoneBytes.count == 4 ? number(zoneBytes[2..<4]) : 0, minutes < 60
      else { return nil }
      offset = (hours * 3600 + minutes * 60) * (rest[signIndex] == "-" ? -1 : 1)
      rest = rest[..<signIndex]
    }
    if let dot = rest.firstIndex(of: ".") {
      guard rest[rest.index(after: dot)...].utf8.allSatisfy({ (48...57).contains($0) }) else {
        return nil
      }
      rest = rest[..<dot]
    }
    guard let time = seconds(from: rest, maximumHours: 24) else { return nil }
    return Stamp(localSeconds: date.daysSinceEpoch * 86_400 + time, offset: offset)
  }

  /// The instant (seconds since the epoch) of a local time in `zone`; in a gap (spring forward)
  /// the offset before the gap is used, so 02:30 on a change day reads as 03:30.
  static func instant(ofLocalSeconds local: Int, in zone: TimeZone) -> Int {
    let first = offset(of: zone, at: local)
    let second = offset(of: zone, at: local - first)
    if first == second { return local - first }
    let third = offset(of: zone, at: local - second)
    return third == second ? local - second : local - min(first, second)
  }

  /// ISO 8601 with the zone's offset at that instant: `2020-02-01T10:30:00+01:00`.
  static func text(ofInstant instant: Int, in zone: TimeZone) -> String {
    let offset = offset(of: zone, at: instant)
    let local = instant + offset
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let seconds = local - days * 86_400
    let date = CivilDate(daysSinceEpoch: days)
    let sign = offset < 0 ? "-" : "+"
    let magnitude = abs(offset) / 60
    return "\(date.text)T\(digits(seconds / 3600, 2)):\(digits(seconds / 60 % 60, 2)):"
      + "\(digits(seconds % 60, 2))\(sign)\(digits(magnitude / 60, 2)):\(digits(magnitude % 60, 2))"
  }

  /// ISO 8601 of a local time, `localSeconds` since 1970-01-01T00:00 local: with `offset`
  /// (seconds east of UTC) when given, `2020-02-01T10:30:00+01:00`, else without one.
  static func text(ofLocal localSeconds: Int, offset: Int?) -> String {
    let days = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
    let seconds = localSeconds - days * 86_400
    let time =
      "\(CivilDate(daysSinceEpoch: days).text)T\(digits(seconds / 3600, 2)):"
      + "\(digits(seconds / 60 % 60, 2)):\(digits(seconds % 60, 2))"
    guard let offset else { return time }
    let magnitude = abs(offset) / 60
    return time + (offset < 0 ? "-" : "+")
      + "\(digits(magnitude / 60, 2)):\(digits(magnitude % 60, 2))"
  }

  /// The UTC offset, in seconds east, of a local time in `zone` (as `instant(ofLocalSeconds:in:)`
  /// reads it).
  static func offset(ofLocal localSeconds: Int, in zone: TimeZone) -> Int {
    localSeconds - instant(ofLocalSeconds: localSeconds, in: zone)
  }

  /// The day of the week of `daysSinceEpoch`, 0 for Sunday to 6 for Saturday.
  static func weekday(ofDay daysSinceEpoch: Int) -> Int {
    ((daysSinceEpoch % 7) + 11) % 7
  }

  private static func offset(of zone: TimeZone, at instant: Int) -> Int {
    zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
  }

  /// A run of ASCII digits as a number; `nil` when empty, too long or not all digits.
  private static func number<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
    var value = 0
    for byte in bytes {
      guard (48...57).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    return value
  }

  private static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
