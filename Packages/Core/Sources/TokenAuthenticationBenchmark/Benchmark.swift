import Foundation
import TokenAuthentication

/// The two measurements and their Markdown report.
enum Benchmark {
  static let fastPathCalls = 100_000
  static let fastPathRounds = 9
  static let stormCallers = 1000
  static let refreshLatency = Duration.milliseconds(20)

  /// Runs every measurement and renders the report.
  static func run() async -> String {
    let fastPath = await measureFastPath()
    let coordinated = await measureStorm(using: .coordinated)
    let naive = await measureStorm(using: .naive)
    let overhead = fastPath.wrapped - fastPath.direct
    return """
      ## Fast path (\(fastPathCalls) calls, median of \(fastPathRounds) rounds)

      | | ns per call |
      |---|---:|
      | body called directly | \(format(fastPath.direct)) |
      | body through `authenticated` | \(format(fastPath.wrapped)) |
      | overhead | \(format(overhead)) |
      | ratio | \(format(fastPath.wrapped / fastPath.direct))× |

      ## \(stormCallers) concurrent callers on an expired token (refresh takes \
      \(format(nanoseconds(refreshLatency) / 1e6)) ms)

      | wrapper | wall time (ms) | refreshes | API requests | succeeded |
      |---|---:|---:|---:|---:|
      \(row("TokenAuthenticator", coordinated))
      \(row("naive (refresh per caller)", naive))
      """
  }

  /// Median nanoseconds per call of a no-op body, direct and wrapped.
  private static func measureFastPath() async -> (direct: Double, wrapped: Double) {
    let store = InMemoryCredentialStore(
      credential: Credential(
        accessToken: AccessToken("t0"),
        refreshToken: RefreshToken("r0"),
        expiresAt: Date().addingTimeInterval(3600)))
    let authenticator = TokenAuthenticator(
      store: store,
      isInvalidToken: { _ in false },
      isTerminalRefreshError: { _ in false },
      refresh: { _ in throw CancellationError() }
    )
    var sink = (try? await authenticator.authenticated(noopBody)) ?? 0
    let token = AccessToken("t0")
    var direct: [Double] = []
    var wrapped: [Double] = []
    for _ in 0..<fastPathRounds {
      let directStart = ContinuousClock.now
      for _ in 0..<fastPathCalls { sink &+= await noopBody(token) }
      direct.append(nanoseconds(ContinuousClock.now - directStart) / Double(fastPathCalls))
      let wrappedStart = ContinuousClock.now
      for _ in 0..<fastPathCalls {
        sink &+= (try? await authenticator.authenticated(noopBody)) ?? 0
      }
      wrapped.append(nanoseconds(ContinuousClock.now - wrappedStart) / Double(fastPathCalls))
    }
    if sink == 42 { print("") }
    return (median(direct), median(wrapped))
  }

  private static func measureStorm(using kind: StormWrapper.Kind) async -> StormResult {
    let server = BenchmarkServer(refreshLatency: refreshLatency)
    let wrapper = StormWrapper(kind: kind, server: server)
    let start = ContinuousClock.now
    let succeeded = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<stormCallers {
        group.addTask {
          (try? await wrapper.authenticated { try await server.request(with: $0) }) != nil
        }
      }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    let elapsed = ContinuousClock.now - start
    return StormResult(
      milliseconds: nanoseconds(elapsed) / 1e6,
      refreshes: await server.refreshCount,
      requests: await server.requestCount,
      succeeded: succeeded)
  }

  private static func row(_ name: String, _ result: StormResult) -> String {
    "| \(name) | \(format(result.milliseconds)) | \(result.refreshes) | \(result.requests) "
      + "| \(result.succeeded)/\(stormCallers) |"
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  private static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}

/// The no-op body: kept out of line so the direct loop measures a real call.
@inline(never)
func noopBody(_ token: AccessToken) async -> Int {
  token.rawValue.utf8.count
}

/// One storm's outcome.
struct StormResult {
  let milliseconds: Double
  let refreshes: Int
  let requests: Int
  let succeeded: Int
}
