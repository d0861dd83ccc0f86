import Domain
import Foundation
import ViewModel

/// What `conf schedule` and `conf timetable` say about a bookmarked session that changed, in
/// place of "see conf changes": `cancelled`, `moved to 16:00 H.2213`, `moved to day 2 10:00`.
enum ChangeNote {
  /// The note for `session`: `cancelled` while it is cancelled (whether or not the changes
  /// were seen since: a cancelled bookmark stays marked until it is removed); for a move,
  /// where it went, naming only what changed (the day, the start, the room); `nil` otherwise.
  ///
  /// - Parameters:
  ///   - session: The session as it is now.
  ///   - change: How it changed since the changes were last seen, when known.
  ///   - zone: The zone times are shown in.
  static func text(
    for session: Session, change: ProgrammeChange.Kind?, in zone: TimeZone
  ) -> String? {
    if session.isCancelled { return "cancelled" }
    guard case .moved(let from, let to) = change else { return nil }
    var parts: [String] = []
    if from.day != to.day { parts.append("day \(to.day)") }
    if from.startsAt != to.startsAt || from.day != to.day {
      parts.append(ConferenceTimeFormatter(timeZone: zone).time(of: to.startsAt))
    }
    if from.room != to.room { parts.append(room(to.room)) }
    return parts.isEmpty ? "moved" : "moved to " + parts.joined(separator: " ")
  }

  /// The note for a session that a timetable flags as changed without saying how: `cancelled`,
  /// else where it is now (`moved to 16:00 H.2213`); for a bookmarked session that is not
  /// flagged, `cancelled` when it is, else `nil`.
  static func text(for session: Session, isChanged: Bool, in zone: TimeZone) -> String? {
    if session.isCancelled { return "cancelled" }
    guard isChanged else { return nil }
    let time = ConferenceTimeFormatter(timeZone: zone).time(of: session.startsAt)
    return "moved to \(time) \(room(session.room))"
  }

  /// A room's name, or `no room given`.
  static func room(_ name: String) -> String {
    SessionRow.roomText(name)
  }
}
