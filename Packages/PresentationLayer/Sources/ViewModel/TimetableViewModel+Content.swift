public import Domain
public import Foundation

extension TimetableViewModel {
  /// A loaded day, ready to render.
  public struct Content: Sendable, Equatable {
    /// The whole day as loaded, every track included.
    public let timetable: Timetable
    /// The track shown, or `nil` for every track.
    public let selectedTrack: Track?
    /// The sessions shown, in programme order.
    public let sessions: [Session]
    /// One row per shown session, with times in the conference's time zone.
    public let rows: [SessionRow]

    /// Shows `timetable`, narrowed to `selectedTrack` when one is given.
    public init(timetable: Timetable, selectedTrack: Track?) {
      self.timetable = timetable
      self.selectedTrack = selectedTrack
      let sessions = selectedTrack.map { timetable.sessions(in: $0) } ?? timetable.sessions
      self.sessions = sessions
      self.rows = sessions.map { SessionRow(session: $0, timeZone: timetable.timeZone) }
    }

    /// The tracks of the day, sorted by name.
    public var tracks: [Track] {
      timetable.tracks
    }

    /// Whether the day is a saved copy because the backend could not be reached.
    public var isCached: Bool {
      timetable.freshness.isCached
    }

    /// When the saved copy was made, or `nil` for live data.
    public var savedAt: Date? {
      timetable.freshness.savedAt
    }
  }
}
