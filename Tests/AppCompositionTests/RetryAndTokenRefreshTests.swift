import APIClient
import APIClientImplementation
import DataStore
import Entity
import Foundation
import HTTPTypes
import Repository
import RepositoryImplementation
import Synchronization
import Testing
import TokenAuthentication

/// The retrying transport under the token wrapper, stacked as `AppDependencies.live` stacks
/// them (transport, retries, API client, `AccountAccess`): a 503 is retried below the wrapper
/// and never triggers a refresh, a 401 is left to the wrapper, and a POST is sent once.
@Suite("Retries and the token wrapper")
struct RetryAndTokenRefreshTests {
  private static let now = Date(timeIntervalSince1970: 1_800_000_000)

  private static let profileJSON = #"""
    {"id": "u-1", "display_name": "Ada Lovelace", "email": "ada@example.com",
     "phone_number": "+819011112222", "onboarding_step": "done"}
    """#

  private static let pairJSON = #"""
    {"access_token": "at-1", "refresh_token": "rt-1", "token_type": "Bearer", "expires_in": 900}
    """#

  private static let invalidToken = HTTPResponse(
    status: .unauthorized,
    body: Data(#"{"error": {"code": "invalid_token", "message": "Expired."}}"#.utf8))

  /// The profile repository over `transport` with retries, and the credential store it uses.
  private static func makeProfiles(
    over transport: ScriptedTransport
  ) -> (any ProfileRepository, InMemoryCredentialStore) {
    let store = InMemoryCredentialStore(
      Credential(
        accessToken: AccessToken("at-0"), refreshToken: RefreshToken("rt-0"),
        expiresAt: now.addingTimeInterval(600)))
    let retrying = RetryingTransport(
      base: transport,
      policy: RetryPolicy(
        timeout: nil, random: { 0.5 }, now: { now }, monotonicNow: { .zero }, sleep: { _ in }))
    let session = AccountAccess(
      api: LiveConferenceAPIClient(transport: retrying), store: store, refreshLock: nil,
      policy: TokenAuthenticationPolicy(now: { now }, monotonicNow: { .zero }))
    return (ProfileRepositoryImplementation(session: session), store)
  }

  @Test("a 503 is retried by the transport and a 401 once by the wrapper, after one refresh")
  func oneRefreshAndOneRetryEach() async throws {
    let transport = ScriptedTransport([
      HTTPResponse(status: .serviceUnavailable), Self.invalidToken,
      HTTPResponse(status: .ok, body: Data(Self.pairJSON.utf8)),
      HTTPResponse(status: HTTPStatus(rawValue: 502)),
      HTTPResponse(status: .ok, body: Data(Self.profileJSON.utf8)),
    ])
    let (profiles, store) = Self.makeProfiles(over: transport)

    let profile = try await profiles.profile().value

    #expect(
      profile
        == ProfileEntity(
          id: "u-1", displayName: "Ada Lovelace", email: "ada@example.com",
          phoneNumber: "+819011112222", onboardingStep: "done"))
    #expect(
      transport.sent == [
        "GET /v1/me at-0", "GET /v1/me at-0", "POST /v1/auth/refresh", "GET /v1/me at-1",
        "GET /v1/me at-1",
      ])
    #expect(store.load()?.refreshToken == RefreshToken("rt-1"))
  }

  @Test("a refresh answered 503 is not sent again: the call fails with one refresh")
  func theRefreshIsNeverRetried() async throws {
    let transport = ScriptedTransport([
      Self.invalidToken, HTTPResponse(status: .serviceUnavailable),
    ])
    let (profiles, store) = Self.makeProfiles(over: transport)

    await #expect(
      throws: RepositoryError.serverFailure(
        reason: "HTTP 503 http_503: the server answered 503 Service Unavailable without an "
          + "error description")
    ) {
      try await profiles.profile()
    }
    #expect(transport.sent == ["GET /v1/me at-0", "POST /v1/auth/refresh"])
    #expect(store.load()?.refreshToken == RefreshToken("rt-0"))
  }
}

/// A transport answering with a script, recording each request as `METHOD /path token`.
private final class ScriptedTransport: HTTPTransport {
  private let answers: Mutex<[HTTPResponse]>
  private let requests = Mutex<[String]>([])

  init(_ answers: [HTTPResponse]) {
    self.answers = Mutex(answers)
  }

  /// The requests so far, with the bearer token when there is one.
  var sent: [String] {
    requests.withLock { $0 }
  }

  func send(_ request: HTTPRequest) async throws(APIClientError) -> HTTPResponse {
    let line = ["\(request.method) \(request.path)", request.bearerToken].compactMap { $0 }
    requests.withLock { $0.append(line.joined(separator: " ")) }
    guard let answer = answers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
      Issue.record("unexpected request \(request)")
      throw .invalidRequest(reason: "not in the script")
    }
    return answer
  }
}

/// A credential store in memory.
private final class InMemoryCredentialStore: CredentialStore {
  typealias Failure = CredentialStoreError

  private let credential: Mutex<Credential?>

  init(_ credential: Credential?) {
    self.credential = Mutex(credential)
  }

  func load() -> Credential? { credential.withLock { $0 } }

  func save(_ credential: Credential) { self.credential.withLock { $0 = credential } }

  func clear() { credential.withLock { $0 = nil } }
}
