import Synchronization
import TokenAuthentication

/// What one call's body saw: the token of each invocation.
final class CallRecord: Sendable {
  private let storage = Mutex<[AccessToken]>([])

  func append(_ token: AccessToken) { storage.withLock { $0.append(token) } }

  var tokens: [AccessToken] { storage.withLock { $0 } }

  var bodyInvocations: Int { tokens.count }
}

/// What the authenticator's hooks reported, in order: each call of the refresh closure and how
/// it ended, and each `onSessionExpired`. This is how a caller observes refreshes.
final class HookRecorder: Sendable {
  enum Hook: Equatable {
    case refreshStarted
    case refreshSucceeded
    case refreshFailed
    case loginExpired
  }

  private let storage = Mutex([Hook]())

  func record(_ hook: Hook) {
    storage.withLock { $0.append(hook) }
  }

  /// `refresh`, recording its start and end.
  func recording(
    _ refresh: @escaping @Sendable (RefreshToken) async throws -> Credential
  ) -> @Sendable (RefreshToken) async throws -> Credential {
    { refreshToken in
      self.record(.refreshStarted)
      do {
        let credential = try await refresh(refreshToken)
        self.record(.refreshSucceeded)
        return credential
      } catch {
        self.record(.refreshFailed)
        throw error
      }
    }
  }

  var hooks: [Hook] { storage.withLock { $0 } }

  func count(_ hook: Hook) -> Int { hooks.filter { $0 == hook }.count }
}

/// A count shared between tasks.
final class Counter: Sendable {
  private let storage = Mutex(0)

  func increment() { storage.withLock { $0 += 1 } }

  var value: Int { storage.withLock { $0 } }
}

/// A one-way signal between tasks.
final class Flag: Sendable {
  private let storage = Mutex(false)

  func raise() { storage.withLock { $0 = true } }

  var isRaised: Bool { storage.withLock { $0 } }
}
