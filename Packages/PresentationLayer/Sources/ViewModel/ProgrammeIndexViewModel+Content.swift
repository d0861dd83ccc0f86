public import Domain

extension ProgrammeIndexViewModel {
  /// The names of the saved programme, each list without repeats.
  public struct Content: Sendable, Equatable {
    /// One session as offered: its id, and its title to tell it apart.
    public struct Entry: Sendable, Equatable {
      /// The session's id.
      public let id: Session.ID
      /// The session's title.
      public let title: String

      /// Creates an entry.
      public init(id: Session.ID, title: String) {
        self.id = id
        self.title = title
      }
    }

    /// The saved days, in order.
    public let days: [ConferenceDay]
    /// Track names, sorted ignoring case.
    public let tracks: [String]
    /// Room names, sorted ignoring case.
    public let rooms: [String]
    /// Sessions in programme order (by day, then as each day lists them).
    public let sessions: [Entry]

    /// Creates content.
    public init(days: [ConferenceDay], tracks: [String], rooms: [String], sessions: [Entry]) {
      self.days = days
      self.tracks = tracks
      self.rooms = rooms
      self.sessions = sessions
    }

    /// The content of `timetables`.
    init(_ timetables: [Timetable]) {
      let sessions = timetables.flatMap(\.sessions)
      self.init(
        days: timetables.map(\.day),
        tracks: Self.distinct(sessions.map(\.track.name)),
        rooms: Self.distinct(sessions.map(\.room)),
        sessions: sessions.map { Entry(id: $0.id, title: $0.title) })
    }

    /// `names` without repeats, sorted ignoring case.
    private static func distinct(_ names: [String]) -> [String] {
      Set(names).sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }
  }
}
