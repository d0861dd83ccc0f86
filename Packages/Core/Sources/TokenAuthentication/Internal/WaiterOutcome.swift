/// How a waiter is resumed.
enum WaiterOutcome: Sendable {
  case lease(TokenLease)
  /// `fallback` is a still-unexpired token an acquisition may use after a failed proactive
  /// refresh.
  case failure(LeaseFailure, fallback: TokenLease?)
  /// The state changed (the store was loaded): decide again.
  case retry
  case cancelled
}

typealias Waiter = CheckedContinuation<WaiterOutcome, Never>

/// A waiter's identifier and continuation.
struct Waiting {
  let id: UInt64
  let continuation: Waiter
}
