/// A day of the conference, numbered from 1; the conference runs for three days.
///
/// Only valid days can be made: the initialiser throws `TimetableError.dayNotFound` for any
/// number outside `ConferenceDay.validNumbers`.
public struct ConferenceDay: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The day numbers the conference has: 1, 2 and 3.
  public static let validNumbers: ClosedRange<Int> = 1...3

  /// Every day of the conference, in order.
  public static var all: [ConferenceDay] {
    validNumbers.map { ConferenceDay(validated: $0) }
  }

  /// The opening day.
  public static var first: ConferenceDay {
    ConferenceDay(validated: validNumbers.lowerBound)
  }

  /// The day's number, from 1.
  public let number: Int

  /// Creates the day numbered `number`.
  ///
  /// - Throws: `TimetableError.dayNotFound(day:)` when the conference has no such day.
  public init(_ number: Int) throws(TimetableError) {
    guard Self.validNumbers.contains(number) else {
      throw .dayNotFound(day: number)
    }
    self.number = number
  }

  private init(validated number: Int) {
    self.number = number
  }

  /// The day after this one, or `nil` for the last day.
  public var next: ConferenceDay? {
    Self.validNumbers.contains(number + 1) ? ConferenceDay(validated: number + 1) : nil
  }

  /// The day's number, for example `2`.
  public var description: String {
    String(number)
  }

  /// Orders days by number.
  public static func < (lhs: ConferenceDay, rhs: ConferenceDay) -> Bool {
    lhs.number < rhs.number
  }
}
