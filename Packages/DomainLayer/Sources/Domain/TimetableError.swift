/// Why the programme could not be shown, phrased as what happens next.
///
/// `description` says what happened; `recoverySuggestion` says what the person can do about it.
public enum TimetableError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The conference has no day with this number.
  case dayNotFound(day: Int)
  /// No session has this identifier.
  case sessionNotFound(Session.ID)
  /// A search was asked for with no text to search for.
  case emptyQuery
  /// The backend cannot be reached and no copy was saved earlier.
  case offline
  /// The backend or the local store failed, or answered something unreadable; `reason` says how.
  case unavailable(reason: String)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .dayNotFound(let day):
      "the conference has no day \(day); it runs on days "
        + "\(ConferenceDay.validNumbers.lowerBound) to \(ConferenceDay.validNumbers.upperBound)"
    case .sessionNotFound(let id):
      "no session with id '\(id)'"
    case .emptyQuery:
      "the search text is empty"
    case .offline:
      "the conference backend cannot be reached and no saved copy is available"
    case .unavailable(let reason):
      "the programme is unavailable: \(reason)"
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .dayNotFound:
      "Pick a day from \(ConferenceDay.validNumbers.lowerBound) to "
        + "\(ConferenceDay.validNumbers.upperBound)."
    case .sessionNotFound:
      "Search the programme to find the session's id."
    case .emptyQuery:
      "Give a word from a title, an abstract or a speaker's name."
    case .offline:
      "Check the network connection and try again; once loaded, the programme stays available "
        + "offline."
    case .unavailable:
      "Try again in a few minutes."
    }
  }

  /// Whether trying the same thing again later may succeed.
  public var canRetry: Bool {
    switch self {
    case .offline, .unavailable: true
    case .dayNotFound, .sessionNotFound, .emptyQuery: false
    }
  }
}
