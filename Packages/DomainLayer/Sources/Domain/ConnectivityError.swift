/// Why the backend gave no usable answer: shared by every feature, whose errors wrap it in a
/// `.connectivity(_)` case instead of copying these cases.
public enum ConnectivityError: DomainError {
  /// The backend cannot be reached (no connection, refused, timed out).
  case offline
  /// The backend answered that it failed or is overloaded; `reason` says how.
  case unavailable(reason: String)
  /// The backend answered something this app cannot use, or the request cannot be sent to it
  /// (a wrong `CONF_SERVER`, a response in another format); `reason` says how. Waiting does
  /// not fix it.
  case incompatible(reason: String)
  /// The caller cancelled the request; nobody is waiting for an answer.
  case cancelled

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .offline: "the conference backend cannot be reached"
    case .unavailable(let reason): "the conference backend failed: \(reason)"
    case .incompatible(let reason): "the conference backend cannot be used: \(reason)"
    case .cancelled: "the request was cancelled"
    }
  }

  /// `.retry` for `.offline` and `.unavailable`, `.contactSupport` for `.incompatible`, `.none`
  /// for `.cancelled`.
  public var recovery: Recovery {
    switch self {
    case .offline, .unavailable: .retry
    case .incompatible: .contactSupport
    case .cancelled: .none
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .offline: "Check the network connection and try again."
    case .unavailable: "Try again in a few minutes."
    case .incompatible:
      "Check that CONF_SERVER points at a conference backend, or report the problem."
    case .cancelled: "Nothing to do."
    }
  }

  /// `offline`, `unavailable`, `incompatible` or `cancelled`.
  public var analyticsName: String {
    switch self {
    case .offline: "offline"
    case .unavailable: "unavailable"
    case .incompatible: "incompatible"
    case .cancelled: "cancelled"
    }
  }

  /// This error itself.
  public var connectivity: ConnectivityError? { self }
}
