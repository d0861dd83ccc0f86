import Synchronization

/// Where the backend gets random bytes (token values), so tests can pin them.
///
/// Not `Equatable`: it holds a closure.
public struct BackendRandomness: Sendable {
  private let makeBytes: @Sendable (Int) -> [UInt8]

  /// Creates a source from a closure that returns exactly `count` bytes.
  public init(bytes: @escaping @Sendable (_ count: Int) -> [UInt8]) {
    self.makeBytes = bytes
  }

  /// Returns `count` random bytes.
  public func bytes(count: Int) -> [UInt8] {
    makeBytes(count)
  }

  /// The system's cryptographically secure generator (`getrandom` on Linux).
  public static func system() -> BackendRandomness {
    BackendRandomness { count in
      var generator = SystemRandomNumberGenerator()
      return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
  }

  /// A deterministic SplitMix64 stream for tests; two sources with the same seed return the same
  /// bytes. Never use it for real secrets.
  public static func seeded(_ seed: UInt64) -> BackendRandomness {
    let state = SeededState(seed: seed)
    return BackendRandomness { count in state.next(count: count) }
  }
}

/// The mutable SplitMix64 state behind `BackendRandomness.seeded(_:)`.
private final class SeededState: Sendable {
  private let state: Mutex<UInt64>

  init(seed: UInt64) {
    self.state = Mutex(seed)
  }

  func next(count: Int) -> [UInt8] {
    state.withLock { value in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(count + 8)
      while bytes.count < count {
        value &+= 0x9E37_79B9_7F4A_7C15
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        for shift in stride(from: 0, to: 64, by: 8) {
          bytes.append(UInt8(truncatingIfNeeded: mixed >> UInt64(shift)))
        }
      }
      return Array(bytes.prefix(count))
    }
  }
}
