/// Why an API call failed: every error the API client throws.
public enum APIClientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No response: see `NetworkError`.
  case network(NetworkError)
  /// An error status with its code.
  case api(APIError)
  /// A 2xx response whose body did not decode; `reason` names the field when known.
  case decoding(reason: String)
  /// The request could not be built (for example a body that does not encode).
  case encoding(reason: String)

  /// What happened, in one line.
  public var description: String {
    switch self {
    case .network(let error): error.description
    case .api(let error): error.description
    case .decoding(let reason): "unexpected response from the server: \(reason)"
    case .encoding(let reason): "could not build the request: \(reason)"
    }
  }
}
