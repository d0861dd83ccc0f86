/// A caller's token, tagged with what the stale check and the failure latch compare.
struct TokenLease: Sendable {
  let token: AccessToken
  let generation: UInt64
  /// How many refresh failures had settled when the lease was handed out.
  let epoch: UInt64
}
