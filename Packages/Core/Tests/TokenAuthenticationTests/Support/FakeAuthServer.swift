import Foundation
import TokenAuthentication

/// The fake API's 401, naming the rejected token.
struct Unauthorized: Error, Equatable {
  let token: String
}

/// Errors of the fake token endpoint.
enum TokenEndpointError: Error, Equatable {
  /// The refresh token is unknown, reused or revoked (terminal).
  case invalidGrant
  /// A 5xx or 429 (transient).
  case unavailable(status: Int)
}

/// What the token endpoint answers: `expires_in` is a lifetime, not an instant.
struct Grant: Sendable {
  let accessToken: AccessToken
  let refreshToken: RefreshToken
  let expiresIn: Duration?

  /// The credential, with its expiry measured from local receipt at `receivedAt`.
  func credential(receivedAt: Date) -> Credential {
    Credential(
      accessToken: accessToken, refreshToken: refreshToken,
      expiresAt: expiresIn.map { receivedAt.addingTimeInterval(Double($0.components.seconds)) })
  }
}

/// An API and token endpoint in one actor: per-token accept or reject, request counters per
/// token, refresh-token rotation with reuse detection that revokes the whole family, and gates
/// that hold responses and refreshes until the test lets them go.
actor FakeAuthServer {
  private(set) var requestsByToken: [String: Int] = [:]
  private(set) var refreshCount = 0
  private(set) var invalidGrants = 0
  private(set) var isFamilyRevoked = false
  private var validAccessTokens: Set<String>
  private var currentRefreshToken: String
  private var usedRefreshTokens: Set<String> = []
  private var issued = 0
  private var scriptedRefreshFailures: [any Error] = []
  private var rejectsEveryToken = false
  private let refreshGate = Gate()
  private var areHeldRefreshesCancellable = true
  private var revokesFamilyOnReuse = true
  private var expiresIn: Duration? = .seconds(3600)
  private var heldResponses: (token: String, count: Int)?
  private var heldRequests: [CheckedContinuation<Void, Never>] = []

  /// A server that accepts `validAccessTokens` and expects `r0` at the token endpoint.
  init(validAccessTokens: Set<String> = []) {
    self.validAccessTokens = validAccessTokens
    currentRefreshToken = "r0"
  }

  var totalRequests: Int { requestsByToken.values.reduce(0, +) }

  func requests(with token: String) -> Int { requestsByToken[token, default: 0] }

  /// Requests with `token` get no answer until `count` of them have arrived: every caller holds
  /// that token before the first one learns it is rejected.
  func holdResponses(untilRequests count: Int, with token: String) {
    heldResponses = (token, count)
  }

  func rejectEveryToken() { rejectsEveryToken = true }

  func revokeAccessTokens() { validAccessTokens = [] }

  /// Refreshes from now on are counted, then wait until `releaseRefreshes()`: the refresh stays
  /// in flight for as long as the test needs. A cancellable held refresh throws
  /// `CancellationError` when its task is cancelled; one that is not answers after the release
  /// anyway, as a token endpoint that has received the request does.
  func holdRefreshes(isCancellable: Bool = true) {
    areHeldRefreshesCancellable = isCancellable
    refreshGate.close()
  }

  /// Lets the held refreshes go on, and those that come later.
  func releaseRefreshes() { refreshGate.open() }

  /// How many refreshes wait for `releaseRefreshes()`.
  nonisolated var heldRefreshes: Int { refreshGate.waiting }

  func setExpiresIn(_ lifetime: Duration?) { expiresIn = lifetime }

  func setRevokesFamilyOnReuse(_ revokes: Bool) { revokesFamilyOnReuse = revokes }

  /// The next refreshes throw these errors, in order, before touching any token.
  func failNextRefreshes(with errors: [any Error]) { scriptedRefreshFailures = errors }

  /// An API request: a 401 unless the token was valid on arrival.
  func request(with token: AccessToken) async throws -> String {
    requestsByToken[token.rawValue, default: 0] += 1
    let isAccepted = !rejectsEveryToken && validAccessTokens.contains(token.rawValue)
    if let held = heldResponses, held.token == token.rawValue {
      if requests(with: held.token) < held.count {
        await withCheckedContinuation { heldRequests.append($0) }
      } else {
        for request in heldRequests { request.resume() }
        heldRequests = []
      }
    }
    guard isAccepted else { throw Unauthorized(token: token.rawValue) }
    return "ok \(token.rawValue)"
  }

  /// The token endpoint: rotates `rN` into `tN+1`/`rN+1`; a reused refresh token is
  /// `invalid_grant` and, by default, revokes the family.
  func refresh(_ refreshToken: RefreshToken) async throws -> Grant {
    refreshCount += 1
    try await refreshGate.pass(isCancellable: areHeldRefreshesCancellable)
    if !scriptedRefreshFailures.isEmpty { throw scriptedRefreshFailures.removeFirst() }
    let token = refreshToken.rawValue
    guard !isFamilyRevoked, token == currentRefreshToken, !usedRefreshTokens.contains(token) else {
      invalidGrants += 1
      if usedRefreshTokens.contains(token), revokesFamilyOnReuse {
        isFamilyRevoked = true
        validAccessTokens = []
      }
      throw TokenEndpointError.invalidGrant
    }
    usedRefreshTokens.insert(token)
    issued += 1
    validAccessTokens = ["t\(issued)"]
    currentRefreshToken = "r\(issued)"
    return Grant(
      accessToken: AccessToken("t\(issued)"), refreshToken: RefreshToken("r\(issued)"),
      expiresIn: expiresIn)
  }
}
