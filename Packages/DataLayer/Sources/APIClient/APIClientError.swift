/// Why an API call failed: every error the API client throws.
public enum APIClientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No response: see `NetworkError`.
  case network(NetworkError)
  /// An error status with its code.
  case api(APIError)
  /// The server answered 404 without a not-found code of the conference API
  /// (`APIError.isResourceNotFound`): no conference API is served at this address, so the base
  /// URL is wrong or points at another server. `request` is the method and URL without the
  /// query, as `HTTPTransport.description(of:)` gives them.
  case unknownEndpoint(request: String)
  /// A 2xx response whose body did not decode; `reason` names the field when known.
  case decoding(reason: String)
  /// The request could not be built (for example a body that does not encode).
  case encoding(reason: String)

  /// The error for the error answer `apiError` to `request`: `.unknownEndpoint` for a 404 that
  /// is not the API's "no such resource", `.api` for every other answer.
  ///
  /// - Parameter request: The request as `HTTPTransport.description(of:)` names it.
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
    case .network(let error): error.description
    case .api(let error): error.description
    case .unknownEndpoint(let request):
      "\(request) answered 404 without an error code of the conference API"
    case .decoding(let reason): "unexpected response from the server: \(reason)"
    case .encoding(let reason): "could not build the request: \(reason)"
    }
  }
}
