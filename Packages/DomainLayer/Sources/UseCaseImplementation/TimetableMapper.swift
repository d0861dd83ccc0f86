public import Domain
public import Entity
import Foundation

/// Turns a `TimetableEntity` from the API into a domain `Timetable`.
///
/// The time zone comes from the entity's `time_zone`; when that is not a known IANA name, the
/// UTC offset of the sessions' timestamps is used instead, and UTC when there are no sessions.
/// Malformed input throws `TimetableError.connectivity(.incompatible)`; it never traps.
public struct TimetableMapper: Sendable {
  private let sessionMapper: SessionMapper

  /// Creates a mapper that maps each session with `sessionMapper`.
  public init(sessionMapper: SessionMapper = SessionMapper()) {
    self.sessionMapper = sessionMapper
  }

  /// The timetable that `entity` describes, marked with `freshness`.
  ///
  /// Sessions are ordered by start, then track name; the entity's `rooms` (none: an empty
  /// order) is the timetable's `roomOrder`.
  /// - Throws: `TimetableError.connectivity(.incompatible(reason:))` for malformed input: an unknown day, an
  ///   unreadable date, a session that is unreadable or belongs to another day.
  public func timetable(
    from entity: TimetableEntity, freshness: Freshness
  ) throws(TimetableError) -> Timetable {
    let day: ConferenceDay
    do {
      day = try ConferenceDay(entity.day)
    } catch {
      throw .connectivity(
        .incompatible(reason: "the timetable is for day \(entity.day), which does not exist"))
    }
    guard let date = CalendarDate(entity.date) else {
      throw .connectivity(
        .incompatible(reason: "the timetable has an unreadable date '\(entity.date)'"))
    }
    let timeZone =
      TimeZone(identifier: entity.timeZone)
      ?? sessionMapper.timeZone(ofFirstIn: entity.sessions)
      ?? .gmt
    var sessions: [Session] = []
    for sessionEntity in entity.sessions {
      let session = try sessionMapper.session(from: sessionEntity, timeZone: timeZone)
      guard session.day == day else {
        throw .connectivity(
          .incompatible(
            reason: "session '\(session.id)' is on day \(session.day) but was listed for day \(day)"
          ))
      }
      sessions.append(session)
    }
    let ordered = sessions.enumerated().sorted { lhs, rhs in
      (lhs.element.startsAt, lhs.element.track.name, lhs.offset)
        < (rhs.element.startsAt, rhs.element.track.name, rhs.offset)
    }
    return Timetable(
      day: day, date: date, timeZone: timeZone, sessions: ordered.map(\.element),
      freshness: freshness, roomOrder: entity.rooms ?? [])
  }
}

extension TimetableMapper {
  /// The sessions of `timetables` (a programme as last seen), leaving out a day saved in a
  /// shape this version no longer reads: what a comparison with that programme starts from.
  func readableSessions(of timetables: [TimetableEntity]) -> [Session] {
    timetables.flatMap { (try? timetable(from: $0, freshness: .live))?.sessions ?? [] }
  }
}
