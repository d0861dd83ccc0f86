/// The values of iCalendar properties (RFC 5545 3.3) that a programme reads: text, dates and
/// times, durations and UTC offsets. xCal writes the same values in elements.
enum ICalendarValue {
  /// A `DATE` or `DATE-TIME`: the local time (seconds since 1970-01-01T00:00 in its own
  /// reckoning), whether it is UTC (`Z`), and whether it is a date alone.
  struct DateTime: Equatable {
    var localSeconds: Int
    var isUTC: Bool
    var isDate: Bool
  }

  /// TEXT with its escapes undone in one pass: `\\n` and `\\N` a line break, `\\,` `\\;` `\\\\`
  /// the character itself; a backslash before anything else is kept with it.
  static func text(_ value: String) -> String {
    var text = ""
    var isEscaped = false
    for scalar in value.unicodeScalars {
      if isEscaped {
        isEscaped = false
        switch scalar {
        case "n", "N": text.unicodeScalars.append("\n")
        case ",", ";", "\\": text.unicodeScalars.append(scalar)
        default: text.unicodeScalars.append(contentsOf: ["\\", scalar])
        }
      } else if scalar == "\\" {
        isEscaped = true
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    if isEscaped { text.unicodeScalars.append("\\") }
    return text
  }

  /// The items of a TEXT list (`CATEGORIES:Kotlin,Android\\, mobile`), split at the commas that
  /// are not escaped, each unescaped and trimmed, empty ones left out.
  static func textList(_ value: String) -> [String] {
    var items: [String] = []
    var current = ""
    var isEscaped = false
    for scalar in value.unicodeScalars {
      if isEscaped {
        isEscaped = false
        current.unicodeScalars.append(contentsOf: ["\\", scalar])
      } else if scalar == "\\" {
        isEscaped = true
      } else if scalar == "," {
        items.append(current)
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
      }
    }
    if isEscaped { current.unicodeScalars.append("\\") }
    items.append(current)
    return items.map { ProgrammeBuilder.trimmed(text($0)) }.filter { !$0.isEmpty }
  }

  /// Reads `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ` (the ISO 8601 extended forms with
  /// `-` and `:`, and times without seconds, too); `nil` for anything else or a date that does
  /// not exist.
  static func dateTime(_ value: String) -> DateTime? {
    var bytes = Array(ProgrammeBuilder.trimmed(value).utf8).filter {
      $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: ":")
    }
    var isUTC = false
    if let last = bytes.last, last == UInt8(ascii: "Z") || last == UInt8(ascii: "z") {
      isUTC = true
      bytes.removeLast()
    }
    guard bytes.count >= 8,
      let date = FeedTime.date(
        from: Substring(
          String(decoding: bytes[0..<4], as: UTF8.self) + "-"
            + String(decoding: bytes[4..<6], as: UTF8.self) + "-"
            + String(decoding: bytes[6..<8], as: UTF8.self)))
    else { return nil }
    guard bytes.count > 8 else {
      return isUTC
        ? nil : DateTime(localSeconds: date.daysSinceEpoch * 86_400, isUTC: false, isDate: true)
    }
    let time = bytes[9...]
    guard bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"),
      time.count == 4 || time.count == 6, let number = number(time)
    else { return nil }
    let (hours, minutes, seconds) =
      time.count == 4
      ? (number / 100, number % 100, 0) : (number / 10_000, number / 100 % 100, number % 100)
    guard hours < 24, minutes < 60, seconds < 61 else { return nil }
    return DateTime(
      localSeconds: date.daysSinceEpoch * 86_400 + hours * 3600 + minutes * 60 + min(seconds, 59),
      isUTC: isUTC, isDate: false)
  }

  /// Reads a DURATION (`PT1H30M`, `P1D`, `P2W`, `+PT45M`, `P1DT2H`) as seconds; `nil` for
  /// anything else, a negative one included.
  static func duration(_ value: String) -> Int? {
    var bytes = Array(ProgrammeBuilder.trimmed(value).uppercased().utf8)[...]
    if bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
    guard bytes.first == UInt8(ascii: "P"), bytes.count > 1 else { return nil }
    bytes = bytes.dropFirst()
    var total = 0
    var digits: [UInt8] = []
    var isTime = false
    var hasUnit = false
    for byte in bytes {
      if (48...57).contains(byte) {
        digits.append(byte)
        guard digits.count <= 9 else { return nil }
        continue
      }
      if byte == UInt8(ascii: "T") {
        guard digits.isEmpty, !isTime else { return nil }
        isTime = true
        continue
      }
      guard let amount = number(digits[...]) else { return nil }
      digits = []
      switch (byte, isTime) {
      case (UInt8(ascii: "W"), false): total += amount * 604_800
      case (UInt8(ascii: "D"), false): total += amount * 86_400
      case (UInt8(ascii: "H"), true): total += amount * 3600
      case (UInt8(ascii: "M"), true): total += amount * 60
      case (UInt8(ascii: "S"), true): total += amount
      default: return nil
      }
      hasUnit = true
    }
    guard digits.isEmpty, hasUnit else { return nil }
    return total
  }

  /// Reads a UTC offset (`+0100`, `-0530`, `+010000`, `+01:00`) as seconds east of UTC.
  static func utcOffset(_ value: String) -> Int? {
    let bytes = Array(ProgrammeBuilder.trimmed(value).utf8).filter { $0 != UInt8(ascii: ":") }
    guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
      bytes.count == 5 || bytes.count == 7, let number = number(bytes[1...])
    else { return nil }
    let (hours, minutes, seconds) =
      bytes.count == 5
      ? (number / 100, number % 100, 0) : (number / 10_000, number / 100 % 100, number % 100)
    guard hours < 24, minutes < 60, seconds < 60 else { return nil }
    return (hours * 3600 + minutes * 60 + seconds) * (sign == UInt8(ascii: "-") ? -1 : 1)
  }

  /// `seconds` as a duration the builder reads: `H:MM:SS`.
  static func durationText(_ seconds: Int) -> String {
    let minutes = seconds / 60 % 60
    let rest = seconds % 60
    return "\(seconds / 3600):" + (minutes < 10 ? "0" : "") + "\(minutes):"
      + (rest < 10 ? "0" : "") + "\(rest)"
  }

  /// A run of ASCII digits as a number; `nil` when empty, longer than 9 or not all digits.
  private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
    var value = 0
    for byte in bytes {
      guard (48...57).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    return value
  }
}
