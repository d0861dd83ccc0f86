/// Why the programme's source or the backend gave no usable answer: shared by every feature,
/// whose errors wrap it in a `.connectivity(_)` case instead of copying these cases.
///
/// It says what went wrong (`problem`) and where (`place`): the conference backend (the demo
/// conference; `offline`, `unavailable(reason:)`, `incompatible(reason:)` and `cancelled` are
/// its errors), or the website or file an added conference's programme is published in, so
/// that a message names what could not be reached or used (`fosdem.org cannot be reached`)
/// and what to do about that place.
public struct ConnectivityError: DomainError {
  /// What went wrong.
  public enum Problem: Sendable, Equatable {
    /// The place cannot be reached (no connection, refused, timed out).
    case offline
    /// The place answered that it failed or is overloaded; `reason` says how.
    case unavailable(reason: String)
    /// The place answered something this app cannot use, or the request cannot be sent to it
    /// (a wrong `CONF_SERVER` or address, an answer in another format, a login asked for);
    /// `reason` says how. Waiting does not fix it.
    case incompatible(reason: String)
    /// The caller cancelled the request; nobody is waiting for an answer.
    case cancelled
  }

  /// Where the answer was to come from.
  public enum Place: Sendable, Equatable {
    /// The conference backend, at `CONF_SERVER` or embedded: the demo conference's.
    case backend
    /// An added conference's website, by host (and port when its address gives one), for
    /// example `fosdem.org`.
    case website(host: String)
    /// An added conference's programme file, by its path as given.
    case file(path: String)
  }

  /// What went wrong.
  public let problem: Problem
  /// Where: always `.backend` for `.cancelled`, which names no place.
  public let place: Place

  /// The failure `problem` at `place`.
  public init(_ problem: Problem, at place: Place) {
    self.problem = problem
    self.place = problem == .cancelled ? .backend : place
  }

  /// The conference backend cannot be reached.
  public static let offline = ConnectivityError(.offline, at: .backend)
  /// The request was cancelled.
  public static let cancelled = ConnectivityError(.cancelled, at: .backend)

  /// The conference backend answered that it failed; `reason` says how.
  public static func unavailable(reason: String) -> ConnectivityError {
    ConnectivityError(.unavailable(reason: reason), at: .backend)
  }

  /// The conference backend answered something this app cannot use; `reason` says how.
  public static func incompatible(reason: String) -> ConnectivityError {
    ConnectivityError(.incompatible(reason: reason), at: .backend)
  }

  /// The same failure at `place`.
  public func at(_ place: Place) -> ConnectivityError {
    ConnectivityError(problem, at: place)
  }

  /// What happened, in one line without a trailing period, naming the place.
  public var description: String {
    switch (problem, place) {
    case (.offline, .backend): "the conference backend cannot be reached"
    case (.offline, .website(let host)): "\(host) cannot be reached"
    case (.offline, .file(let path)): "the programme file \(path) cannot be read"
    case (.unavailable(let reason), .backend): "the conference backend failed: \(reason)"
    case (.unavailable(let reason), .website(let host)): "\(host) failed: \(reason)"
    case (.unavailable(let reason), .file(let path)):
      "the programme file \(path) cannot be read: \(reason)"
    case (.incompatible(let reason), .backend): "the conference backend cannot be used: \(reason)"
    case (.incompatible(let reason), .website(let host)):
      "the programme at \(host) cannot be used: \(reason)"
    case (.incompatible(let reason), .file(let path)):
      "the programme file \(path) cannot be used: \(reason)"
    case (.cancelled, _): "the request was cancelled"
    }
  }

  /// `.retry` for `.offline` and `.unavailable`, `.contactSupport` for `.incompatible`, `.none`
  /// for `.cancelled`.
  public var recovery: Recovery {
    switch problem {
    case .offline, .unavailable: .retry
    case .incompatible: .contactSupport
    case .cancelled: .none
    }
  }

  /// What to do next, as one sentence: about the network, the backend's address
  /// (`CONF_SERVER`), or the added conference's address or file.
  public var recoverySuggestion: String {
    switch (problem, place) {
    case (.offline, .backend), (.offline, .website):
      "Check the network connection and try again."
    case (.offline, .file):
      "Check that the file is there and readable, then try again."
    case (.unavailable, _): "Try again in a few minutes."
    case (.incompatible, .backend):
      "Check that CONF_SERVER points at a conference backend, or report the problem."
    case (.incompatible, .website):
      "Check the programme's address (conf conferences shows it); if it moved, add it again: "
        + "conf conference add URL."
    case (.incompatible, .file):
      "Check the programme's file (conf conferences shows its path); if it moved, add it "
        + "again: conf conference add PATH."
    case (.cancelled, _): "Nothing to do."
    }
  }

  /// `offline`, `unavailable`, `incompatible` or `cancelled`; never the place.
  public var analyticsName: String {
    switch problem {
    case .offline: "offline"
    case .unavailable: "unavailable"
    case .incompatible: "incompatible"
    case .cancelled: "cancelled"
    }
  }

  /// This error itself.
  public var connectivity: ConnectivityError? { self }
}
