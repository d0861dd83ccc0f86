import Foundation

extension TokenAuthenticator {
  /// Everything the authenticator's mutex guards.
  struct AuthenticatorState {
    var isLoaded = false
    var credential: Credential?
    /// Why a call whose token was taken away gets none: logged out, expired or never logged in.
    var absence: Refusal = { _ in .missingCredential }
    var generation: UInt64 = 0
    /// The number of failed refreshes: tells leases taken before a failure from later ones.
    var epoch: UInt64 = 0
    /// From this wall-clock instant on, a call refreshes before sending; `nil` for never.
    var refreshDeadline: Date?
    var flight: Flight?
    var latch: Latch?
    /// The monotonic instants at which the refreshes inside the window started.
    var windowStarts: [Duration] = []
    var lastFlightID: UInt64 = 0
    /// The last store write, with its outcome; each write waits for the one before it.
    var lastWrite: Task<Result<Void, Failure>, Never>?

    /// The current token, when a call may send it without waiting.
    func fastLease(at now: Date) -> Lease? {
      guard flight == nil, let credential, refreshDeadline.map({ now < $0 }) ?? true else {
        return nil
      }
      return Lease(token: credential.accessToken, generation: generation, epoch: epoch)
    }
  }

  /// A failure of the wrapper's own, completed with each waiter's own invalid-token error.
  typealias Refusal = @Sendable (_ originalError: Failure?) -> TokenAuthenticationError<Failure>

  /// A failed refresh: leases of `generation` taken before it (lower `epoch`) get `refusal`.
  struct Latch {
    let generation: UInt64
    let epoch: UInt64
    let refusal: Refusal
  }
}

/// A call's token, tagged with what the stale check and the failure latch compare.
struct Lease: Sendable {
  let token: AccessToken
  let generation: UInt64
  let epoch: UInt64
}
