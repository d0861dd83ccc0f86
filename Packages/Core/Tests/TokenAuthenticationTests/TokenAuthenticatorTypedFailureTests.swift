import Foundation
import Synchronization
import Testing

@testable import TokenAuthentication

/// A caller's own closed error set, as a data layer's: the wrapper keeps it from the body to the
/// caller and converts its own failures into it.
private enum CallFailure: Error, Equatable {
  case tokenRefused
  case offline
  case refreshTokenDead
  case diskFull
  case wrapper(String)
}

/// A store whose failures are `CallFailure`s; `saveFailure` makes every save fail.
private final class TypedStore: CredentialStore {
  typealias Failure = CallFailure

  private let storage: Mutex<Credential?>
  let saveFailure: CallFailure?

  init(credential: Credential?, saveFailure: CallFailure? = nil) {
    storage = Mutex(credential)
    self.saveFailure = saveFailure
  }

  func load() throws(CallFailure) -> Credential? { storage.withLock { $0 } }

  func save(_ credential: Credential) throws(CallFailure) {
    if let saveFailure { throw saveFailure }
    storage.withLock { $0 = credential }
  }

  func clear() throws(CallFailure) { storage.withLock { $0 = nil } }
}

@Suite("Typed failures")
struct TokenAuthenticatorTypedFailureTests {
  /// An authenticator over `store` whose refresh returns `t1` or throws `refreshFailure`; the
  /// wrapper says its own failures as `.wrapper(<name>)`, an unsaved credential as the store's
  /// error.
  private static func authenticator(
    store: TypedStore, refreshFailure: CallFailure? = nil
  ) -> TokenAuthenticator<CallFailure> {
    TokenAuthenticator(
      store: store,
      policy: ManualClock().driving(TokenAuthenticationPolicy()),
      isInvalidToken: { $0 == .tokenRefused },
      isTerminalRefreshError: { $0 == .refreshTokenDead },
      failures: TokenAuthenticationFailures(
        missingCredential: { .wrapper("missingCredential") },
        loggedOut: { _ in .wrapper("loggedOut") },
        cancelled: { .wrapper("cancelled") },
        invalidToken: { second, _ in second },
        refreshFailed: { error, _ in error },
        loginExpired: { refreshError, _ in .wrapper("loginExpired: \(refreshError)") },
        excessiveRefresh: { _ in .wrapper("excessiveRefresh") },
        refreshTimedOut: { _ in .wrapper("refreshTimedOut") },
        reentrantRefresh: { .wrapper("reentrantRefresh") },
        credentialStoreFailed: { $0 },
        credentialNotSaved: { error, _ in error }),
      refresh: { _ throws(CallFailure) in
        if let refreshFailure { throw refreshFailure }
        return Credential(
          accessToken: AccessToken("t1"), refreshToken: RefreshToken("r1"), expiresAt: nil)
      })
  }

  @Test("the body's own error reaches the caller as it is, with its type")
  func bodyErrorPassesThrough() async {
    let authenticator = Self.authenticator(store: TypedStore(credential: initialCredential()))

    let result: Result<String, CallFailure>
    do {
      result = .success(
        try await authenticator.authenticated { _ throws(CallFailure) in throw .offline })
    } catch {
      result = .failure(error)
    }

    #expect(result == .failure(.offline))
  }

  @Test("a refused token is renewed once and the body sent again with the new one")
  func refusedTokenIsRenewed() async throws {
    let authenticator = Self.authenticator(store: TypedStore(credential: initialCredential()))

    let token = try await authenticator.authenticated { token throws(CallFailure) in
      guard token == AccessToken("t1") else { throw .tokenRefused }
      return token.rawValue
    }

    #expect(token == "t1")
  }

  @Test("the wrapper says its own failures in the caller's type, attached errors typed")
  func wrapperFailuresAreConverted() async {
    let missing = Self.authenticator(store: TypedStore(credential: nil))
    let dead = Self.authenticator(
      store: TypedStore(credential: initialCredential()), refreshFailure: .refreshTokenDead)
    let unsaved = Self.authenticator(
      store: TypedStore(credential: initialCredential(), saveFailure: .diskFull))

    let failures = [
      await Self.failure(of: missing), await Self.failure(of: dead),
      await Self.failure(of: unsaved),
    ]

    #expect(
      failures == [
        .wrapper("missingCredential"), .wrapper("loginExpired: refreshTokenDead"), .diskFull,
      ])
  }

  @Test("a cancelled caller gets the vocabulary's cancelled() and runs nothing")
  func cancellationIsConverted() async {
    let authenticator = Self.authenticator(store: TypedStore(credential: initialCredential()))
    let ran = Mutex(false)

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      do throws(CallFailure) {
        _ = try await authenticator.authenticated { _ throws(CallFailure) in
          ran.withLock { $0 = true }
        }
        return CallFailure?.none
      } catch {
        return error
      }
    }

    #expect(await task.value == .wrapper("cancelled"))
    #expect(!ran.withLock { $0 })
  }

  /// The failure of a call that is always refused, or `nil` when it succeeded.
  private static func failure(of authenticator: TokenAuthenticator<CallFailure>) async
    -> CallFailure?
  {
    do {
      _ = try await authenticator.authenticated { _ throws(CallFailure) in
        throw CallFailure.tokenRefused
      }
      return nil
    } catch {
      return error
    }
  }
}
