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
  init?(_ text: String) {
    let characters = Array(text)
    guard characters.count >= 20, characters[10] == "T" || characters[10] == "t",
      characters[13] == ":", characters[16] == ":",
      let date = CalendarDate(String(characters[0..<10])),
      let hour = Self.number(characters[11..<13]), hour < 24,
      let minute = Self.number(characters[14..<16]), minute < 60,
      let second = Self.number(characters[17..<19]), second < 60
    else { return nil }

    var index = 19
    var fraction = 0.0
    if characters[index] == "." {
      index += 1
      let digitsStart = index
      while index < characters.count, characters[index].isASCII, characters[index].isNumber {
        index += 1
      }
      guard index > digitsStart, let value = Double("0." + String(characters[digitsStart..<index]))
      else { return nil }
      fraction = value
    }

    guard let offset = Self.offset(characters[index...]) else { return nil }
    let days = Self.daysSinceEpoch(of: date)
    let localSeconds = days * 86_400 + hour * 3_600 + minute * 60 + second
    self.date = Date(timeIntervalSince1970: Double(localSeconds - offset) + fraction)
    self.secondsFromGMT = offset
  }

  private static func offset(_ characters: ArraySlice<Character>) -> Int? {
    let text = Array(characters)
    if text == ["Z"] || text == ["z"] {
      return 0
    }
    guard text.count == 6 || text.count == 5, text[0] == "+" || text[0] == "-" else {
      return nil
    }
    let hoursText = text[1..<3]
    let minutesText = text.count == 6 ? text[4..<6] : text[3..<5]
    guard text.count == 5 || text[3] == ":",
      let hours = number(hoursText), hours < 24,
      let minutes = number(minutesText), minutes < 60
    else { return nil }
    let magnitude = hours * 3_600 + minutes * 60
    return text[0] == "-" ? -magnitude : magnitude
  }

  private static func number(_ characters: ArraySlice<Character>) -> Int? {
    guard characters.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(String(characters))
  }

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
