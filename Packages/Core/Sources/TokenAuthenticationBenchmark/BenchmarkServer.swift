import Foundation
import TokenAuthentication

/// The API's 401.
struct Unauthorized: Error {}

/// A token server for the storm: rejects `t0`, accepts every token it issued, and answers a
/// refresh after a fixed latency.
actor BenchmarkServer {
  private(set) var refreshCount = 0
  private(set) var requestCount = 0
  private var issued: Set<String> = []
  private let refreshLatency: Duration

  init(refreshLatency: Duration) {
    self.refreshLatency = refreshLatency
  }

  func request(with token: AccessToken) throws -> Int {
    requestCount += 1
    guard issued.contains(token.rawValue) else { throw Unauthorized() }
    return 1
  }

  func refresh(_ refreshToken: RefreshToken) async throws -> Credential {
    refreshCount += 1
    try await Task.sleep(for: refreshLatency)
    let token = "t\(refreshCount)-\(issued.count + 1)"
    issued.insert(token)
    return Credential(
      accessToken: AccessToken(token), refreshToken: refreshToken,
      expiresAt: Date().addingTimeInterval(3600))
  }
}
