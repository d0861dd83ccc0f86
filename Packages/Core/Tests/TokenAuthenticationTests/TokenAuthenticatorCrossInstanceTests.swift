import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Rotation safety across instances")
struct TokenAuthenticatorCrossInstanceTests {
  @Test("B11 two instances sharing a store and a lock refresh once under strict rotation")
  func twoInstancesRefreshOnce() async throws {
    let server = FakeAuthServer()
    let store = InMemoryCredentialStore(credential: initialCredential())
    let lock = InProcessRefreshLock()
    let app = Harness(server: server, store: store, refreshLock: lock)
    let appExtension = Harness(server: server, store: store, refreshLock: lock)

    async let appCalls = app.concurrentCalls(500)
    async let extensionCalls = appExtension.concurrentCalls(500)
    let calls = await appCalls + extensionCalls

    #expect(calls.allSatisfy { (try? $0.result.get()) == "ok t1" })
    #expect(await server.invalidGrants == 0)
    #expect(await server.isFamilyRevoked == false)
    #expect(await server.refreshCount == 1)
    #expect(store.load()?.accessToken == token("t1"))
    let recorders = [app.recorder, appExtension.recorder]
    #expect(recorders.map { $0.count(.refreshStarted) }.reduce(0, +) == 1)
    #expect(recorders.map { $0.count(.loginExpired) }.reduce(0, +) == 0)
  }

  @Test("B11 sibling wins: invalid_grant, re-read, adopt the sibling's credential, no logout")
  func siblingWins() async throws {
    let server = FakeAuthServer()
    await server.setRevokesFamilyOnReuse(false)
    let store = InMemoryCredentialStore(credential: initialCredential())
    let sibling = Harness(server: server, store: store)
    let slow = Harness(
      server: server,
      store: store,
      refresh: { server in
        { refreshToken in
          // Hold the stale refresh token until the sibling has rotated and saved.
          _ = await eventually { store.load() != initialCredential() }
          return try await server.refresh(refreshToken).credential(receivedAt: ManualClock.start)
        }
      }
    )

    let slowCall = Task { try await slow.call() }
    // Its refresh has started, so it read the store (still r0) before the sibling saves.
    #expect(await eventually { slow.recorder.count(.refreshStarted) == 1 })
    #expect(try await sibling.call() == "ok t1")

    #expect(try await slowCall.value == "ok t1")
    #expect(await server.invalidGrants == 1)
    #expect(await server.refreshCount == 2)
    #expect(slow.recorder.hooks == [.refreshStarted, .refreshFailed])
    #expect(await slow.currentToken() == token("t1"))
    #expect(store.load()?.accessToken == token("t1"))
  }
}
