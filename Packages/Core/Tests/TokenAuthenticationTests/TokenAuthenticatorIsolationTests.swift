import Foundation
import Testing

@testable import TokenAuthentication

/// Main-actor presentation state, as a view model holds it.
@MainActor
final class MainActorScreen {
  var title = ""
}

/// Deliberately not `Sendable`: only a body that stays in the caller's isolation may capture it.
final class NonSendableLog {
  var tokens: [AccessToken] = []
}

@Suite("Swift 6 isolation")
struct TokenAuthenticatorIsolationTests {
  @Test("B24 the body runs in the caller's isolation on both attempts")
  @MainActor
  func bodyRunsInCallersIsolation() async throws {
    let harness = Harness()
    let log = NonSendableLog()
    let screen = MainActorScreen()

    let response = try await harness.authenticator.authenticated { token in
      MainActor.assertIsolated()
      log.tokens.append(token)
      screen.title = "loading with \(token.rawValue)"
      return try await harness.server.request(with: token)
    }

    #expect(response == "ok t1")
    #expect(log.tokens == [token("t0"), token("t1")])
    #expect(screen.title == "loading with t1")
  }
}
