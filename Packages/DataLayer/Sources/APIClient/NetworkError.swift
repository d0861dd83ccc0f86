/// No HTTP response arrived: the request never reached the server or the answer was lost.
public enum NetworkError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The server could not be reached (refused, unknown host, no route, connection lost).
  case unreachable(reason: String)
  /// The server did not answer in time.
  case timedOut
  /// The calling task was cancelled.
  case cancelled
  /// Something that is not a valid HTTP response arrived.
  case invalidResponse(reason: String)
  /// The answer's body was longer than the transport reads (a backend streaming without end):
  /// it was abandoned; sending the request again would not help.
  case responseTooLarge(reason: String)
  /// The backend in this process (the embedded one, its database under `CONF_HOME`) could not
  /// store what the request needed: the local disk is full. Sending it again will not help
  /// until space is freed.
  case localStorageFull(reason: String)
  /// The request could not be sent as given (for example no URL can be built from the server's
  /// address and its path); sending it again will not help.
  case invalidRequest(reason: String)

  /// What happened, in one line.
  public var description: String {
    switch self {
    case .unreachable(let reason): "server unreachable: \(reason)"
    case .timedOut: "the server did not answer in time"
    case .cancelled: "request cancelled"
    case .invalidResponse(let reason): "invalid response: \(reason)"
    case .responseTooLarge(let reason): "the answer is too large: \(reason)"
    case .invalidRequest(let reason): "could not send the request: \(reason)"
    case .localStorageFull(let reason): "no space left on the local disk: \(reason)"
    }
  }
}
