extension Timetable {
  /// The distinct rooms of the day's sessions, sorted by name (ignoring case).
  public var rooms: [String] {
    Set(sessions.map(\.room)).sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
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
