public import Domain
public import Foundation

extension TimetableViewModel {
  /// One or more loaded days, narrowed by the filter, ready to render.
  public struct Content: Sendable, Equatable {
    /// One loaded day as shown.
    public struct Day: Sendable, Equatable {
      /// The whole day as loaded, every session included.
      public let timetable: Timetable
      /// The sessions shown, in programme order.
      public let sessions: [Session]
      /// One row per shown session, with times in the conference's time zone.
      public let rows: [SessionRow]
      /// The shown sessions under way at the instant the content was made.
      public let runningSessionIDs: Set<Session.ID>

      /// Whether the session `id` is under way.
      public func isRunning(_ id: Session.ID) -> Bool {
        runningSessionIDs.contains(id)
      }
    }

    /// The first (or only) day shown.
    public let timetable: Timetable
    /// Every day shown, in order; the first is `timetable`'s.
    public let days: [Day]
    /// The track shown, as the programme spells it, or `nil` for every track.
    public let selectedTrack: Track?
    /// The room shown, as the programme spells it, or `nil` for every room.
    public let selectedRoom: String?
    /// The part of a speaker's name the sessions were narrowed to, as typed, or `nil`.
    public let speakerFilter: String?
    /// Where "now" fell when the day was chosen by the clock (`conf timetable` without a day),
    /// else `nil`.
    public let phase: ConferenceMoment.Phase?
    /// The instant the running sessions were judged at.
    public let instant: Date

    /// Shows `timetable` and then `otherDays`, narrowed to the resolved filter, with the
    /// sessions under way at `instant` marked.
    public init(
      timetable: Timetable, otherDays: [Timetable] = [], selectedTrack: Track? = nil,
      selectedRoom: String? = nil, speakerFilter: String? = nil,
      phase: ConferenceMoment.Phase? = nil, instant: Date
    ) {
      self.timetable = timetable
      self.selectedTrack = selectedTrack
      self.selectedRoom = selectedRoom
      self.speakerFilter = speakerFilter
      self.phase = phase
      self.instant = instant
      days = ([timetable] + otherDays).map { timetable in
        let sessions = timetable.sessions.filter { session in
          (selectedTrack.map { session.track == $0 } ?? true)
            && (selectedRoom.map { session.room == $0 } ?? true)
            && (speakerFilter.map { session.hasSpeaker(named: $0) } ?? true)
        }
        return Day(
          timetable: timetable, sessions: sessions,
          rows: sessions.map { SessionRow(session: $0, timeZone: timetable.timeZone) },
          runningSessionIDs: Set(sessions.filter { $0.isRunning(at: instant) }.map(\.id)))
      }
    }

    /// This content with each day's sessions narrowed to those that end after `start` gives
    /// for the day (`conf timetable --from`): the listing starts there.
    ///
    /// - Parameter start: The instant a day's listing starts at, given the whole day.
    public func starting(at start: (Timetable) -> Date) -> Content {
      Content(
        copying: self,
        days: days.map { day in
          let begin = start(day.timetable)
          let sessions = day.sessions.filter { $0.endsAt > begin }
          return Day(
            timetable: day.timetable, sessions: sessions,
            rows: day.rows.filter { row in sessions.contains { $0.id == row.id } },
            runningSessionIDs: day.runningSessionIDs)
        })
    }

    /// `content` with `days` in place of its own.
    private init(copying content: Content, days: [Day]) {
      timetable = content.timetable
      self.days = days
      selectedTrack = content.selectedTrack
      selectedRoom = content.selectedRoom
      speakerFilter = content.speakerFilter
      phase = content.phase
      instant = content.instant
    }

    /// The sessions shown, every day in order.
    public var sessions: [Session] {
      days.flatMap(\.sessions)
    }

    /// One row per shown session, every day in order.
    public var rows: [SessionRow] {
      days.flatMap(\.rows)
    }

    /// The tracks of the days shown, sorted by name.
    public var tracks: [Track] {
      Set(days.flatMap(\.timetable.tracks)).sorted()
    }

    /// The rooms of the days shown, every session included (not only the filter's), in the
    /// programme's order (`Timetable.rooms`: as the grid's columns; the rooms it does not order
    /// after them by name, ignoring case).
    public var rooms: [String] {
      days.map(\.timetable).rooms
    }

    /// Whether any day shown is a saved copy because the backend could not be reached.
    public var isCached: Bool {
      days.contains { $0.timetable.freshness.isCached }
    }

    /// When the oldest saved copy shown was made, or `nil` when every day is live.
    public var savedAt: Date? {
      days.compactMap(\.timetable.freshness.savedAt).min()
    }

    /// Why the saved copies shown are shown (what could not be reached or used), when known.
    public var staleBecause: ConnectivityError? {
      days.lazy.compactMap(\.timetable.freshness.staleBecause).first
    }
  }
}
