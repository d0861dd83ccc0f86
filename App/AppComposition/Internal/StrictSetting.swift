import Foundation

/// Strict readers for the values of `CONF_*` settings: only the plain forms the docs show are
/// accepted, so a typo is an error instead of a surprising value.
enum StrictSetting {
  /// A plain decimal number such as `900`, `1.5` or `0.25`: ASCII digits with at most one dot
  /// between digits; no sign, exponent, hexadecimal, spaces or other digits.
  static func decimal(_ text: String) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Double(text)
  }

  /// An ISO 8601 instant with a date that exists and an explicit offset, for example
  /// `2027-03-10T09:00:00+09:00`, `2027-03-10T00:00:00Z` or `2027-03-10T09:00:00.5+09:00`,
  /// in the years 1970 to 9999.
  static func instant(_ text: String) -> Date? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 20, scalars.allSatisfy(\.isASCII) else { return nil }
    let characters = Array(text)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= characters.count else { return nil }
      let digits = characters[range]
      guard digits.allSatisfy({ $0.isNumber }) else { return nil }
      return Int(String(digits))
    }
    guard characters[4] == "-", characters[7] == "-", characters[10] == "T",
      characters[13] == ":", characters[16] == ":",
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1970...9999).contains(year), (0...23).contains(hour), (0...59).contains(minute),
      (0...59).contains(second)
    else { return nil }
    var index = 19
    var nanoseconds = 0
    if characters[index] == "." {
      var digits = ""
      index += 1
      while index < characters.count, characters[index].isNumber, digits.count < 9 {
        digits.append(characters[index])
        index += 1
      }
      guard !digits.isEmpty, let fraction = Int(digits) else { return nil }
      nanoseconds = fraction * Int(pow(10, Double(9 - digits.count)))
    }
    let zone = String(characters[index...])
    let offset: Int
    if zone == "Z" {
      offset = 0
    } else {
      let zoneCharacters = Array(zone)
      guard zoneCharacters.count == 6, "+-".contains(zoneCharacters[0]), zoneCharacters[3] == ":",
        let hours = Int(String(zoneCharacters[1...2])),
        let minutes = Int(String(zoneCharacters[4...5])),
        zoneCharacters[1...2].allSatisfy(\.isNumber), zoneCharacters[4...5].allSatisfy(\.isNumber),
        hours <= 14, minutes <= 59
      else { return nil }
      offset = (hours * 3600 + minutes * 60) * (zoneCharacters[0] == "-" ? -1 : 1)
    }
    guard let timeZone = TimeZone(secondsFromGMT: offset) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      nanosecond: nanoseconds)
    guard let date = calendar.date(from: components),
      calendar.dateComponents([.year, .month, .day], from: date)
        == DateComponents(year: year, month: month, day: day)
    else { return nil }
    return date
  }
}
