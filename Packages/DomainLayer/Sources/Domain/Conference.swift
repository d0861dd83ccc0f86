public import Foundation

/// A conference as its programme describes it: its name, its time zone, its days, and the
/// sessions it lists without a time yet.
///
/// Nothing here is fixed in advance: a conference may run for one day or ten, in any time
/// zone, and its days may change at another hour than midnight (a session at 01:30 after a
/// party then belongs to the day before).
public struct Conference: Sendable, Equatable {
  /// One day of the conference, its calendar date in the conference's time zone, and the
  /// instants it runs when the programme says so.
  public struct Day: Sendable, Equatable {
    /// The day.
    public let day: ConferenceDay
    /// Its date.
    public let date: CalendarDate
    /// When the programme gives them, the instants the day runs from and to (a congress day
    /// from 10:00 to 04:00 the next morning); `nil` when it does not, see
    /// ``Conference/span(of:)``.
    public let span: Range<Date>?

    /// Creates a day.
    public init(day: ConferenceDay, date: CalendarDate, span: Range<Date>? = nil) {
      self.day = day
      self.date = date
      self.span = span
    }
  }

  /// The conference's name, for example `FOSDEM 2020`; empty when not known.
  public let title: String
  /// Its short name, for example `fosdem2020`; empty when not known.
  public let acronym: String
  /// The time zone its programme is written in.
  public let timeZone: TimeZone
  /// Minutes after midnight at which one conference day ends and the next begins (0 for
  /// midnight, 240 for 04:00).
  public let dayChangeMinutes: Int
  /// Its days, in order.
  public let days: [Day]
  /// The sessions its programme lists without a time yet, in the programme's order; empty
  /// when every session has one.
  public let unscheduled: [UnscheduledSession]

  /// Creates a conference.
  ///
  /// - Parameters:
  ///   - title: The conference's name; empty when not known.
  ///   - acronym: Its short name; empty when not known.
  ///   - timeZone: The time zone its programme is written in.
  ///   - dayChangeMinutes: Minutes after midnight at which one day ends and the next begins.
  ///   - days: Its days, in order.
  ///   - unscheduled: The sessions listed without a time yet.
  public init(
    title: String, acronym: String, timeZone: TimeZone, dayChangeMinutes: Int = 0, days: [Day],
    unscheduled: [UnscheduledSession] = []
  ) {
    self.title = title
    self.acronym = acronym
    self.timeZone = timeZone
    self.dayChangeMinutes = dayChangeMinutes
    self.days = days
    self.unscheduled = unscheduled
  }

  /// The days, without their dates, in order.
  public var dayNumbers: [ConferenceDay] {
    days.map(\.day)
  }

  /// The day numbered `number`.
  ///
  /// - Throws: `TimetableError.dayNotFound(day:days:)` when the conference has no such day.
  public func day(_ number: Int) throws(TimetableError) -> ConferenceDay {
    guard let found = days.first(where: { $0.day.number == number }) else {
      throw .dayNotFound(day: number, days: dayNumbers)
    }
    return found.day
  }

  /// The instants `day` runs: the span its programme gives, else from the day change on its
  /// date to the day change on the next date (midnight to midnight without one), in the
  /// conference's time zone.
  public func span(of day: Day) -> Range<Date> {
    if let span = day.span { return span }
    let start = day.date.instant(atMinute: dayChangeMinutes, in: timeZone)
    let next = CalendarDate(daysSinceEpoch: day.date.daysSinceEpoch + 1)
    let end = next.instant(atMinute: dayChangeMinutes, in: timeZone)
    return start..<max(start, end)
  }

  /// The day whose span holds `instant` (the first, should two overlap), or `nil`.
  public func day(at instant: Date) -> Day? {
    days.first { span(of: $0).contains(instant) }
  }

  /// The day after `day`, or `nil` for the last one (or a day the conference does not have).
  public func day(after day: ConferenceDay) -> ConferenceDay? {
    guard let index = days.firstIndex(where: { $0.day == day }), index + 1 < days.count else {
      return nil
    }
    return days[index + 1].day
  }
}
