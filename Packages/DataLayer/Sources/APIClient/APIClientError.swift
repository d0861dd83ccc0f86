/// Why a request to the backend failed, as the wire tells it: the one error below the data
/// layer's own, thrown by the transports (`HTTPTransport`, only the cases where no response
/// arrived) and by the API clients (also an error answer, or an answer they cannot read).
///
/// The repositories read it once into `RepositoryError`, which says where the call failed.
public enum APIClientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No response: the server could not be reached (refused, unknown host, no route, connection
  /// lost).
  case unreachable(reason: String)
  /// No response: the server did not answer in time.
  case timedOut
  /// No response: the calling task was cancelled.
  case cancelled
  /// No response: something that is not a valid HTTP response arrived.
  case invalidResponse(reason: String)
  /// No response: the answer's body was longer than the transport reads (a backend streaming
  /// without end); it was abandoned, and sending the request again would not help.
  case responseTooLarge(reason: String)
  /// No response: the server redirected the request where it is not followed (an address that
  /// is not `http` or `https`, such as `file:`; a loop; too many redirects; another server for a
  /// request carrying a login or a body). `reason` names where, in one line; sending it again
  /// will not help.
  case redirectRefused(reason: String)
  /// No response: the backend in this process (the embedded one, its database under
  /// `CONF_HOME`) could not store what the request needed because the local disk is full.
  /// Sending it again will not help until space is freed.
  case localStorageFull(reason: String)
  /// Not sent: the request cannot be sent as given (no URL can be built from the server's
  /// address and its path); sending it again will not help.
  case invalidRequest(reason: String)
  /// An error status with its code.
  case api(APIError)
  /// The server answered 404 without a not-found code of the conference API
  /// (`APIError.isResourceNotFound`): no conference API is served at this address, so the base
  /// URL is wrong or points at another server. `request` is the method and URL without the
  /// query, as `HTTPTransport.description(of:)` gives them.
  case unknownEndpoint(request: String)
  /// A 2xx response whose body did not decode; `reason` names the field when known.
  case decoding(reason: String)
  /// Not sent: the request could not be built (a body that does not encode, an id that cannot
  /// be one path segment).
  case encoding(reason: String)

  /// The error for the error answer `apiError` to `request`: `.unknownEndpoint` for a 404 that
  /// is not the API's "no such resource", `.api` for every other answer.
  ///
  /// - Parameters:
  ///   - apiError: The error answer: its status and the API's error body.
  ///   - request: The request as `HTTPTransport.description(of:)` names it.
  public init(answer apiError: APIError, to request: String) {
    if apiError.status == 404 && !apiError.isResourceNotFound {
      self = .unknownEndpoint(request: request)
    } else {
      self = .api(apiError)
    }
  }

  /// What happened, in one line.
  public var description: String {
    switch self {
    case .unreachable(let reason): "server unreachable: \(reason)"
    case .timedOut: "the server did not answer in time"
    case .cancelled: "request cancelled"
    case .invalidResponse(let reason): "invalid response: \(reason)"
    case .responseTooLarge(let reason): "the answer is too large: \(reason)"
    case .redirectRefused(let reason): "redirect not followed: \(reason)"
    case .invalidRequest(let reason): "could not send the request: \(reason)"
    case .localStorageFull(let reason): "no space left on the local disk: \(reason)"
    case .api(let error): error.description
    case .unknownEndpoint(let request):
      "\(request) answered 404 without an error code of the conference API"
    case .decoding(let reason): "unexpected response from the server: \(reason)"
    case .encoding(let reason): "could not build the request: \(reason)"
    }
  }
}
