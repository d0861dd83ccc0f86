import Foundation
import Synchronization
import Testing

@testable import TokenAuthentication

/// An HTTP failure that is not an invalid token.
struct HTTPStatusError: Error, Equatable {
  let status: Int
}

/// An error with identity, to prove the wrapper rethrows the very same instance.
final class ReferenceError: Error {}

/// The errors B16 feeds through the wrapper.
enum NonAuthenticationFailure: String, CaseIterable, Sendable {
  case timedOut
  case forbidden
  case serverError
  case cancelled

  var error: any Error {
    switch self {
    case .timedOut: URLError(.timedOut)
    case .forbidden: HTTPStatusError(status: 403)
    case .serverError: HTTPStatusError(status: 500)
    case .cancelled: CancellationError()
    }
  }
}

/// Builds numbered requests, as a URL and body builder with state would.
final class RequestBuilder: Sendable {
  private let built = Mutex<[String]>([])

  func build(with token: AccessToken) -> String {
    built.withLock {
      $0.append("request \($0.count + 1) with \(token.rawValue)")
      return $0[$0.count - 1]
    }
  }

  var requests: [String] { built.withLock { $0 } }
}

@Suite("Per-call retry")
struct TokenAuthenticatorRetryTests {
  @Test("B6 per-call bound: at most 1 refresh and 2 body runs")
  func perCallBound() async throws {
    let harness = Harness()
    await harness.server.rejectEveryToken()
    let record = CallRecord()

    let error = await capture { try await harness.call(record) }.error

    #expect(record.tokens == [token("t0"), token("t1")])
    #expect(await harness.server.refreshCount == 1)
    #expect(
      error as? TokenAuthenticationError
        == .invalidToken(error: Unauthorized(token: "t1"), originalError: Unauthorized(token: "t0"))
    )
  }

  @Test("B16 non-auth errors are rethrown unchanged", arguments: NonAuthenticationFailure.allCases)
  func nonAuthenticationErrorsUntouched(_ failure: NonAuthenticationFailure) async throws {
    let harness = Harness(validAccessTokens: ["t0"])
    let record = CallRecord()

    let error = await capture {
      try await harness.authenticator.authenticated { token in
        record.append(token)
        throw failure.error
      }
    }.error

    switch failure {
    case .timedOut: #expect((error as? URLError)?.code == .timedOut)
    case .forbidden: #expect(error as? HTTPStatusError == HTTPStatusError(status: 403))
    case .serverError: #expect(error as? HTTPStatusError == HTTPStatusError(status: 500))
    case .cancelled: #expect(error is CancellationError)
    }
    #expect(record.bodyInvocations == 1)
    #expect(await harness.server.refreshCount == 0)
  }

  @Test("B16 a rethrown error keeps its identity")
  func rethrownErrorKeepsIdentity() async throws {
    let harness = Harness(validAccessTokens: ["t0"])
    let thrown = ReferenceError()

    let error = await capture {
      try await harness.authenticator.authenticated { _ in throw thrown }
    }.error

    #expect((error as? ReferenceError) === thrown)
    #expect(await harness.server.refreshCount == 0)
  }

  @Test("B17 the retry rebuilds the whole request with the new token")
  func retryRebuildsRequest() async throws {
    let harness = Harness()
    let builder = RequestBuilder()

    let response = try await harness.authenticator.authenticated { token in
      _ = builder.build(with: token)
      return try await harness.server.request(with: token)
    }

    #expect(response == "ok t1")
    #expect(builder.requests == ["request 1 with t0", "request 2 with t1"])
  }

  @Test("B17 the proactive path builds the request only with the new token")
  func proactivePathBuildsWithNewToken() async throws {
    let harness = Harness(credential: initialCredential(expiresIn: 30), validAccessTokens: ["t0"])
    let builder = RequestBuilder()

    let response = try await harness.authenticator.authenticated { token in
      _ = builder.build(with: token)
      return try await harness.server.request(with: token)
    }

    #expect(response == "ok t1")
    #expect(builder.requests == ["request 1 with t1"])
  }

  @Test("B27 non-idempotent bodies run once", arguments: [true, false])
  func nonIdempotentBodiesRunOnce(refreshesOnFailure: Bool) async throws {
    let harness = Harness(
      policy: TokenAuthenticationPolicy(refreshesWithoutRetry: refreshesOnFailure))
    let record = CallRecord()

    let error = await capture { try await harness.call(record, canRetry: false) }.error

    #expect(error as? Unauthorized == Unauthorized(token: "t0"))
    #expect(record.tokens == [token("t0")])
    #expect(await harness.server.refreshCount == (refreshesOnFailure ? 1 : 0))
    #expect(
      harness.store.load()?.accessToken == (refreshesOnFailure ? token("t1") : token("t0")))
  }
}
