public import Domain

extension TimetableViewModel {
  /// A track or a room of the days loaded, with how many of their sessions it holds and on
  /// which days: a line of `conf tracks` or `conf rooms`.
  public struct NameCount: Sendable, Equatable {
    /// The name as the programme spells it.
    public let name: String
    /// How many sessions of the days loaded it holds (whatever the filter).
    public let sessionCount: Int
    /// The days it has sessions on, in order.
    public let days: [ConferenceDay]

    /// Creates a line.
    ///
    /// - Parameters:
    ///   - name: The track's or room's name.
    ///   - sessionCount: How many sessions it holds.
    ///   - days: The days it has sessions on.
    public init(name: String, sessionCount: Int, days: [ConferenceDay]) {
      self.name = name
      self.sessionCount = sessionCount
      self.days = days
    }
  }
}

extension TimetableViewModel.Content {
  /// Every track of the days loaded (every session, not only the filter's) with its number of
  /// sessions, sorted by name ignoring case, as `tracks` is.
  public var trackCounts: [TimetableViewModel.NameCount] {
    let counts = Self.counts(of: days.map(\.timetable)) { $0.track.name }
    return TimetableViewModel.sortedNames(Array(counts.keys)).compactMap { counts[$0] }
  }

  /// Every room of the days loaded (every session, not only the filter's) with its number of
  /// sessions, in the programme's order as `rooms` is (the rooms it does not order after them
  /// by name); sessions without a room are left out.
  public var roomCounts: [TimetableViewModel.NameCount] {
    let counts = Self.counts(of: days.map(\.timetable)) { $0.room }
    return rooms.compactMap { counts[$0] }
  }

  /// The line of each value of `name` over `timetables`' sessions (values that are only white
  /// space left out), by that value.
  private static func counts(
    of timetables: [Timetable], by name: (Session) -> String
  ) -> [String: TimetableViewModel.NameCount] {
    var counts: [String: (sessions: Int, days: [ConferenceDay])] = [:]
    for timetable in timetables {
      for session in timetable.sessions {
        let key = name(session)
        guard key.contains(where: { !$0.isWhitespace }) else { continue }
        var entry = counts[key] ?? (0, [])
        entry.sessions += 1
        if entry.days.last != timetable.day { entry.days.append(timetable.day) }
        counts[key] = entry
      }
    }
    return counts.reduce(into: [:]) { lines, entry in
      lines[entry.key] = TimetableViewModel.NameCount(
        name: entry.key, sessionCount: entry.value.sessions, days: entry.value.days)
    }
  }
}
