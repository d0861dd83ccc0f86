public import Domain

extension TimetableViewModel {
  /// Why the timetable screen shows no sessions.
  public enum Failure: Sendable, Equatable {
    /// Loading the day failed.
    case timetable(TimetableError)
    /// The selected track is not on the day's programme; `knownTracks` are the ones that are.
    case unknownTrack(name: String, day: ConferenceDay, knownTracks: [Track])

    /// What happened, in one line without a trailing period.
    public var message: String {
      switch self {
      case .timetable(let error):
        error.description
      case .unknownTrack(let name, let day, _):
        "day \(day) has no track '\(name)'"
      }
    }

    /// What to do next, as one sentence.
    public var recoverySuggestion: String {
      switch self {
      case .timetable(let error):
        error.recoverySuggestion
      case .unknownTrack(_, _, let knownTracks) where knownTracks.isEmpty:
        "The day has no sessions yet; show every track instead."
      case .unknownTrack(_, _, let knownTracks):
        "Pick one of: \(knownTracks.map(\.name).joined(separator: ", "))."
      }
    }
  }
}
