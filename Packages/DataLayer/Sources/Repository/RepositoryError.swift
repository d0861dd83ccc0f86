/// Why a repository call failed, named by where it failed: the network, the backend's answer,
/// the local store, or the stored login.
///
/// UseCaseImplementation turns it into a domain error with one exhaustive switch per feature.
public enum RepositoryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Network: no answer arrived (unreachable, timed out) and nothing usable was cached.
  case offline(reason: String)
  /// Network: the caller cancelled the request; it never falls back to a cached copy.
  case cancelled
  /// Network: the request cannot be sent as given (for example no URL can be built from the
  /// server's address); sending it again will not help.
  case invalidRequest(reason: String)
  /// Backend: it has no such thing (a day, a session, a ticket, a conference, or something
  /// else it named).
  case notFound(Missing)
  /// Backend: the server answered 404 without one of the API's not-found codes, so no
  /// conference API is served at this address (a wrong base URL, or another server); `request`
  /// is the method and URL that answered, without the query.
  case unknownEndpoint(request: String)
  /// Backend: it refused the request, for the reason it gave (a ticket already owned, sold out,
  /// an invalid phone number ...).
  case rejected(Refusal)
  /// Backend: it refused the action until the time it named (`opensAt`, ISO 8601), such as a
  /// check-in that is not open yet.
  case notYetOpen(opensAt: String)
  /// Backend: it failed or is overloaded (asked to wait), or sent something that is not a
  /// valid HTTP answer.
  case serverFailure(reason: String)
  /// Backend: an answer this client cannot use: a success whose body does not read, a body over
  /// the size limit, or a redirect that is not followed. Waiting does not change it.
  case unreadableResponse(reason: String)
  /// Local store: a file failed; `reason` says how and what to do (never contains secrets).
  case storage(reason: String)
  /// Local store: a file could not be written because the disk is full; `reason` says which
  /// and what to do (never contains secrets).
  case storageFull(reason: String)
  /// Stored login: no one is logged in.
  case notAuthenticated
  /// Stored login: it ended and could not be renewed: log in again.
  case loginExpired
  /// Backend: the email or password was wrong.
  case invalidCredentials
  /// Stored login: the file was refused (exposed to other users, owned by someone else, a link,
  /// damaged ...), so no one counts as logged in; `reason` says what to do and never holds a
  /// token.
  case credentialsRefused(reason: String)

  /// What happened, in one line.
  public var description: String {
    switch self {
    case .offline(let reason): "backend unreachable: \(reason)"
    case .cancelled: "request cancelled"
    case .invalidRequest(let reason): "the request cannot be sent: \(reason)"
    case .notFound(let missing): "not found (\(missing))"
    case .unknownEndpoint(let request): "no conference API: \(request) answered 404"
    case .rejected(let refusal): "rejected: \(refusal)"
    case .notYetOpen(let opensAt): "not open yet; opens at \(opensAt)"
    case .serverFailure(let reason): "server failure: \(reason)"
    case .unreadableResponse(let reason): "unreadable response: \(reason)"
    case .storage(let reason): "local storage failure: \(reason)"
    case .storageFull(let reason): "local storage full: \(reason)"
    case .notAuthenticated: "not logged in"
    case .loginExpired: "login expired"
    case .invalidCredentials: "wrong email or password"
    case .credentialsRefused(let reason): reason
    }
  }
}

extension RepositoryError {
  /// What the backend had no such thing of: the data layer's reading of its "not found" codes.
  public enum Missing: Sendable, Equatable, CustomStringConvertible {
    /// No such conference day.
    case day
    /// No such session.
    case session
    /// No such ticket of the person's.
    case ticket
    /// No such conference in the list kept on this device.
    case conference
    /// Something else, as the backend named it.
    case other(String)

    /// What was missing, in a few words.
    public var description: String {
      switch self {
      case .day: "day"
      case .session: "session"
      case .ticket: "ticket"
      case .conference: "conference"
      case .other(let name): name
      }
    }
  }

  /// Why the backend refused a request: the data layer's reading of its status and code.
  public enum Refusal: Sendable, Equatable, CustomStringConvertible {
    /// The person already has this ticket.
    case alreadyOwned
    /// No ticket of the kind is left.
    case soldOut
    /// Ticket sales have ended.
    case salesClosed
    /// The ticket was checked in already.
    case alreadyCheckedIn
    /// Check-in is closed, with no time given for it to open.
    case checkInClosed
    /// The phone number is not one the backend accepts; `reason` is its explanation.
    case invalidPhoneNumber(reason: String)
    /// The access token sent with the request (expired or revoked): the token wrapper renews it
    /// once and sends the request again, so a caller sees this only when the renewed token was
    /// refused too, or for a request sent without the wrapper.
    case accessToken
    /// Any other refusal of the request as sent; `reason` names the answer, for people.
    case other(reason: String)

    /// The refusal, in a few words.
    public var description: String {
      switch self {
      case .alreadyOwned: "already owned"
      case .soldOut: "sold out"
      case .salesClosed: "sales closed"
      case .alreadyCheckedIn: "already checked in"
      case .checkInClosed: "check-in closed"
      case .invalidPhoneNumber(let reason): "invalid phone number: \(reason)"
      case .accessToken: "the access token was not accepted"
      case .other(let reason): reason
      }
    }
  }
}
