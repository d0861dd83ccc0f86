import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Logout and missing credentials")
struct TokenAuthenticatorLogoutTests {
  /// A credential from a fresh login.
  static let login = Credential(
    accessToken: AccessToken("t-login"),
    refreshToken: RefreshToken("r-login"),
    expiresAt: ManualClock.start.addingTimeInterval(3600)
  )

  @Test(
    "B14 logout fence: a late refresh never resurrects the credential", arguments: [false, true])
  func logoutFence(logsInAgain: Bool) async throws {
    let lock = InProcessRefreshLock()
    let harness = Harness(refreshLock: lock)
    await harness.server.holdResponses(untilRequests: 10, with: "t0")
    // The token endpoint answers even though the logout cancels the refresh: only the fence can
    // drop its answer.
    await harness.server.holdRefreshes(isCancellable: false)
    let calls = Task { await harness.concurrentCalls(10) }
    #expect(await eventually { harness.isRefreshHeld(withWaitingCalls: 10) })

    // The logout (and the login after it) happen while the refresh is held.
    try await harness.authenticator.logout()
    if logsInAgain { try await harness.authenticator.setCredential(Self.login) }

    let results = await calls.value
    let loggedOut = TokenAuthenticationError.loggedOut(
      originalError: Unauthorized(token: "t0"))
    #expect(
      results.allSatisfy { $0.result.error as? TokenAuthenticationError == loggedOut })
    #expect(results.allSatisfy { $0.record.tokens == [token("t0")] })
    // The late answer arrives now. The authenticator settles it (applies it or drops it, and
    // saves what it applies) before it releases the refresh lock.
    await harness.server.releaseRefreshes()
    #expect(await eventually { lock.releases == 1 })
    #expect(harness.recorder.hooks == [.refreshStarted, .refreshSucceeded])
    #expect(harness.store.load() == (logsInAgain ? Self.login : nil))
    #expect(await harness.currentToken() == (logsInAgain ? Self.login.accessToken : nil))
  }

  @Test("B15 a missing credential fails fast")
  func missingCredentialFailsFast() async throws {
    let harness = Harness(credential: nil)
    let record = CallRecord()

    let error = await capture { try await harness.call(record) }.error

    #expect(error as? TokenAuthenticationError == .missingCredential)
    #expect(record.bodyInvocations == 0)
    #expect(await harness.server.refreshCount == 0)
  }
}
