public import Foundation

/// The programme as it stands at one instant: where the instant falls in the conference, and
/// the day to show for it.
///
/// The days' dates come from the timetables themselves (`Timetable.date`, in the conference's
/// time zone); nothing here knows the conference's dates in advance.
public struct ConferenceMoment: Sendable, Equatable {
  /// Where an instant falls, judged by calendar dates in the conference's time zone.
  public enum Phase: Sendable, Equatable {
    /// Before the first day, which is `daysUntil` calendar days away (1 or more).
    case before(daysUntil: Int)
    /// On a conference day.
    case during
    /// On a day without sessions between two conference days; the next one is `daysUntil`
    /// calendar days away.
    case dayOff(daysUntil: Int)
    /// After the last day, which was `daysAgo` calendar days ago (1 or more).
    case after(daysAgo: Int)
  }

  /// The instant.
  public let instant: Date
  /// Where it falls.
  public let phase: Phase
  /// The day to show: today's during the conference, the next day's before it or on a day off,
  /// the last day's after it.
  public let timetable: Timetable

  /// Creates a moment.
  public init(instant: Date, phase: Phase, timetable: Timetable) {
    self.instant = instant
    self.phase = phase
    self.timetable = timetable
  }

  /// The moment for `instant`, loading the conference's `days` in order (first to last) until
  /// one falls on or after the instant's date: so at most every day is loaded, and only the
  /// first before the conference.
  ///
  /// - Throws: What `load` throws; `.dayNotFound` when `days` is empty.
  public static func locate(
    at instant: Date, days: [ConferenceDay],
    loading load: (ConferenceDay) async throws(TimetableError) -> Timetable
  ) async throws(TimetableError) -> ConferenceMoment {
    guard var day = days.first else { throw .dayNotFound(day: 1, days: []) }
    var index = 0
    while true {
      let timetable = try await load(day)
      let today = CalendarDate(of: instant, in: timetable.timeZone)
      let distance = today.days(until: timetable.date)
      if distance == 0 {
        return ConferenceMoment(instant: instant, phase: .during, timetable: timetable)
      }
      if distance > 0 {
        let phase: Phase =
          index == 0 ? .before(daysUntil: distance) : .dayOff(daysUntil: distance)
        return ConferenceMoment(instant: instant, phase: phase, timetable: timetable)
      }
      index += 1
      guard index < days.count else {
        return ConferenceMoment(
          instant: instant, phase: .after(daysAgo: -distance), timetable: timetable)
      }
      day = days[index]
    }
  }

  /// Whether the instant falls on the shown day (the conference is on today).
  public var isToday: Bool {
    phase == .during
  }

  /// The sessions under way at the instant, in programme order; empty unless it is a
  /// conference day.
  public var runningSessions: [Session] {
    isToday ? timetable.sessions(runningAt: instant) : []
  }
}
