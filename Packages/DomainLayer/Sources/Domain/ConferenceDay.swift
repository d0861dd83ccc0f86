/// A day of a conference, numbered from 1 in the order the programme lists its days.
///
/// How many days a conference has is data (`Conference.days`): any positive number makes a
/// day, and whether the conference has it is for the programme to say (`Conference.day(_:)`,
/// or `TimetableError.dayNotFound` from the use cases).
public struct ConferenceDay: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The opening day: every programme numbers its days from 1.
  public static let first = ConferenceDay(validated: 1)

  /// The day's number, from 1.
  public let number: Int

  /// Creates the day numbered `number`.
  ///
  /// - Throws: `TimetableError.dayNotFound(day:days:)` when `number` is below 1, which no
  ///   conference has.
  public init(_ number: Int) throws(TimetableError) {
    guard number >= 1 else {
      throw .dayNotFound(day: number, days: [])
    }
    self.number = number
  }

  private init(validated number: Int) {
    self.number = number
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
