import Domain
import Foundation

/// An instant read from `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`, with the UTC offset it
/// was written in.
struct ISO8601Timestamp: Equatable {
  /// The instant.
  let date: Date
  /// The offset the text was written in, in seconds east of UTC.
  let secondsFromGMT: Int

  /// Parses `text`, or returns `nil` when it is not a complete timestamp with an offset.
  ///
  /// Reads the UTF-8 bytes: every character of a timestamp is ASCII, and a programme maps two
  /// per session, so this runs hundreds of times per command on a large conference.
  init?(_ text: String) {
    var text = text
    guard
      let parsed = text.withUTF8({ bytes in
        Self.parse(bytes)
      })
    else { return nil }
    (date, secondsFromGMT) = parsed
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (Date, Int)? {
    guard bytes.count >= 20, bytes[4] == dash, bytes[7] == dash,
      bytes[10] == upperT || bytes[10] == lowerT, bytes[13] == colon, bytes[16] == colon,
      let year = number(bytes, 0..<4), let month = number(bytes, 5..<7),
      let day = number(bytes, 8..<10),
      let date = CalendarDate(year: year, month: month, day: day),
      let hour = number(bytes, 11..<13), hour < 24,
      let minute = number(bytes, 14..<16), minute < 60,
      let second = number(bytes, 17..<19), second < 60
    else { return nil }

    var index = 19
    var fraction = 0.0
    if bytes[index] == dot {
      index += 1
      let digitsStart = index
      while index < bytes.count, isDigit(bytes[index]) {
        index += 1
      }
      let digits = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[digitsStart..<index]), as: UTF8.self)
      guard index > digitsStart, let value = Double("0." + digits) else { return nil }
      fraction = value
    }

    guard let offset = offset(bytes, from: index) else { return nil }
    let days = daysSinceEpoch(of: date)
    let localSeconds = days * 86_400 + hour * 3_600 + minute * 60 + second
    return (Date(timeIntervalSince1970: Double(localSeconds - offset) + fraction), offset)
  }

  /// `Z`, `±HH:MM` or `±HHMM` filling the rest of `bytes` from `start`, in seconds east of UTC.
  private static func offset(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let count = bytes.count - start
    if count == 1, bytes[start] == upperZ || bytes[start] == lowerZ {
      return 0
    }
    guard count == 6 || count == 5, bytes[start] == plus || bytes[start] == dash else {
      return nil
    }
    let minutesStart = count == 6 ? start + 4 : start + 3
    guard count == 5 || bytes[start + 3] == colon,
      let hours = number(bytes, (start + 1)..<(start + 3)), hours < 24,
      let minutes = number(bytes, minutesStart..<(minutesStart + 2)), minutes < 60
    else { return nil }
    let magnitude = hours * 3_600 + minutes * 60
    return bytes[start] == dash ? -magnitude : magnitude
  }

  /// The decimal number the ASCII digits of `bytes[range]` spell, or `nil` for any other byte.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var value = 0
    for index in range {
      guard isDigit(bytes[index]) else { return nil }
      value = value * 10 + Int(bytes[index] - zero)
    }
    return value
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= zero && byte <= zero + 9
  }

  private static let zero = UInt8(ascii: "0")
  private static let dash = UInt8(ascii: "-")
  private static let plus = UInt8(ascii: "+")
  private static let colon = UInt8(ascii: ":")
  private static let dot = UInt8(ascii: ".")
  private static let upperT = UInt8(ascii: "T")
  private static let lowerT = UInt8(ascii: "t")
  private static let upperZ = UInt8(ascii: "Z")
  private static let lowerZ = UInt8(ascii: "z")

  /// Days from 1970-01-01 to `date` in the proleptic Gregorian calendar.
  private static func daysSinceEpoch(of date: CalendarDate) -> Int {
    let year = date.month <= 2 ? date.year - 1 : date.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let shiftedMonth = (date.month + 9) % 12
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + date.day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
