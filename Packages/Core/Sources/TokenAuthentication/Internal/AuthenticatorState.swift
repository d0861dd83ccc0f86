import Foundation

extension TokenAuthenticator {
  /// Everything the authenticator's mutex guards.
  @usableFromInline
  struct AuthenticatorState {
    var isLoaded = false
    @usableFromInline var credential: Credential?
    /// Why a call whose token was taken away gets none: logged out, expired or never logged in.
    var absence: Refusal = .missingCredential
    @usableFromInline var generation: UInt64 = 0
    /// The number of failed refreshes: tells leases taken before a failure from later ones.
    @usableFromInline var epoch: UInt64 = 0
    /// From this wall-clock instant on, a call refreshes before sending; `nil` for never.
    @usableFromInline var refreshDeadline: Date?
    @usableFromInline var flight: Flight?
    var latch: Latch?
    /// The monotonic instants at which the refreshes inside the window started.
    var windowStarts: [Duration] = []
    var lastFlightID: UInt64 = 0
    /// The last store write, with its outcome; each write waits for the one before it.
    var lastWrite: Task<Result<Void, Failure>, Never>?

    @usableFromInline init() {}

    /// The current token, when a call may send it without waiting.
    @inlinable
    func fastLease(at now: Date) -> Lease? {
      guard flight == nil, let credential, refreshDeadline.map({ now < $0 }) ?? true else {
        return nil
      }
      return Lease(token: credential.accessToken, generation: generation, epoch: epoch)
    }
  }

  /// A failure of the wrapper's own, said in the caller's words (with each waiter's own
  /// invalid-token error) by `failure(for:originalError:)`.
  enum Refusal: Sendable {
    case missingCredential
    case loggedOut
    case excessiveRefresh
    case refreshTimedOut
    case refreshFailed(Failure)
    case loginExpired(Failure)
    case credentialStoreFailed(Failure)
    case credentialNotSaved(Failure)
  }

  /// `refusal` as its callers' error, for a waiter whose rejection was `originalError`.
  func failure(for refusal: Refusal, originalError: Failure?) -> Failure {
    switch refusal {
    case .missingCredential: failures.missingCredential()
    case .loggedOut: failures.loggedOut(originalError)
    case .excessiveRefresh: failures.excessiveRefresh(originalError)
    case .refreshTimedOut: failures.refreshTimedOut(originalError)
    case .refreshFailed(let error): failures.refreshFailed(error, originalError)
    case .loginExpired(let error): failures.loginExpired(error, originalError)
    case .credentialStoreFailed(let error): failures.credentialStoreFailed(error)
    case .credentialNotSaved(let error): failures.credentialNotSaved(error, originalError)
    }
  }

  /// A failed refresh: leases of `generation` taken before it (lower `epoch`) get `refusal`.
  struct Latch {
    let generation: UInt64
    let epoch: UInt64
    let refusal: Refusal
  }
}

/// A call's token, tagged with what the stale check and the failure latch compare.
@usableFromInline
struct Lease: Sendable {
  @usableFromInline let token: AccessToken
  let generation: UInt64
  let epoch: UInt64

  @usableFromInline
  init(token: AccessToken, generation: UInt64, epoch: UInt64) {
    self.token = token
    self.generation = generation
    self.epoch = epoch
  }
}
