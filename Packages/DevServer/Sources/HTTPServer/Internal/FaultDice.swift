import Synchronization

/// Decides which requests an `HTTPServer` drops: a SplitMix64 stream, repeatable for a seed.
///
/// Shared by the event loops; the state is behind a `Mutex`.
final class FaultDice: Sendable {
  private let rate: Double
  private let state: Mutex<UInt64>

  /// Drops with probability `rate`; `seed` `nil` draws a random one.
  init(rate: Double, seed: UInt64?) {
    self.rate = rate
    var system = SystemRandomNumberGenerator()
    self.state = Mutex(seed ?? system.next())
  }

  /// `true` when the next request is to be dropped. Draws nothing when the rate is 0.
  func shouldDrop() -> Bool {
    guard rate > 0 else { return false }
    let value = state.withLock { value in
      value &+= 0x9E37_79B9_7F4A_7C15
      var mixed = value
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
    return Double(value >> 11) / Double(1 << 53) < rate
  }
}
