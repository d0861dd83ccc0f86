public import Foundation

extension Session {
  /// Whether the session is under way at `instant`: it has started and not yet ended.
  public func isRunning(at instant: Date) -> Bool {
    startsAt <= instant && instant < endsAt
  }

  /// The whole minutes left until the end at `instant`, rounded up (so a running session never
  /// has 0 left); 0 once it has ended.
  public func minutesLeft(at instant: Date) -> Int {
    let seconds = endsAt.timeIntervalSince(instant)
    guard seconds > 0 else { return 0 }
    return Int((min(seconds, 1e12) / 60).rounded(.up))
  }

  /// `sessions` by start, then track, room and id: the order a timetable lists them in, for
  /// sessions gathered from several days.
  public static func inProgrammeOrder(_ sessions: [Session]) -> [Session] {
    sessions.sorted {
      ($0.startsAt, $0.track.name, $0.room, $0.id.rawValue)
        < ($1.startsAt, $1.track.name, $1.room, $1.id.rawValue)
    }
  }
}
