import APIClient
import Entity
import Foundation
import Repository
import RepositoryImplementation
import Synchronization
import Testing
import TokenAuthentication

@testable import DataStore

/// The token wrapper, the real vault and its file layer together, on a disk that fills up.
struct AccountAccessTests {
  /// A backend with strict refresh-token rotation: `rt-N` buys `at-N+1`/`rt-N+1` once, and
  /// sending a spent refresh token revokes the whole session; only the newest access token is
  /// accepted.
  private final class RotatingBackend: Sendable {
    private struct State {
      var generation = 0
      var isRevoked = false
    }

    private let state = Mutex(State())
    let log = CallLog()

    var api: FakeAccountAPIClient {
      var api = FakeAccountAPIClient()
      api.logIn = { _, _ throws(APIClientError) in
        self.log.record("logIn")
        return Accounts.pair(0)
      }
      api.refresh = { token throws(APIClientError) in
        self.log.record("refresh(\(token))")
        return try self.state.withLock { state throws(APIClientError) in
          guard !state.isRevoked, token == "rt-\(state.generation)" else {
            state.isRevoked = true
            throw Accounts.apiError(400, "invalid_grant")
          }
          state.generation += 1
          return Accounts.pair(state.generation)
        }
      }
      api.profile = { token throws(APIClientError) in
        self.log.record("profile(\(token))")
        return try self.state.withLock { state throws(APIClientError) in
          guard !state.isRevoked, token == "at-\(state.generation)" else {
            throw Accounts.apiError(401, "invalid_token")
          }
          return Accounts.profile
        }
      }
      return api
    }
  }

  /// A wall clock that moves only when told.
  private final class Clock: Sendable {
    private let instant = Mutex(Accounts.now)

    var now: Date { instant.withLock { $0 } }

    /// Moves past the expiry of a token issued now (they live 900 seconds).
    func passExpiry() {
      instant.withLock { $0 += 901 }
    }

    var policy: TokenAuthenticationPolicy {
      TokenAuthenticationPolicy(now: { self.now }, monotonicNow: { .zero })
    }
  }

  @Test func aRefreshOnAFullDiskIsSavedInTheReserveOrFailsLoudlyNeverSilently() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let backend = RotatingBackend()
      let clock = Clock()
      let disk = FullDisk()
      /// One `conf` process: its own session over its own vault instance of the same file.
      func process() -> (ProfileRepositoryImplementation, AuthenticationRepositoryImplementation) {
        let session = AccountAccess(
          api: backend.api, store: CredentialVault(fileURL: file, system: disk.system()),
          refreshLock: nil, policy: clock.policy)
        return (
          ProfileRepositoryImplementation(session: session),
          AuthenticationRepositoryImplementation(session: session)
        )
      }
      try await process().1.logIn(email: "ada@example.com", password: "pw")
      disk.fill()

      // The first refresh after the disk filled up is saved in the space kept in reserve.
      clock.passExpiry()
      #expect(try await process().0.profile().value == Accounts.profile)
      #expect(try CredentialVault(fileURL: file).load()?.refreshToken == RefreshToken("rt-1"))

      // The next one cannot be saved: the call fails, saying so, instead of succeeding with the
      // rotated tokens in memory only.
      clock.passExpiry()
      let (profiles, _) = process()
      await #expect(
        throws: RepositoryError.storageFull(
          reason: CredentialStoreError.diskFull(path: file.path).description)
      ) { try await profiles.profile() }
      #expect(try CredentialVault(fileURL: file).load()?.refreshToken == RefreshToken("rt-1"))
      // This process keeps a usable session: the new tokens are still in memory.
      #expect(try await profiles.profile().value == Accounts.profile)

      // The next process has only the spent refresh token: it is told to log in again.
      await #expect(throws: RepositoryError.loginExpired) {
        try await process().0.profile()
      }
      #expect(try CredentialVault(fileURL: file).load() == nil)
      #expect(
        backend.log.calls == [
          "logIn", "refresh(rt-0)", "profile(at-1)", "refresh(rt-1)", "profile(at-2)",
          "refresh(rt-1)",
        ])
    }
  }
}
