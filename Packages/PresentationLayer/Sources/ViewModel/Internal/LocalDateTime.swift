import Foundation

/// The wall-clock parts of an instant at a fixed UTC offset (proleptic Gregorian calendar).
struct LocalDateTime: Equatable {
  let year: Int
  let month: Int
  let day: Int
  let hour: Int
  let minute: Int
  let second: Int

  /// The parts of `date` at `offset` seconds east of UTC; fractions of a second are dropped.
  init(_ date: Date, offset: Int) {
    let interval = date.timeIntervalSince1970.rounded(.down)
    let clamped = min(max(interval, -1e15), 1e15)
    let local = Int(clamped) + offset
    let days = local.floorDivided(by: 86_400)
    let secondOfDay = local - days * 86_400
    hour = secondOfDay / 3_600
    minute = secondOfDay % 3_600 / 60
    second = secondOfDay % 60

    let shifted = days + 719_468
    let era = shifted.floorDivided(by: 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }
}

extension Int {
  /// The quotient rounded towards negative infinity.
  func floorDivided(by divisor: Int) -> Int {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }

  /// The number in decimal, left-padded with zeros to `width` digits.
  func padded(to width: Int) -> String {
    let digits = String(Swift.abs(self))
    let sign = self < 0 ? "-" : ""
    return sign + String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
  }
}
