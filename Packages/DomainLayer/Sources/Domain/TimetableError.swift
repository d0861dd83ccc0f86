/// Why the programme could not be shown, phrased as what happens next.
///
/// `description` says what happened; `recovery` and `recoverySuggestion` say what the person
/// can do about it.
public enum TimetableError: DomainError {
  /// The conference has no day with this number; `days` are the ones it has (empty when not
  /// known).
  case dayNotFound(day: Int, days: [ConferenceDay])
  /// No session has this identifier.
  case sessionNotFound(Session.ID)
  /// The programme gives this id to several sessions (a meetup held on several days): each
  /// is named by its own reference (`Session.ID.isOccurrence`), listed in programme order.
  case heldSeveralTimes(Session.ID, occurrences: [Session])
  /// A search was asked for with no text to search for.
  case emptyQuery
  /// No day shown has the track asked for; `knownTracks` are the ones they have.
  case unknownTrack(name: String, days: [ConferenceDay], knownTracks: [Track])
  /// No day shown has the room asked for; `knownRooms` are the ones they have.
  case unknownRoom(name: String, days: [ConferenceDay], knownRooms: [String])
  /// No speaker of the days shown has the name asked for; `knownSpeakers` are theirs, by name.
  case unknownSpeaker(name: String, days: [ConferenceDay], knownSpeakers: [String])
  /// The track asked for is part of several tracks' names on the days shown, and the whole
  /// name of none (``NameMatch``); `candidates` are those tracks.
  case ambiguousTrack(name: String, days: [ConferenceDay], candidates: [Track])
  /// The room asked for is part of several rooms' names on the days shown, and the whole name
  /// of none (``NameMatch``); `candidates` are those rooms.
  case ambiguousRoom(name: String, days: [ConferenceDay], candidates: [String])
  /// The backend, or an added conference's website or file, gave no usable answer and no copy
  /// was saved earlier.
  case connectivity(ConnectivityError)
  /// The local copy of the programme could not be used.
  case storage(StorageError)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .dayNotFound(let day, let days):
      if let span = Self.span(of: days) {
        "the conference has no day \(day); it runs on \(span)"
      } else {
        "the conference has no day \(day)"
      }
    case .sessionNotFound(let id):
      "no session with id '\(id)'"
    case .heldSeveralTimes(let id, let occurrences):
      "session '\(id)' is held \(occurrences.count) times: "
        + occurrences.map { "'\($0.id)'" }.joined(separator: ", ")
    case .emptyQuery:
      "the search text is empty"
    case .unknownTrack(let name, let days, _):
      "\(Self.subject(days)) no track '\(name)'"
    case .unknownRoom(let name, let days, _):
      "\(Self.subject(days)) no room '\(name)'"
    case .unknownSpeaker(let name, let days, _):
      "\(Self.subject(days)) no speaker whose name contains '\(name)'"
    case .ambiguousTrack(let name, let days, let candidates):
      "'\(name)' is part of the names of \(candidates.count) tracks of \(Self.daysNamed(days))"
    case .ambiguousRoom(let name, let days, let candidates):
      "'\(name)' is part of the names of \(candidates.count) rooms of \(Self.daysNamed(days))"
    case .connectivity(let error) where error.problem == .offline:
      "\(error.description) and no saved copy is available"
    case .connectivity(let error):
      error.description
    case .storage(let error):
      error.description
    }
  }

  /// `.changeInput` for a day, session, query, track, room or speaker that does not exist;
  /// otherwise the wrapped error's.
  public var recovery: Recovery {
    switch self {
    case .dayNotFound, .sessionNotFound, .heldSeveralTimes, .emptyQuery, .unknownTrack,
      .unknownRoom, .unknownSpeaker, .ambiguousTrack, .ambiguousRoom:
      .changeInput
    case .connectivity(let error): error.recovery
    case .storage(let error): error.recovery
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .dayNotFound(_, let days):
      if let first = days.first, let last = days.last, first != last {
        "Pick a day from \(first) to \(last)."
      } else if let first = days.first {
        "Pick day \(first)."
      } else {
        "Pick one of the days `conf timetable --all` lists."
      }
    case .sessionNotFound:
      "Search the programme to find the session's id."
    case .heldSeveralTimes:
      "Give the id of one occurrence, as listed."
    case .emptyQuery:
      "Give a word from a title, an abstract or a speaker's name."
    case .unknownTrack, .unknownRoom, .unknownSpeaker:
      choiceSuggestion
    case .ambiguousTrack(_, _, let candidates):
      "Did you mean \(Self.listed(candidates.map(\.name)))? Give more of the name."
    case .ambiguousRoom(_, _, let candidates):
      "Did you mean \(Self.listed(candidates))? Give more of the name."
    case .connectivity(let error) where error.problem == .offline:
      if case .file = error.place {
        error.recoverySuggestion
      } else {
        "Check the network connection and try again; once loaded, the programme stays "
          + "available offline."
      }
    case .connectivity(let error):
      error.recoverySuggestion
    case .storage(let error):
      error.recoverySuggestion
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  public var analyticsName: String {
    switch self {
    case .dayNotFound: "unknown_day"
    case .sessionNotFound: "unknown_session"
    case .heldSeveralTimes: "session_held_several_times"
    case .emptyQuery: "empty_query"
    case .unknownTrack: "unknown_track"
    case .unknownRoom: "unknown_room"
    case .unknownSpeaker: "unknown_speaker"
    case .ambiguousTrack: "ambiguous_track"
    case .ambiguousRoom: "ambiguous_room"
    case .connectivity(let error): error.analyticsName
    case .storage(let error): error.analyticsName
    }
  }

  /// `days 1 to 3`, `day 1`, or `days 1, 2 and 4` when they are not consecutive; `nil` for
  /// none.
  private static func span(of days: [ConferenceDay]) -> String? {
    guard let first = days.first, let last = days.last else { return nil }
    if days.count == 1 { return "day \(first)" }
    if last.number - first.number == days.count - 1 { return "days \(first) to \(last)" }
    let numbers = days.map(\.description)
    return "days " + numbers.dropLast().joined(separator: ", ") + " and \(last)"
  }

  /// The most choices a suggestion lists; beyond it, it says how to find one instead.
  static let listedChoices = 10

  /// The names the person could have meant for an unknown track, room or speaker: the days'
  /// tracks, rooms or speakers; empty for every other case.
  public var knownNames: [String] {
    switch self {
    case .unknownTrack(_, _, let tracks): tracks.map(\.name)
    case .unknownRoom(_, _, let rooms): rooms
    case .unknownSpeaker(_, _, let speakers): speakers
    case .dayNotFound, .sessionNotFound, .heldSeveralTimes, .emptyQuery, .connectivity,
      .storage, .ambiguousTrack, .ambiguousRoom:
      []
    }
  }

  /// The track, room or speaker name that matched nothing; `nil` for every other case.
  public var unknownName: String? {
    switch self {
    case .unknownTrack(let name, _, _), .unknownRoom(let name, _, _),
      .unknownSpeaker(let name, _, _):
      name
    case .dayNotFound, .sessionNotFound, .heldSeveralTimes, .emptyQuery, .connectivity,
      .storage, .ambiguousTrack, .ambiguousRoom:
      nil
    }
  }

  /// What to pick instead of an unknown track, room or speaker: the choices when they are
  /// few, a few of them or how to find one when they are many.
  private var choiceSuggestion: String {
    let known = knownNames
    if known.isEmpty {
      return "The day has no sessions yet; show the whole programme instead."
    }
    if case .unknownSpeaker = self, known.count > Self.listedChoices {
      return "Give part of a speaker's name, or find one with: conf search <name>."
    }
    if known.count > Self.listedChoices {
      // A programme the size of FOSDEM's has 60 rooms and 70 tracks: a few, not all.
      let kind = if case .unknownRoom = self { "rooms" } else { "tracks" }
      return "Pick one of its \(known.count) \(kind), for example: "
        + "\(known.prefix(Self.listedChoices / 2).joined(separator: ", "))."
    }
    return "Pick one of: \(known.joined(separator: ", "))."
  }

  /// `'A', 'B' or 'C'`; past `listedChoices` names, the first few and how many there are
  /// (`'A', 'B', 'C', 'D' or 'E' (23 in all)`).
  private static func listed(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    let shown = quoted.count > listedChoices ? Array(quoted.prefix(listedChoices / 2)) : quoted
    let list =
      shown.count > 1
      ? shown.dropLast().joined(separator: ", ") + " or " + (shown.last ?? "")
      : shown.joined()
    return shown.count < quoted.count ? list + " (\(quoted.count) in all)" : list
  }

  /// `day 1` or `days 1 and 2`.
  private static func daysNamed(_ days: [ConferenceDay]) -> String {
    let numbers = days.map(\.description)
    guard let last = numbers.last, numbers.count > 1 else {
      return "day \(numbers.first ?? "?")"
    }
    return "days \(numbers.dropLast().joined(separator: ", ")) and \(last)"
  }

  /// `day 1 has` or `days 1 and 2 have`.
  private static func subject(_ days: [ConferenceDay]) -> String {
    let numbers = days.map(\.description)
    guard let last = numbers.last, numbers.count > 1 else {
      return "day \(numbers.first ?? "?") has"
    }
    return "days \(numbers.dropLast().joined(separator: ", ")) and \(last) have"
  }

  /// The wrapped connectivity failure, if that is what this is.
  public var connectivity: ConnectivityError? {
    if case .connectivity(let error) = self { error } else { nil }
  }
}
