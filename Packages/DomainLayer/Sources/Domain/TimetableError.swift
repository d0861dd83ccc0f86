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
  /// A search was asked for with no text to search for.
  case emptyQuery
  /// The backend gave no usable answer and no copy was saved earlier.
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
    case .emptyQuery:
      "the search text is empty"
    case .connectivity(.offline):
      "the conference backend cannot be reached and no saved copy is available"
    case .connectivity(let error):
      error.description
    case .storage(let error):
      error.description
    }
  }

  /// `.changeInput` for a day, session or query that does not exist; otherwise the wrapped
  /// error's.
  public var recovery: Recovery {
    switch self {
    case .dayNotFound, .sessionNotFound, .emptyQuery: .changeInput
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
    case .emptyQuery:
      "Give a word from a title, an abstract or a speaker's name."
    case .connectivity(.offline):
      "Check the network connection and try again; once loaded, the programme stays available "
        + "offline."
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
    case .emptyQuery: "empty_query"
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

  /// The wrapped connectivity failure, if that is what this is.
  public var connectivity: ConnectivityError? {
    if case .connectivity(let error) = self { error } else { nil }
  }
}
