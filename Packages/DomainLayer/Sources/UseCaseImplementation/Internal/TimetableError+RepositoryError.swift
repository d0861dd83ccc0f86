import Domain
import Repository

extension TimetableError {
  /// Maps a data-layer failure to what the person can do about it; the one place this happens.
  ///
  /// `notFound` is the error that a "not found" answer means for the call that failed.
  init(_ error: RepositoryError, whenNotFound notFound: TimetableError) {
    switch error {
    case .offline:
      self = .offline
    case .notFound:
      self = notFound
    case .rejected, .serverFailure, .storage:
      self = .unavailable(reason: error.unavailableReason)
    case .notAuthenticated, .sessionExpired:
      self = .unavailable(reason: "the backend asked for a login, which the programme never needs")
    default:
      // Account failures (and any failure added later) cannot come from reading the programme;
      // they are shown as they are rather than trapping or being mistaken for "offline".
      self = .unavailable(reason: error.description)
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  var analyticsName: String {
    switch self {
    case .dayNotFound: "day_not_found"
    case .sessionNotFound: "session_not_found"
    case .emptyQuery: "empty_query"
    case .offline: "offline"
    case .unavailable: "unavailable"
    }
  }
}
