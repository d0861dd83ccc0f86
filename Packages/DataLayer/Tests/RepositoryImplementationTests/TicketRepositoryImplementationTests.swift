import APIClient
import DataStore
import Entity
import Foundation
import Repository
import Testing
import TokenAuthentication

@testable import RepositoryImplementation

struct TicketRepositoryImplementationTests {
  private static let ticket = TicketEntity(
    id: "T-0001", kind: "general", status: "valid", issuedAt: "2027-02-01T10:00:00+09:00",
    checkedInAt: nil)
  private static let checkedIn = TicketEntity(
    id: "T-0001", kind: "general", status: "checked_in", issuedAt: "2027-02-01T10:00:00+09:00",
    checkedInAt: "2027-03-10T09:05:00+09:00")

  /// One method of the repository, so that a test can make each of them.
  enum Call: CaseIterable, Sendable {
    case tickets
    case purchase
    case checkIn

    /// The request the fake API logs for this call made with `token`.
    func request(with token: String) -> String {
      switch self {
      case .tickets: "tickets(\(token))"
      case .purchase: "purchaseTicket(general, \(token))"
      case .checkIn: "checkIn(T-0001, \(token))"
      }
    }

    /// A ticket API whose endpoint for this call logs each request in `log` and answers with
    /// `answer` for the token it was sent with; its other endpoints fail loudly.
    func api(
      log: CallLog,
      answer: @escaping @Sendable (String) async throws(APIClientError) -> TicketEntity
    ) -> FakeTicketAPIClient {
      var api = FakeTicketAPIClient()
      switch self {
      case .tickets:
        api.tickets = { token throws(APIClientError) in
          log.record(request(with: token))
          return TicketListEntity(tickets: [try await answer(token)])
        }
      case .purchase:
        api.purchaseTicket = { kind, token throws(APIClientError) in
          log.record("purchaseTicket(\(kind), \(token))")
          return try await answer(token)
        }
      case .checkIn:
        api.checkIn = { id, token throws(APIClientError) in
          log.record("checkIn(\(id), \(token))")
          return try await answer(token)
        }
      }
      return api
    }

    /// Makes this call on `repository` and returns the tickets it answered.
    func make(
      on repository: TicketRepositoryImplementation
    ) async throws(RepositoryError) -> [TicketEntity] {
      switch self {
      case .tickets: try await repository.tickets().value
      case .purchase: [try await repository.purchaseTicket(kind: "general")]
      case .checkIn: [try await repository.checkIn(ticketID: "T-0001")]
      }
    }
  }

  /// A repository over `api`, with the stored `credential` and the account API `accounts`
  /// (which fails loudly unless the test sets its refresh).
  private static func makeRepository(
    api: FakeTicketAPIClient, credential: Credential? = Accounts.valid,
    accounts: FakeAccountAPIClient = FakeAccountAPIClient()
  ) -> TicketRepositoryImplementation {
    TicketRepositoryImplementation(
      api: api,
      session: Accounts.session(
        api: accounts, store: InMemoryCredentialStore(credential: credential)))
  }

  /// An account API whose token endpoint logs the refresh in `log` and then answers with
  /// generation 1, or throws `failure` when given.
  private static func tokenEndpoint(
    log: CallLog, failing failure: APIClientError? = nil
  ) -> FakeAccountAPIClient {
    var accounts = FakeAccountAPIClient()
    accounts.refresh = { token throws(APIClientError) in
      log.record("refresh(\(token))")
      if let failure { throw failure }
      return Accounts.pair(1)
    }
    return accounts
  }

  @Test func theTicketsAreFetchedWithTheStoredToken() async throws {
    let log = CallLog()
    var api = FakeTicketAPIClient()
    api.tickets = { token throws(APIClientError) in
      log.record("tickets(\(token))")
      return TicketListEntity(tickets: [Self.checkedIn])
    }

    #expect(
      try await Self.makeRepository(api: api).tickets()
        == Fetched(value: [Self.checkedIn], source: .network))
    #expect(log.calls == ["tickets(at-0)"])
  }

  @Test func noTicketIsAnEmptyList() async throws {
    var api = FakeTicketAPIClient()
    api.tickets = { _ throws(APIClientError) in TicketListEntity(tickets: []) }

    #expect(try await Self.makeRepository(api: api).tickets().value == [])
  }

  @Test func theTicketsAsLastFetchedAnswerWhenTheBackendCannotBeReached() async throws {
    try await withTemporaryDirectory { folder in
      let accounts = AccountSnapshotStore(fileURL: folder.appending(path: "account.json"))
      try accounts.save(
        AccountSnapshot(profile: Accounts.profile, loggedInAt: nil, savedAt: Accounts.now))
      var api = FakeTicketAPIClient()
      api.tickets = { _ throws(APIClientError) in TicketListEntity(tickets: [Self.ticket]) }
      api.checkIn = { _, _ throws(APIClientError) in Self.checkedIn }
      let session = AccountAccess(
        api: FakeAccountAPIClient(), store: InMemoryCredentialStore(credential: Accounts.valid),
        refreshLock: nil, policy: Accounts.policy, accounts: accounts)
      let online = TicketRepositoryImplementation(api: api, session: session)
      #expect(try await online.tickets().source == .network)
      _ = try await online.checkIn(ticketID: "T-0001")

      var down = FakeTicketAPIClient()
      down.tickets = { _ throws(APIClientError) in throw Accounts.down }
      let offline = TicketRepositoryImplementation(api: down, session: session)

      // The check-in made online is what the door sees offline.
      #expect(
        try await offline.tickets()
          == Fetched(value: [Self.checkedIn], source: .cache(savedAt: Accounts.now)))
      // Logging out forgets them with the account.
      session.forgetAccount()
      await #expect(
        throws: RepositoryError.offline(reason: "server unreachable: connection refused")
      ) {
        try await offline.tickets()
      }
    }
  }

  @Test func aPurchaseSendsTheKindOnceAndReturnsTheNewTicket() async throws {
    let log = CallLog()
    let api = Call.purchase.api(log: log) { _ throws(APIClientError) in Self.ticket }

    #expect(try await Self.makeRepository(api: api).purchaseTicket(kind: "general") == Self.ticket)
    #expect(log.calls == ["purchaseTicket(general, at-0)"])
  }

  @Test func aCheckInSendsTheTicketOnceAndReturnsItCheckedIn() async throws {
    let log = CallLog()
    let api = Call.checkIn.api(log: log) { _ throws(APIClientError) in Self.checkedIn }

    #expect(try await Self.makeRepository(api: api).checkIn(ticketID: "T-0001") == Self.checkedIn)
    #expect(log.calls == ["checkIn(T-0001, at-0)"])
  }

  @Test(arguments: Call.allCases)
  func withoutALoginNothingIsSent(call: Call) async {
    let repository = Self.makeRepository(api: FakeTicketAPIClient(), credential: nil)

    await #expect(throws: RepositoryError.notAuthenticated) { try await call.make(on: repository) }
  }

  @Test(arguments: Call.allCases)
  func anExpiredLoginThatCannotBeRenewedSendsNothing(call: Call) async {
    let log = CallLog()
    let repository = Self.makeRepository(
      api: FakeTicketAPIClient(), credential: Accounts.expired,
      accounts: Self.tokenEndpoint(log: log, failing: Accounts.apiError(401, "invalid_grant")))

    await #expect(throws: RepositoryError.loginExpired) { try await call.make(on: repository) }
    #expect(log.calls == ["refresh(rt-0)"])
  }

  /// The backend answers 401 `invalid_token` before it does anything, so sending a purchase or
  /// a check-in again with the renewed token cannot make it twice.
  @Test(arguments: Call.allCases)
  func aRefusedTokenIsRenewedAndTheCallSentOnceMoreWithTheNewOne(call: Call) async throws {
    let log = CallLog()
    let api = call.api(log: log) { token throws(APIClientError) in
      guard token == "at-1" else { throw Accounts.apiError(401, "invalid_token") }
      return call == .checkIn ? Self.checkedIn : Self.ticket
    }
    let repository = Self.makeRepository(api: api, accounts: Self.tokenEndpoint(log: log))

    #expect(
      try await call.make(on: repository) == [call == .checkIn ? Self.checkedIn : Self.ticket])
    #expect(log.calls == [call.request(with: "at-0"), "refresh(rt-0)", call.request(with: "at-1")])
  }

  @Test(arguments: Call.allCases)
  func aTokenRefusedAgainAfterTheRenewalIsFinal(call: Call) async {
    let log = CallLog()
    let api = call.api(log: log) { _ throws(APIClientError) in
      throw Accounts.apiError(401, "invalid_token")
    }
    let repository = Self.makeRepository(api: api, accounts: Self.tokenEndpoint(log: log))

    await #expect(
      throws: RepositoryError.rejected(.accessToken)
    ) {
      try await call.make(on: repository)
    }
    #expect(log.calls == [call.request(with: "at-0"), "refresh(rt-0)", call.request(with: "at-1")])
  }

  @Test(arguments: Call.allCases)
  func aRefusedTokenWhoseRenewalIsRefusedEndsTheSession(call: Call) async {
    let log = CallLog()
    let api = call.api(log: log) { _ throws(APIClientError) in
      throw Accounts.apiError(401, "invalid_token")
    }
    let repository = Self.makeRepository(
      api: api,
      accounts: Self.tokenEndpoint(log: log, failing: Accounts.apiError(401, "invalid_grant")))

    await #expect(throws: RepositoryError.loginExpired) { try await call.make(on: repository) }
    #expect(log.calls == [call.request(with: "at-0"), "refresh(rt-0)"])
  }

  /// A purchase or check-in that got no answer may have been made: it is never sent again.
  @Test(
    arguments: Call.allCases,
    [
      (Accounts.down, RepositoryError.offline(reason: "server unreachable: connection refused")),
      (.timedOut, .offline(reason: "the server did not answer in time")),
      (.cancelled, .cancelled),
      (
        .invalidResponse(reason: "not HTTP"),
        .serverFailure(reason: "invalid response: not HTTP")
      ),
      (
        .api(APIError(status: 503, code: "unavailable", message: "Try later.")),
        .serverFailure(reason: "HTTP 503 unavailable: Try later.")
      ),
      (
        .decoding(reason: "missing field `id`"),
        .unreadableResponse(reason: "missing field `id`")
      ),
      (
        .unknownEndpoint(request: "POST http://h/v1/me/tickets"),
        .unknownEndpoint(request: "POST http://h/v1/me/tickets")
      ),
    ] as [(APIClientError, RepositoryError)]
  )
  func aFailedCallIsSentOnceAndReportedAsAnyBackendCall(
    call: Call, failure: (APIClientError, RepositoryError)
  ) async {
    let log = CallLog()
    let api = call.api(log: log) { _ throws(APIClientError) in throw failure.0 }

    await #expect(throws: failure.1) { try await call.make(on: Self.makeRepository(api: api)) }
    #expect(log.calls == [call.request(with: "at-0")])
  }

  @Test(arguments: [
    (
      Accounts.apiError(409, "already_owned"),
      RepositoryError.rejected(.alreadyOwned)
    ),
    (Accounts.apiError(409, "sold_out"), .rejected(.soldOut)),
    (
      Accounts.apiError(403, "sales_closed"),
      .rejected(.salesClosed)
    ),
    (
      Accounts.apiError(400, "bad_request"),
      .rejected(.other(reason: "(400 bad_request): No."))
    ),
  ])
  func aPurchaseTheBackendRefusesIsRejectedWithItsCode(
    failure: APIClientError, expected: RepositoryError
  ) async {
    let log = CallLog()
    let api = Call.purchase.api(log: log) { _ throws(APIClientError) in throw failure }

    await #expect(throws: expected) {
      try await Self.makeRepository(api: api).purchaseTicket(kind: "general")
    }
    #expect(log.calls == ["purchaseTicket(general, at-0)"])
  }

  @Test(arguments: [
    (
      Accounts.apiError(409, "already_checked_in"),
      RepositoryError.rejected(.alreadyCheckedIn)
    ),
    (
      .api(
        APIError(
          status: 403, code: "check_in_not_open", message: "Not yet.",
          opensAt: "2027-03-10T09:00:00+09:00")),
      .notYetOpen(opensAt: "2027-03-10T09:00:00+09:00")
    ),
    (
      Accounts.apiError(403, "check_in_not_open"),
      .rejected(.checkInClosed)
    ),
    (Accounts.apiError(404, "ticket_not_found"), .notFound(.ticket)),
    (
      .encoding(reason: "the id `a/b` cannot be sent as one path segment"),
      .notFound(.ticket)
    ),
  ])
  func aCheckInTheBackendRefusesIsReportedWithItsCode(
    failure: APIClientError, expected: RepositoryError
  ) async {
    let log = CallLog()
    let api = Call.checkIn.api(log: log) { _ throws(APIClientError) in throw failure }

    await #expect(throws: expected) {
      try await Self.makeRepository(api: api).checkIn(ticketID: "T-0001")
    }
    #expect(log.calls == ["checkIn(T-0001, at-0)"])
  }
}
