import Synchronization
import TokenAuthentication

/// What one call's body saw: the token of each invocation.
final class CallRecord: Sendable {
  private let storage = Mutex<[AccessToken]>([])

  func append(_ token: AccessToken) { storage.withLock { $0.append(token) } }

  var tokens: [AccessToken] { storage.withLock { $0 } }

  var bodyInvocations: Int { tokens.count }
}

/// The authenticator's events and `onSessionExpired` calls.
final class EventRecorder: Sendable {
  private let storage = Mutex(
    (events: [(TokenAuthenticationEvent, ContinuousClock.Instant)](), sessionExpirations: 0))

  func record(_ event: TokenAuthenticationEvent) {
    let now = ContinuousClock.now
    storage.withLock { $0.events.append((event, now)) }
  }

  func recordSessionExpired() { storage.withLock { $0.sessionExpirations += 1 } }

  var events: [TokenAuthenticationEvent] { storage.withLock { $0.events.map(\.0) } }

  /// When `event` was first reported.
  func instant(of event: TokenAuthenticationEvent) -> ContinuousClock.Instant? {
    storage.withLock { $0.events.first { $0.0 == event }?.1 }
  }

  var sessionExpirations: Int { storage.withLock { $0.sessionExpirations } }
}
