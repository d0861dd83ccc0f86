public import HTTPTypes

/// Faults a `ConferenceBackend` injects so tests can see how clients cope with a bad server.
public struct BackendFaults: Sendable, Equatable {
  /// Extra delay before every answer.
  public var latency: Duration
  /// How many of the next requests fail with `failureStatus` before any other processing; each
  /// failed request counts one down.
  public var failingRequestCount: Int
  /// The probability, 0 to 1, that a request (past `failingRequestCount`) fails with
  /// `failureStatus`; drawn from `BackendConfiguration.faultRandomness`.
  public var errorRate: Double
  /// The status of injected failures, 503 unless given. A 503 carries `Retry-After: 1` and the
  /// code `service_unavailable`; any other status carries the code `injected_fault`.
  public var failureStatus: HTTPStatus

  /// Creates a set of faults; with no arguments, none.
  public init(
    latency: Duration = .zero,
    failingRequestCount: Int = 0,
    errorRate: Double = 0,
    failureStatus: HTTPStatus = .serviceUnavailable
  ) {
    self.latency = latency
    self.failingRequestCount = failingRequestCount
    self.errorRate = errorRate
    self.failureStatus = failureStatus
  }
}
