import Foundation
import Synchronization
import Testing

@testable import TokenAuthentication

/// A credential store whose reads fail.
struct FailingCredentialStore: CredentialStore {
  typealias Failure = any Error

  struct ReadError: Error, Equatable {}

  func load() throws -> Credential? { throw ReadError() }
  func save(_ credential: Credential) {}
  func clear() {}
}

@Suite("Informative errors")
struct TokenAuthenticationErrorTests {
  /// The wrapper's failure paths, each producing one case.
  enum Path: String, CaseIterable, Sendable {
    case missingCredential
    case invalidToken
    case refreshFailed
    case loginExpired
    case excessiveRefresh
    case loggedOut
    case refreshTimedOut
    case reentrantRefresh
    case credentialStoreFailed
    case credentialNotSaved
  }

  @Test(
    "B18 each failure path throws its typed error with the underlying errors",
    arguments: Path.allCases)
  func typedErrors(_ path: Path) async throws {
    let (error, expected) = try await failure(of: path)

    #expect(error == expected)
  }

  @Test("B18 the most important errors say what happened and what to do")
  func descriptions() {
    #expect(
      TokenAuthenticationError.loginExpired(
        refreshError: TokenEndpointError.invalidGrant, originalError: nil
      ).description
        == "The login has expired: the token endpoint rejected the refresh token (invalidGrant). "
        + "Log in again.")
    #expect(
      TokenAuthenticationError.credentialNotSaved(
        error: SaveFailingStore.DiskFull(), originalError: nil
      ).description
        == "The access token was refreshed, but saving the new credential failed (DiskFull()). "
        + "Fix the credential store; if the session is lost, log in again.")
    #expect(
      TokenAuthenticationError.missingCredential.description
        == "No credential is stored. Log in first.")
    #expect(
      TokenAuthenticationError.excessiveRefresh(originalError: nil).description
        == "The access token was refreshed too often in a short time, so no new refresh was "
        + "attempted. Wait a little and try again; if it persists, the server rejects fresh tokens."
    )
    #expect(
      TokenAuthenticationError.reentrantRefresh.description
        == "The refresh closure called the authenticated wrapper it refreshes for, which would "
        + "wait on itself. Send the refresh request without the wrapper.")
  }

  @Test("B18 errors compare by case and attached errors")
  func equality() {
    let original = Unauthorized(token: "t0")
    #expect(
      TokenAuthenticationError.loggedOut(originalError: original)
        == .loggedOut(originalError: Unauthorized(token: "t0")))
    #expect(
      TokenAuthenticationError.loggedOut(originalError: original)
        != .loggedOut(originalError: Unauthorized(token: "t1")))
    #expect(
      TokenAuthenticationError.loggedOut(originalError: original)
        != .loggedOut(originalError: nil))
    #expect(
      TokenAuthenticationError.loggedOut(originalError: nil)
        != .refreshTimedOut(originalError: nil)
    )
  }

  /// Drives `path` and returns the error one call got, and the error it should be.
  private func failure(
    of path: Path
  ) async throws -> (TokenAuthenticationError, TokenAuthenticationError) {
    let original = Unauthorized(token: "t0")
    var harness = Harness()
    var expected: TokenAuthenticationError
    switch path {
    case .missingCredential:
      harness = Harness(credential: nil)
      expected = .missingCredential
    case .invalidToken:
      await harness.server.rejectEveryToken()
      expected = .invalidToken(error: Unauthorized(token: "t1"), originalError: original)
    case .refreshFailed:
      await harness.server.failNextRefreshes(with: [TokenEndpointError.unavailable(status: 429)])
      expected = .refreshFailed(
        error: TokenEndpointError.unavailable(status: 429), originalError: original)
    case .loginExpired:
      await harness.server.failNextRefreshes(with: [TokenEndpointError.invalidGrant])
      expected = .loginExpired(
        refreshError: TokenEndpointError.invalidGrant, originalError: original)
    case .excessiveRefresh:
      harness = Harness(
        policy: TokenAuthenticationPolicy(maximumRefreshes: 0))
      expected = .excessiveRefresh(originalError: original)
    case .loggedOut:
      // The logout cancels the held refresh.
      await harness.server.holdRefreshes()
      let authenticator = harness.authenticator
      let server = harness.server
      Task {
        _ = await eventually { server.heldRefreshes == 1 }
        try await authenticator.logout()
      }
      expected = .loggedOut(originalError: original)
    case .refreshTimedOut:
      // The refresh never answers; the timeout fires when the clock reaches it.
      harness = Harness(policy: TokenAuthenticationPolicy(refreshTimeout: .seconds(1)))
      await harness.server.holdRefreshes()
      let clock = harness.clock
      Task {
        _ = await eventually { clock.sleepDeadlines == [.seconds(1)] }
        clock.advanceMonotonic(by: .seconds(1))
      }
      expected = .refreshTimedOut(originalError: original)
    case .reentrantRefresh:
      let box = Mutex<TokenAuthenticator<any Error>?>(nil)
      harness = Harness(refresh: { server in
        { _ in
          let authenticator = try #require(box.withLock { $0 })
          return try await authenticator.authenticated { _ in
            Credential(
              accessToken: AccessToken("never"), refreshToken: RefreshToken("never"),
              expiresAt: nil)
          }
        }
      })
      box.withLock { $0 = harness.authenticator }
      expected = .refreshFailed(
        error: TokenAuthenticationError.reentrantRefresh, originalError: original)
    case .credentialStoreFailed:
      let failing = TokenAuthenticator(
        store: FailingCredentialStore(),
        isInvalidToken: { $0 is Unauthorized },
        isTerminalRefreshError: { _ in false },
        refresh: { _ in throw TokenEndpointError.invalidGrant }
      )
      let error = await capture { try await failing.authenticated { _ in 0 } }.error
      return (
        try #require(error as? TokenAuthenticationError),
        .credentialStoreFailed(error: FailingCredentialStore.ReadError())
      )
    case .credentialNotSaved:
      let (server, clock) = (harness.server, harness.clock)
      let unsaved = TokenAuthenticator(
        store: SaveFailingStore(credential: initialCredential()),
        policy: clock.driving(TokenAuthenticationPolicy()),
        isInvalidToken: { $0 is Unauthorized },
        isTerminalRefreshError: { _ in false },
        refresh: { try await server.refresh($0).credential(receivedAt: clock.now) }
      )
      let error = await capture {
        try await unsaved.authenticated { try await server.request(with: $0) }
      }.error
      return (
        try #require(error as? TokenAuthenticationError),
        .credentialNotSaved(error: SaveFailingStore.DiskFull(), originalError: original)
      )
    }
    let error = await capture { try await harness.call() }.error
    return (try #require(error as? TokenAuthenticationError), expected)
  }
}
