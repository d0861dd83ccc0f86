public import Foundation

/// The programme as it stands at one instant: where the instant falls in the conference, the
/// day to show for it, and what is running.
///
/// A conference day is a span of instants (``Conference/span(of:)``: the programme's own, else
/// from one day change to the next, else midnight to midnight, in the conference's zone), so at
/// 01:30 during a congress whose days run to 04:00 it is still the evening's day. What is
/// running is judged by each session's own instants, whatever day its programme files it under.
public struct ConferenceMoment: Sendable, Equatable {
  /// Where an instant falls, judged by the days' spans; the day counts are calendar days in
  /// the conference's zone (0 when the day is the instant's own date).
  public enum Phase: Sendable, Equatable {
    /// Before the first day's span, whose date is `daysUntil` calendar days away.
    case before(daysUntil: Int)
    /// Within a conference day's span.
    case during
    /// Between two days' spans; the next day's date is `daysUntil` calendar days away.
    case dayOff(daysUntil: Int)
    /// After the last day's span, whose date was `daysAgo` calendar days before.
    case after(daysAgo: Int)
  }

  /// The instant.
  public let instant: Date
  /// Where it falls.
  public let phase: Phase
  /// The day to show: the one whose span holds the instant during the conference, the next
  /// day before it or on a day off, the last day after it.
  public let timetable: Timetable
  /// The sessions under way at the instant (start ≤ instant < end), from whichever day files
  /// them, by start, room and id.
  public let runningSessions: [Session]

  /// Creates a moment; without `runningSessions`, those of `timetable` running at `instant`
  /// during the conference.
  public init(
    instant: Date, phase: Phase, timetable: Timetable, runningSessions: [Session]? = nil
  ) {
    self.instant = instant
    self.phase = phase
    self.timetable = timetable
    self.runningSessions =
      runningSessions ?? (phase == .during ? timetable.sessions(runningAt: instant) : [])
  }

  /// The moment for `instant` in `conference`, loading the day to show and the days that can
  /// hold a session running at the instant (those dated from four days before its date to one
  /// after: a programme files a session at most a day or two from its own date, and no session
  /// lasts over a day), each once.
  ///
  /// - Throws: What `load` throws; `.dayNotFound` when the conference has no days.
  public static func locate(
    at instant: Date, in conference: Conference,
    loading load: (ConferenceDay) async throws(TimetableError) -> Timetable
  ) async throws(TimetableError) -> ConferenceMoment {
    var loaded: [ConferenceDay: Timetable] = [:]
    return try await locate(at: instant, in: conference, loaded: &loaded, loading: load)
  }

  /// ``locate(at:in:loading:)``, keeping what it loads in `loaded` (and loading nothing
  /// already there).
  static func locate(
    at instant: Date, in conference: Conference, loaded: inout [ConferenceDay: Timetable],
    loading load: (ConferenceDay) async throws(TimetableError) -> Timetable
  ) async throws(TimetableError) -> ConferenceMoment {
    guard let first = conference.days.first, let last = conference.days.last else {
      throw .dayNotFound(day: 1, days: [])
    }
    let today = CalendarDate(of: instant, in: conference.timeZone)
    let shown: Conference.Day
    let phase: Phase
    if let day = conference.day(at: instant) {
      (shown, phase) = (day, .during)
    } else if instant < conference.span(of: first).lowerBound {
      (shown, phase) = (first, .before(daysUntil: max(0, today.days(until: first.date))))
    } else if let next = conference.days.first(where: {
      conference.span(of: $0).lowerBound > instant
    }) {
      (shown, phase) = (next, .dayOff(daysUntil: max(0, today.days(until: next.date))))
    } else {
      (shown, phase) = (last, .after(daysAgo: max(0, last.date.days(until: today))))
    }
    let timetable = try await Self.timetable(of: shown.day, loaded: &loaded, loading: load)
    var running: [Session] = []
    for day in conference.days where (-4...1).contains(today.days(until: day.date)) {
      running += try await Self.timetable(of: day.day, loaded: &loaded, loading: load)
        .sessions(runningAt: instant)
    }
    return ConferenceMoment(
      instant: instant, phase: phase, timetable: timetable,
      runningSessions: Session.inProgrammeOrder(running))
  }

  /// Whether the instant falls within a conference day.
  public var isToday: Bool {
    phase == .during
  }
}

extension ConferenceMoment {
  /// `day`'s timetable from `loaded`, else loaded and kept there.
  static func timetable(
    of day: ConferenceDay, loaded: inout [ConferenceDay: Timetable],
    loading load: (ConferenceDay) async throws(TimetableError) -> Timetable
  ) async throws(TimetableError) -> Timetable {
    if let timetable = loaded[day] { return timetable }
    let timetable = try await load(day)
    loaded[day] = timetable
    return timetable
  }
}
