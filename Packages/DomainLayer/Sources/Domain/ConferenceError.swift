/// Why a conference could not be added, picked, refreshed or removed.
public enum ConferenceError: DomainError {
  /// No conference has this name (`known` are the names there are).
  case notFound(name: String, known: [String])
  /// The name is the start of several conferences' names or titles.
  case ambiguous(name: String, matches: [String])
  /// The demo conference is always listed; it cannot be removed.
  case demoCannotBeRemoved
  /// The demo conference is served by the conference backend; it has no programme to refresh
  /// from a source.
  case demoHasNoSource
  /// The source is not a programme this app can read; `reason` says why, in one line.
  case unreadableSource(reason: String)
  /// The programme's source could not be reached (no connection, no such file); `reason`
  /// says why, in one line.
  case unreachableSource(reason: String)
  /// The source answered with a failure, or the request was cancelled.
  case connectivity(ConnectivityError)
  /// The list of conferences or a saved programme could not be used.
  case storage(StorageError)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .notFound(let name, _): "no conference is called '\(name)'"
    case .ambiguous(let name, let matches):
      "'\(name)' could be \(matches.map { "'\($0)'" }.joined(separator: " or "))"
    case .demoCannotBeRemoved: "the demo conference cannot be removed"
    case .demoHasNoSource: "the demo conference comes from the conference backend, not a feed"
    case .unreadableSource(let reason): "the programme cannot be used: \(reason)"
    case .unreachableSource(let reason): "the programme cannot be reached: \(reason)"
    case .connectivity(let error): error.description
    case .storage(let error): error.description
    }
  }

  /// `.changeInput` for a name or source to change; otherwise the wrapped error's.
  public var recovery: Recovery {
    switch self {
    case .notFound, .ambiguous, .demoCannotBeRemoved, .demoHasNoSource, .unreadableSource:
      .changeInput
    case .unreachableSource: .retry
    case .connectivity(let error): error.recovery
    case .storage(let error): error.recovery
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .notFound(_, let known):
      "Pick one of: \(known.joined(separator: ", "))."
    case .ambiguous:
      "Give more of the name."
    case .demoCannotBeRemoved:
      "Switch to another conference with: conf conference use NAME."
    case .demoHasNoSource:
      "Refresh a conference added with: conf conference add SOURCE."
    case .unreadableSource:
      "Give the address or file of the programme the conference publishes (with --time-zone "
        + "ZONE when it names no time zone)."
    case .unreachableSource:
      "Check the address or the file's path (and the network connection), then try again."
    case .connectivity(let error): error.recoverySuggestion
    case .storage(let error): error.recoverySuggestion
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  public var analyticsName: String {
    switch self {
    case .notFound: "conference_not_found"
    case .ambiguous: "conference_ambiguous"
    case .demoCannotBeRemoved: "demo_cannot_be_removed"
    case .demoHasNoSource: "demo_has_no_source"
    case .unreadableSource: "unreadable_source"
    case .unreachableSource: "unreachable_source"
    case .connectivity(let error): error.analyticsName
    case .storage(let error): error.analyticsName
    }
  }

  /// The wrapped connectivity failure, if that is what this is.
  public var connectivity: ConnectivityError? {
    if case .connectivity(let error) = self { error } else { nil }
  }
}
