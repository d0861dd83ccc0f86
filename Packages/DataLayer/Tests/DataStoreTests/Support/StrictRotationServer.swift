import Foundation
import Synchronization
import TokenAuthentication

/// What the fake token server answers when it refuses.
enum FakeServerError: Error, Equatable {
  case invalidToken
  case invalidGrant
}

/// A fake backend with strict refresh-token rotation and reuse detection: each refresh token
/// works once; sending a used one revokes the whole family (every later request and refresh
/// fails).
final class StrictRotationServer: Sendable {
  /// What the server saw.
  struct Counts: Equatable {
    var refreshes = 0
    var invalidGrants = 0
    var isRevoked = false
  }

  private struct State {
    var generation = 0
    var accessToken = "access-0"
    var refreshToken = "refresh-0"
    var isAccessTokenExpired = false
    var usedRefreshTokens: Set<String> = []
    var attemptsPerRefreshToken: [String: Int] = [:]
    var counts = Counts()
  }

  private let state = Mutex(State())
  private let latency: Duration

  init(latency: Duration = .milliseconds(10)) {
    self.latency = latency
  }

  /// The first credential of the family, expiring at `expiresAt`.
  func initialCredential(expiresAt: Date) -> Credential {
    Credential(
      accessToken: AccessToken("access-0"), refreshToken: RefreshToken("refresh-0"),
      expiresAt: expiresAt)
  }

  var counts: Counts { state.withLock { $0.counts } }

  /// The most times any one refresh token was sent.
  var maximumAttemptsPerRefreshToken: Int {
    state.withLock { $0.attemptsPerRefreshToken.values.max() ?? 0 }
  }

  /// From now on the current access token is rejected, until the next refresh.
  func expireAccessToken() {
    state.withLock { $0.isAccessTokenExpired = true }
  }

  /// An API request made with `token`.
  func request(with token: AccessToken) async throws -> String {
    try await Task.sleep(for: .milliseconds(1))
    return try state.withLock { state throws(FakeServerError) in
      guard !state.counts.isRevoked, !state.isAccessTokenExpired,
        token.rawValue == state.accessToken
      else { throw .invalidToken }
      return "ok"
    }
  }

  /// `POST /v1/auth/refresh`: rotates on success; a reused token revokes the family.
  func refresh(_ token: RefreshToken) async throws -> Credential {
    let credential = try state.withLock { state throws(FakeServerError) -> Credential in
      state.attemptsPerRefreshToken[token.rawValue, default: 0] += 1
      if state.usedRefreshTokens.contains(token.rawValue) {
        state.counts.isRevoked = true
      }
      guard !state.counts.isRevoked, token.rawValue == state.refreshToken else {
        state.counts.invalidGrants += 1
        throw .invalidGrant
      }
      state.usedRefreshTokens.insert(token.rawValue)
      state.generation += 1
      state.counts.refreshes += 1
      state.accessToken = "access-\(state.generation)"
      state.refreshToken = "refresh-\(state.generation)"
      state.isAccessTokenExpired = false
      return Credential(
        accessToken: AccessToken(state.accessToken),
        refreshToken: RefreshToken(state.refreshToken), expiresAt: Date(timeIntervalSinceNow: 900))
    }
    try await Task.sleep(for: latency)
    return credential
  }
}
