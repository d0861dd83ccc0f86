import APIClient
import DataStore
import Entity
import Foundation
import Glibc
import Repository
import RepositoryImplementation
import Testing
import TokenAuthentication

struct AuthenticationRepositoryImplementationTests {
  /// A backend that rotates tokens on refresh and accepts only the newest access token.
  private static func rotatingBackend(log: CallLog, current: String = "at-1")
    -> FakeAccountAPIClient
  {
    var api = FakeAccountAPIClient()
    api.refresh = { token throws(APIClientError) in
      log.record("refresh(\(token))")
      return Accounts.pair(1)
    }
    api.profile = { token throws(APIClientError) in
      log.record("profile(\(token))")
      guard token == current else { throw Accounts.apiError(401, "invalid_token") }
      return Accounts.profile
    }
    return api
  }

  /// A vault in `folder` holding `credential`, with its file set to `mode`.
  private static func vault(
    in folder: URL, holding credential: Credential, mode: mode_t = 0o600
  ) throws -> CredentialVault {
    let vault = CredentialVault(fileURL: folder.appending(path: "credentials"))
    try vault.save(credential)
    chmod(vault.fileURL.path, mode)
    return vault
  }

  @Test func logInStoresTheSession() async throws {
    let log = CallLog()
    var api = FakeAccountAPIClient()
    api.logIn = { email, password throws(APIClientError) in
      log.record("logIn(\(email), \(password))")
      return Accounts.pair(1)
    }
    let store = InMemoryCredentialStore()
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: api, store: store))

    try await repository.logIn(email: "ada@example.com", password: "analytical-engine")

    #expect(log.calls == ["logIn(ada@example.com, analytical-engine)"])
    #expect(store.load() == Accounts.credential(1, expiresAt: Accounts.now + 900))
    #expect(
      try await repository.sessionStatus()
        == .loggedIn(accessTokenExpiresAt: Accounts.now + 900))
  }

  @Test(arguments: [
    (Accounts.apiError(401, "invalid_credentials"), RepositoryError.invalidCredentials),
    (
      Accounts.down,
      .offline(reason: "server unreachable: connection refused")
    ),
    (
      Accounts.apiError(400, "bad_request"),
      .rejected(.other(reason: "(400 bad_request): No."))
    ),
    (.cancelled, .cancelled),
    (
      .decoding(reason: "missing field `access_token`"),
      .unreadableResponse(reason: "missing field `access_token`")
    ),
    (
      .encoding(reason: "the password is not valid UTF-8"),
      .invalidRequest(reason: "the password is not valid UTF-8")
    ),
  ])
  func aFailedLogInStoresNothing(failure: APIClientError, expected: RepositoryError) async {
    var api = FakeAccountAPIClient()
    api.logIn = { _, _ throws(APIClientError) in throw failure }
    let store = InMemoryCredentialStore(credential: Accounts.valid)
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: api, store: store))

    await #expect(throws: expected) {
      try await repository.logIn(email: "ada@example.com", password: "wrong")
    }
    #expect(store.load() == Accounts.valid)
  }

  @Test func aSessionTheVaultCannotStoreIsRevokedAndForgotten() async throws {
    try await withTemporaryDirectory { folder in
      let log = CallLog()
      var api = FakeAccountAPIClient()
      api.logIn = { _, _ throws(APIClientError) in Accounts.pair(1) }
      api.logOut = { token throws(APIClientError) in log.record("logOut(\(token))") }
      chmod(folder.path, 0o777)
      let vault = CredentialVault(fileURL: folder.appending(path: "credentials"))
      let repository = AuthenticationRepositoryImplementation(
        session: Accounts.session(api: api, store: vault))

      await #expect(
        throws: RepositoryError.credentialsRefused(
          reason: CredentialStoreError.folderWritableByOthers(path: folder.path, mode: 0o777)
            .description)
      ) {
        try await repository.logIn(email: "ada@example.com", password: "analytical-engine")
      }
      #expect(log.calls == ["logOut(at-1)"])
      chmod(folder.path, 0o700)
      let status = try await repository.sessionStatus()
      #expect(status == .loggedOut)
    }
  }

  @Test func aSessionWithAnUnexpectedTokenTypeIsRevokedAndNotStored() async {
    let log = CallLog()
    var api = FakeAccountAPIClient()
    api.logIn = { _, _ throws(APIClientError) in
      TokenPairEntity(
        accessToken: "at-1", refreshToken: "rt-1", tokenType: "MAC", expiresIn: 900)
    }
    api.logOut = { token throws(APIClientError) in log.record("logOut(\(token))") }
    let store = InMemoryCredentialStore()
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: api, store: store))

    await #expect(
      throws: RepositoryError.serverFailure(
        reason: "unexpected token type `MAC` (expected Bearer)")
    ) {
      try await repository.logIn(email: "ada@example.com", password: "analytical-engine")
    }
    #expect(log.calls == ["logOut(at-1)"])
    #expect(store.load() == nil)
  }

  @Test func logOutRevokesTheSessionAndClearsTheStore() async throws {
    let log = CallLog()
    var api = FakeAccountAPIClient()
    api.logOut = { token throws(APIClientError) in log.record("logOut(\(token))") }
    let store = InMemoryCredentialStore(credential: Accounts.valid)
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: api, store: store))

    try await repository.logOut()

    #expect(log.calls == ["logOut(at-0)"])
    #expect(store.load() == nil)
    #expect(try await repository.sessionStatus() == .loggedOut)
  }

  @Test(arguments: [Accounts.down, Accounts.apiError(503, "unavailable")])
  func logOutClearsTheStoreEvenWhenTheBackendIsDown(failure: APIClientError) async throws {
    var api = FakeAccountAPIClient()
    api.logOut = { _ throws(APIClientError) in throw failure }
    let store = InMemoryCredentialStore(credential: Accounts.valid)
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: api, store: store))

    try await repository.logOut()

    #expect(store.load() == nil)
  }

  @Test func logOutRemovesARefusedFileWithoutCallingTheBackend() async throws {
    try await withTemporaryDirectory { folder in
      let vault = try Self.vault(in: folder, holding: Accounts.valid, mode: 0o644)
      let repository = AuthenticationRepositoryImplementation(
        session: Accounts.session(api: FakeAccountAPIClient(), store: vault))

      try await repository.logOut()

      let status = try await repository.sessionStatus()
      #expect(!FileManager.default.fileExists(atPath: vault.fileURL.path))
      #expect(status == .loggedOut)
    }
  }

  @Test func aRefusedVaultIsReportedWithItsAdvice() async throws {
    try await withTemporaryDirectory { folder in
      let vault = try Self.vault(in: folder, holding: Accounts.valid, mode: 0o644)
      let repository = AuthenticationRepositoryImplementation(
        session: Accounts.session(api: FakeAccountAPIClient(), store: vault))
      let refused = RepositoryError.credentialsRefused(
        reason: "Credential file at \(vault.fileURL.path) is readable by others (mode 0644). "
          + "Run: chmod 600 \(vault.fileURL.path) (and conf logout if someone else may have read it)"
      )

      await #expect(throws: refused) { try await repository.sessionStatus() }
      await #expect(throws: refused) { try await repository.restoreSession() }
    }
  }

  @Test func restoringWithNothingStoredIsNotAuthenticated() async throws {
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: FakeAccountAPIClient(), store: InMemoryCredentialStore()))

    #expect(try await repository.sessionStatus() == .loggedOut)
    await #expect(throws: RepositoryError.notAuthenticated) {
      try await repository.restoreSession()
    }
  }

  @Test func restoringAValidSessionFetchesTheProfile() async throws {
    let log = CallLog()
    let store = InMemoryCredentialStore(credential: Accounts.valid)
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: Self.rotatingBackend(log: log, current: "at-0"), store: store))

    #expect(try await repository.restoreSession() == Accounts.profile)
    #expect(log.calls == ["profile(at-0)"])
  }

  @Test func anExpiredAccessTokenIsRefreshedOnceBeforeTheCall() async throws {
    let log = CallLog()
    let store = InMemoryCredentialStore(credential: Accounts.expired)
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: Self.rotatingBackend(log: log), store: store))

    #expect(try await repository.restoreSession() == Accounts.profile)
    #expect(log.calls == ["refresh(rt-0)", "profile(at-1)"])
    #expect(store.load() == Accounts.credential(1, expiresAt: Accounts.now + 900))
  }

  @Test func aRejectedAccessTokenIsRefreshedOnceAndTheCallRetried() async throws {
    let log = CallLog()
    let store = InMemoryCredentialStore(credential: Accounts.valid)
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: Self.rotatingBackend(log: log), store: store))

    #expect(try await repository.restoreSession() == Accounts.profile)
    #expect(log.calls == ["profile(at-0)", "refresh(rt-0)", "profile(at-1)"])
  }

  @Test(arguments: [
    Accounts.apiError(401, "invalid_grant"), Accounts.apiError(400, "invalid_grant"),
    Accounts.apiError(400, "bad_request"),
  ])
  func aDeadRefreshTokenExpiresTheSessionAndClearsTheStore(failure: APIClientError) async {
    var api = FakeAccountAPIClient()
    api.refresh = { _ throws(APIClientError) in throw failure }
    let store = InMemoryCredentialStore(credential: Accounts.expired)
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: api, store: store))

    await #expect(throws: RepositoryError.loginExpired) {
      try await repository.restoreSession()
    }
    #expect(store.load() == nil)
  }

  @Test func anUnreachableTokenEndpointKeepsTheSession() async {
    var api = FakeAccountAPIClient()
    api.refresh = { _ throws(APIClientError) in throw Accounts.down }
    let store = InMemoryCredentialStore(credential: Accounts.expired)
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(api: api, store: store))

    await #expect(throws: RepositoryError.offline(reason: "server unreachable: connection refused"))
    {
      try await repository.restoreSession()
    }
    #expect(store.load() == Accounts.expired)
  }

  @Test func aTokenRejectedAgainAfterARefreshIsNotRetriedForever() async {
    let log = CallLog()
    var api = Self.rotatingBackend(log: log, current: "none")
    api.refresh = { token throws(APIClientError) in
      log.record("refresh(\(token))")
      return Accounts.pair(1)
    }
    let repository = AuthenticationRepositoryImplementation(
      session: Accounts.session(
        api: api, store: InMemoryCredentialStore(credential: Accounts.valid)))

    await #expect(
      throws: RepositoryError.rejected(.accessToken)
    ) {
      try await repository.restoreSession()
    }
    #expect(log.calls == ["profile(at-0)", "refresh(rt-0)", "profile(at-1)"])
  }
}

extension AuthenticationRepositoryImplementationTests {
  @Test func theProfileOfALoginIsKeptForWhenTheBackendCannotBeReached() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeAccountAPIClient()
      api.logIn = { _, _ throws(APIClientError) in Accounts.pair(1) }
      api.profile = { _ throws(APIClientError) in Accounts.profile }
      api.logOut = { _ throws(APIClientError) in }
      let accounts = AccountSnapshotStore(fileURL: folder.appending(path: "account.json"))
      let session = AccountAccess(
        api: api, store: InMemoryCredentialStore(), refreshLock: nil, policy: Accounts.policy,
        accounts: accounts)
      let repository = AuthenticationRepositoryImplementation(session: session)

      try await repository.logIn(email: "ada@example.com", password: "analytical-engine")
      _ = try await repository.restoreSession()

      let kept = StoredAccount(
        profile: Accounts.profile, loggedInAt: Accounts.now, confirmedAt: Accounts.now)
      #expect(
        try await repository.sessionStatus()
          == .loggedIn(accessTokenExpiresAt: Accounts.now + 900, account: kept))

      try await repository.logOut()
      #expect(try accounts.load() == nil)
    }
  }

  @Test func aLaterCheckKeepsTheLoginTimeAndAnOlderLoginHasNone() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeAccountAPIClient()
      api.profile = { _ throws(APIClientError) in Accounts.profile }
      let accounts = AccountSnapshotStore(fileURL: folder.appending(path: "account.json"))
      let store = InMemoryCredentialStore()
      store.save(Accounts.valid)
      let session = AccountAccess(
        api: api, store: store, refreshLock: nil, policy: Accounts.policy, accounts: accounts)
      let repository = AuthenticationRepositoryImplementation(session: session)

      _ = try await repository.restoreSession()
      #expect(try accounts.load()?.loggedInAt == nil)

      let earlier = Accounts.now - 3_600
      try accounts.save(
        AccountSnapshot(profile: Accounts.profile, loggedInAt: earlier, savedAt: earlier))
      _ = try await ProfileRepositoryImplementation(session: session).profile()
      #expect(try accounts.load()?.loggedInAt == earlier)
      #expect(try accounts.load()?.savedAt == Accounts.now)
    }
  }
}
