import Foundation

/// Why no credential is held.
enum CredentialAbsence {
  case none
  case loggedOut
  case sessionExpired(any Error)
}

/// Everything guarded by the authenticator's mutex.
struct AuthenticatorState {
  var isLoaded = false
  var credential: Credential?
  var absence = CredentialAbsence.none
  var generation: UInt64 = 0
  var epoch: UInt64 = 0
  /// From this wall-clock instant on, a call refreshes before sending; `nil` for never.
  var refreshDeadline: Date?
  var operation: PendingOperation?
  var latch: FailureLatch?
  var windowStarts: [Duration] = []
  var lastOperationID: UInt64 = 0
  var metrics = TokenAuthenticationMetrics()
  var slowPathEntries = 0

  var currentLease: TokenLease? {
    credential.map { TokenLease(token: $0.accessToken, generation: generation, epoch: epoch) }
  }

  var absenceFailure: LeaseFailure {
    switch absence {
    case .none: .missingCredential
    case .loggedOut: .loggedOut
    case .sessionExpired(let error): .sessionExpired(error)
    }
  }
}
