public import Foundation

/// What a `ConferenceBackend` needs from its surroundings: where it keeps its data, what time it
/// is, how long tokens live, how it makes random bytes and which faults it injects.
///
/// Not `Equatable`: it holds closures.
public struct BackendConfiguration: Sendable {
  /// The SQLite file; `":memory:"` for a private database that lives as long as the backend.
  public var databasePath: String
  /// The clock. The backend reads "now" only through this closure, so tests and demos can pin it.
  public var now: @Sendable () -> Date
  /// How long an access token stays valid, measured with `now`.
  public var tokenLifetime: Duration
  /// The source of token bytes.
  public var randomness: BackendRandomness
  /// The faults injected from the first request on; change them later with
  /// `ConferenceBackend.injectFaults(_:)`.
  public var faults: BackendFaults
  /// Where the draws for `BackendFaults.errorRate` come from (8 bytes a request); seed it for
  /// repeatable faults.
  public var faultRandomness: BackendRandomness
  /// Waits out injected latency; the default sleeps on the continuous clock.
  public var sleep: @Sendable (Duration) async -> Void

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - databasePath: The SQLite file (created when missing) or `":memory:"`.
  ///   - now: The clock, for example `{ Date() }`.
  ///   - tokenLifetime: The access-token lifetime; 900 seconds unless given.
  ///   - randomness: The random-byte source; the system generator unless given.
  ///   - faults: The faults to inject; none unless given.
  ///   - faultRandomness: The source of fault draws; the system generator unless given.
  ///   - sleep: How injected latency waits; `Task.sleep(for:)` unless given.
  public init(
    databasePath: String,
    now: @escaping @Sendable () -> Date,
    tokenLifetime: Duration = .seconds(900),
    randomness: BackendRandomness = .system(),
    faults: BackendFaults = BackendFaults(),
    faultRandomness: BackendRandomness = .system(),
    sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
  ) {
    self.databasePath = databasePath
    self.now = now
    self.tokenLifetime = tokenLifetime
    self.randomness = randomness
    self.faults = faults
    self.faultRandomness = faultRandomness
    self.sleep = sleep
  }
}
