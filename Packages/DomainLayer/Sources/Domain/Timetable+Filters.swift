extension Timetable {
  /// The distinct rooms of the day's sessions in the programme's order: those `roomOrder`
  /// lists in its order, then the others sorted by name (ignoring case).
  public var rooms: [String] {
    Self.rooms(of: sessions, in: roomOrder)
  }

  /// The distinct rooms of `sessions`: those `order` lists (compared exactly) in the order it
  /// first lists them, then the others sorted by name (ignoring case).
  ///
  /// - Parameters:
  ///   - sessions: The sessions whose rooms are listed.
  ///   - order: The rooms in the programme's order; names no session has are ignored.
  public static func rooms(of sessions: [Session], in order: [String]) -> [String] {
    var rank: [String: Int] = [:]
    for (position, room) in order.enumerated() where rank[room] == nil {
      rank[room] = position
    }
    let distinct = Set(sessions.map(\.room))
    let ordered = distinct.filter { rank[$0] != nil }.sorted {
      rank[$0, default: 0] < rank[$1, default: 0]
    }
    let others = distinct.filter { rank[$0] == nil }
      .sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    return ordered + others
  }

  /// The day's speakers, each once, sorted by name (ignoring case).
  public var speakers: [Speaker] {
    var seen: Set<Speaker.ID> = []
    return sessions.flatMap(\.speakers)
      .filter { seen.insert($0.id).inserted }
      .sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
  }
}

extension Session {
  /// Whether the session is held in the room called `name`, compared loosely (`hall a` is
  /// `Hall A`).
  public func isHeld(inRoom name: String) -> Bool {
    let wanted = FoldedText(name)
    return !wanted.isEmpty && FoldedText(room) == wanted
  }

  /// Whether a speaker's name contains `name`, compared loosely (`chen` finds "Emily Chen",
  /// `chloe` "Chloé Dubois").
  public func hasSpeaker(named name: String) -> Bool {
    let wanted = FoldedText(name)
    return speakers.contains { FoldedText($0.name).contains(wanted) }
  }
}

extension Collection<Timetable> {
  /// The distinct rooms of the days' sessions in the programme's order: those the days'
  /// `roomOrder`s list (each day's order after the earlier days'), then the others sorted by
  /// name (ignoring case).
  public var rooms: [String] {
    Timetable.rooms(of: flatMap(\.sessions), in: flatMap(\.roomOrder))
  }
}
