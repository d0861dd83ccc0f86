import Foundation
import Synchronization
import TokenAuthentication

/// The wrapper under test in the storm: the real one, or a naive one that refreshes once per
/// rejected caller (what a hand-written retry does).
final class StormWrapper: Sendable {
  enum Kind {
    case coordinated
    case naive
  }

  private let authenticator: TokenAuthenticator<any Error>?
  private let naiveToken = Mutex(AccessToken("t0"))
  private let server: BenchmarkServer

  init(kind: Kind, server: BenchmarkServer) {
    self.server = server
    switch kind {
    case .coordinated:
      let credential = Credential(
        accessToken: AccessToken("t0"),
        refreshToken: RefreshToken("r0"),
        expiresAt: Date().addingTimeInterval(3600))
      authenticator = TokenAuthenticator(
        store: InMemoryCredentialStore(credential: credential),
        isInvalidToken: { $0 is Unauthorized },
        isTerminalRefreshError: { _ in false },
        refresh: { try await server.refresh($0) }
      )
    case .naive:
      authenticator = nil
    }
  }

  func authenticated<T>(_ body: (AccessToken) async throws -> T) async throws -> T {
    if let authenticator { return try await authenticator.authenticated(body) }
    let token = naiveToken.withLock { $0 }
    do {
      return try await body(token)
    } catch is Unauthorized {
      let credential = try await server.refresh(RefreshToken("r0"))
      naiveToken.withLock { $0 = credential.accessToken }
      return try await body(credential.accessToken)
    }
  }
}
