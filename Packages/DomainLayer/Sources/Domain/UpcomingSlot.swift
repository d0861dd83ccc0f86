public import Foundation

/// The next slot of the programme after an instant, with where the instant falls.
///
/// With bookmarks, the person's own session in that slot is what a caller puts first; this
/// type carries the whole slot in programme order.
public struct UpcomingSlot: Sendable, Equatable {
  /// Where the instant falls, and the day shown for it.
  public let moment: ConferenceMoment
  /// The day the slot is on: the moment's day, or the following one when the moment's day has
  /// no slot left; `nil` when no slot is left at all.
  public let timetable: Timetable?
  /// The slot, or `nil` when the conference has no session left to start.
  public let slot: TimeSlot?

  /// Creates an upcoming slot; `slot` and `timetable` are both set or both `nil`.
  public init(moment: ConferenceMoment, timetable: Timetable?, slot: TimeSlot?) {
    self.moment = moment
    self.timetable = timetable
    self.slot = slot
  }

  /// Whether the slot is on the moment's conference day (the instant falls in a day's span
  /// and the slot's day is that day): then how soon it starts is worth saying; on another day
  /// its day says when.
  public var isOnTheMomentsDay: Bool {
    guard let timetable else { return false }
    return moment.isToday && moment.timetable.day == timetable.day
  }

  /// The next slot after `instant` in `conference`: the sessions that start first after it,
  /// whichever days file them (``ConferenceMoment/locate(at:in:loading:)`` says where the
  /// instant falls). Days are loaded in order from four days before the instant's date, each
  /// once, until no later day can hold an earlier start.
  ///
  /// - Throws: What `load` throws.
  public static func find(
    after instant: Date, in conference: Conference,
    loading load: (ConferenceDay) async throws(TimetableError) -> Timetable
  ) async throws(TimetableError) -> UpcomingSlot {
    var loaded: [ConferenceDay: Timetable] = [:]
    let moment = try await ConferenceMoment.locate(
      at: instant, in: conference, loaded: &loaded, loading: load)
    let zone = conference.timeZone
    let today = CalendarDate(of: instant, in: zone)
    var best: (start: Date, sessions: [Session], timetable: Timetable)?
    for day in conference.days where today.days(until: day.date) >= -4 {
      // A day files sessions from the day before its date on: none can start before `best`.
      if let best, CalendarDate(of: best.start, in: zone).days(until: day.date) > 1 { break }
      let timetable = try await ConferenceMoment.timetable(
        of: day.day, loaded: &loaded, loading: load)
      for session in timetable.sessions where session.startsAt > instant {
        if let current = best, current.start < session.startsAt { continue }
        if let current = best, current.start == session.startsAt {
          best?.sessions.append(session)
        } else {
          best = (session.startsAt, [session], timetable)
        }
      }
    }
    guard let best else { return UpcomingSlot(moment: moment, timetable: nil, slot: nil) }
    return UpcomingSlot(
      moment: moment, timetable: best.timetable,
      slot: TimeSlot(startsAt: best.start, sessions: Session.inProgrammeOrder(best.sessions)))
  }
}
