public import Domain

extension TimetableViewModel {
  /// Why the timetable screen shows no sessions.
  public enum Failure: Sendable, Equatable {
    /// Loading the day failed.
    case timetable(TimetableError)
    /// No day shown has the selected track; `knownTracks` are the ones they have.
    case unknownTrack(name: String, days: [ConferenceDay], knownTracks: [Track])
    /// No day shown has the selected room; `knownRooms` are the ones they have.
    case unknownRoom(name: String, days: [ConferenceDay], knownRooms: [String])
    /// No speaker of the days shown has the name; `knownSpeakers` are theirs, by name.
    case unknownSpeaker(name: String, days: [ConferenceDay], knownSpeakers: [String])

    /// The most choices a suggestion lists; beyond it, it says how to find one instead.
    static let listedChoices = 10

    /// What happened, in one line without a trailing period.
    public var message: String {
      switch self {
      case .timetable(let error):
        error.description
      case .unknownTrack(let name, let days, _):
        "\(Self.subject(days)) no track '\(name)'"
      case .unknownRoom(let name, let days, _):
        "\(Self.subject(days)) no room '\(name)'"
      case .unknownSpeaker(let name, let days, _):
        "\(Self.subject(days)) no speaker whose name contains '\(name)'"
      }
    }

    /// The names the person could have meant: the days' tracks, rooms or speakers; empty for
    /// a failed load.
    public var knownNames: [String] {
      switch self {
      case .timetable: []
      case .unknownTrack(_, _, let tracks): tracks.map(\.name)
      case .unknownRoom(_, _, let rooms): rooms
      case .unknownSpeaker(_, _, let speakers): speakers
      }
    }

    /// The name that was not found, or `nil` for a failed load.
    public var unknownName: String? {
      switch self {
      case .timetable: nil
      case .unknownTrack(let name, _, _), .unknownRoom(let name, _, _),
        .unknownSpeaker(let name, _, _):
        name
      }
    }

    /// What to do next, as one sentence.
    public var recoverySuggestion: String {
      switch self {
      case .timetable(let error):
        return error.recoverySuggestion
      case .unknownTrack, .unknownRoom, .unknownSpeaker:
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
    }

    /// `day 1 has` or `days 1 and 2 have`.
    private static func subject(_ days: [ConferenceDay]) -> String {
      let numbers = days.map(\.description)
      guard let last = numbers.last, numbers.count > 1 else {
        return "day \(numbers.first ?? "?") has"
      }
      return "days \(numbers.dropLast().joined(separator: ", ")) and \(last) have"
    }
  }
}
