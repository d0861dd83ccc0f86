/// The programme's speakers, each with their sessions: what `conf speakers` lists and
/// `conf speaker` looks up, derived from days already loaded (saved or live).
public struct SpeakerDirectory: Sendable, Equatable {
  /// One speaker and the sessions they present.
  public struct Entry: Sendable, Equatable {
    /// The speaker, as the first of their sessions names them.
    public let speaker: Speaker
    /// Their sessions, by start time (then id), each once.
    public let sessions: [Session]
  }

  /// Every speaker of the days, each once (by identifier), by name ignoring case.
  public let entries: [Entry]

  /// Gathers the speakers of `timetables`' sessions.
  public init(timetables: [Timetable]) {
    var found: [Speaker.ID: Entry] = [:]
    for session in timetables.flatMap(\.sessions) {
      for speaker in session.speakers {
        let known = found[speaker.id]
        guard known?.sessions.contains(where: { $0.id == session.id }) != true else { continue }
        found[speaker.id] = Entry(
          speaker: known?.speaker ?? speaker, sessions: (known?.sessions ?? []) + [session])
      }
    }
    entries = found.values.map { entry in
      Entry(
        speaker: entry.speaker,
        sessions: entry.sessions.sorted {
          ($0.startsAt, $0.id.rawValue) < ($1.startsAt, $1.id.rawValue)
        })
    }.sorted {
      let (left, right) = ($0.speaker, $1.speaker)
      return (left.name.lowercased(), left.name, left.id.rawValue)
        < (right.name.lowercased(), right.name, right.id.rawValue)
    }
  }

  /// The speakers whose name contains `name`, compared loosely as the timetable's speaker
  /// filter does (`chen` finds "Emily Chen", `chloe` "Chloé Dubois"); a speaker whose whole
  /// name is `name` comes alone. Empty for blank text.
  public func entries(matching name: String) -> [Entry] {
    let wanted = FoldedText(name)
    guard !wanted.isEmpty else { return [] }
    let exact = entries.filter { FoldedText($0.speaker.name) == wanted }
    return exact.isEmpty ? entries.filter { FoldedText($0.speaker.name).contains(wanted) } : exact
  }
}
