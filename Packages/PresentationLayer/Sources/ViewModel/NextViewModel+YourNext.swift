public import Domain
import Foundation
import UseCase

extension NextViewModel {
  /// The person's next bookmarked session, as `conf next` ends with it.
  public enum YourNext: Sendable, Equatable {
    /// The first bookmarked session, not cancelled, that starts at or after now.
    case session(Session)
    /// No bookmarked session is still to come (none is bookmarked, or all have started).
    case none
    /// Nobody is logged in, on a conference whose bookmarks need a login.
    case notLoggedIn
    /// The bookmarks could not be read (offline with nothing saved, a damaged file).
    case unavailable

    /// The next of the schedule's sessions after `instant`.
    static func find(
      in getMySchedule: any GetMyScheduleUseCase, after instant: Date
    ) async -> YourNext {
      do {
        let schedule = try await getMySchedule()
        return next(among: schedule.entries.map(\.session), after: instant)
      } catch .account(.notLoggedIn) {
        return .notLoggedIn
      } catch {
        return .unavailable
      }
    }

    /// The first of `sessions` that is not cancelled and starts at or after `instant` (the
    /// earliest start, then the lowest id), or `.none`.
    static func next(among sessions: [Session], after instant: Date) -> YourNext {
      let coming = sessions.filter { !$0.isCancelled && $0.startsAt >= instant }
      let first = coming.min { ($0.startsAt, $0.id.rawValue) < ($1.startsAt, $1.id.rawValue) }
      return first.map(YourNext.session) ?? .none
    }
  }
}

extension NextViewModel.Content {
  /// The next session in each room of the slot's day that has one still to start, the rooms
  /// in the programme's order (`Timetable.rooms`: the feed's, else by name): the first session
  /// starting at or after now there, cancelled ones left out. Empty without a slot. Rooms are
  /// those of the slot's day only.
  public var nextInEachRoom: [Session] {
    guard let timetable = upcoming.timetable else { return [] }
    let instant = upcoming.moment.instant
    var first: [String: Session] = [:]
    for session in timetable.sessions
    where !session.isCancelled && session.startsAt >= instant
      && session.room.contains(where: { !$0.isWhitespace })
    {
      if let known = first[session.room],
        (known.startsAt, known.id.rawValue) <= (session.startsAt, session.id.rawValue)
      {
        continue
      }
      first[session.room] = session
    }
    return timetable.rooms.compactMap { first[$0] }
  }
}
