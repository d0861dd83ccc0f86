import ConferenceBackend
import Foundation
import HTTPTypes
import Testing

/// `{"session_id", "created_at"}`.
struct BookmarkBody: Decodable, Equatable {
  let sessionId: String
  let createdAt: String
}

/// `{"bookmarks": [...]}`.
struct BookmarksBody: Decodable, Equatable {
  let bookmarks: [BookmarkBody]
}

/// `{"id", "kind", "status", "issued_at", "checked_in_at"}`.
struct TicketBody: Decodable, Equatable {
  let id: String
  let kind: String
  let status: String
  let issuedAt: String
  let checkedInAt: String?
}

/// `{"tickets": [...]}`.
struct TicketsBody: Decodable, Equatable {
  let tickets: [TicketBody]
}

@Suite("Bookmarks, tickets, check-in and analytics, through the API")
struct BookmarksTicketsAnalyticsTests {
  private let clock = TestClock()
  private let backend: ConferenceBackend

  /// 2027-03-10T00:00:00+09:00: check-in opens.
  private static let dayOneStart = Date(timeIntervalSince1970: 1_804_604_400)

  init() throws {
    let clock = self.clock
    backend = try ConferenceBackend(
      configuration: BackendConfiguration(
        databasePath: ":memory:", now: { clock.now }, randomness: .seeded(3)))
  }

  private func token(_ email: String = "ada@example.com", _ password: String = "analytical-engine")
    async throws -> String
  {
    try await backend.logIn(email, password).accessToken
  }

  private func send(
    _ method: HTTPMethod, _ path: String, _ body: String? = nil, token: String?
  ) async -> HTTPResponse {
    var headers: HTTPHeaders = [:]
    if let token { headers["Authorization"] = "Bearer \(token)" }
    if body != nil { headers["Content-Type"] = "application/json" }
    return await backend.handle(
      HTTPRequest(method: method, path: path, headers: headers, body: Data((body ?? "").utf8)))
  }

  @Test("bookmarks: add is idempotent and keeps the first time, remove too, unknown is 404")
  func bookmarks() async throws {
    let token = try await token()
    #expect(await send(.put, "/v1/me/bookmarks/104", token: token).status == .noContent)
    clock.advance(by: 60)
    #expect(await send(.put, "/v1/me/bookmarks/104", token: token).status == .noContent)
    #expect(await send(.put, "/v1/me/bookmarks/201", token: token).status == .noContent)
    let listed = try TestBackend.decode(
      BookmarksBody.self, from: await send(.get, "/v1/me/bookmarks", token: token))
    #expect(
      listed
        == BookmarksBody(bookmarks: [
          BookmarkBody(sessionId: "104", createdAt: "2027-03-09T09:00:00+09:00"),
          BookmarkBody(sessionId: "201", createdAt: "2027-03-09T09:01:00+09:00"),
        ]))
    let unknown = await send(.put, "/v1/me/bookmarks/999", token: token)
    #expect(unknown.status == .notFound)
    #expect(try TestBackend.error(in: unknown).error.code == "session_not_found")
    #expect(await send(.delete, "/v1/me/bookmarks/104", token: token).status == .noContent)
    #expect(await send(.delete, "/v1/me/bookmarks/104", token: token).status == .noContent)
    let after = try TestBackend.decode(
      BookmarksBody.self, from: await send(.get, "/v1/me/bookmarks", token: token))
    #expect(after.bookmarks.map(\.sessionId) == ["201"])
    #expect(await send(.get, "/v1/me/bookmarks", token: nil).status == .unauthorized)
  }

  @Test("bookmarks belong to their account")
  func bookmarksArePrivate() async throws {
    let ada = try await token()
    let newcomer = try await token("new@example.com", "first-day")
    #expect(await send(.put, "/v1/me/bookmarks/104", token: ada).status == .noContent)
    let theirs = try TestBackend.decode(
      BookmarksBody.self, from: await send(.get, "/v1/me/bookmarks", token: newcomer))
    #expect(theirs.bookmarks.isEmpty)
  }

  @Test("tickets: one per account, a second is already_owned, supporter sells out")
  func purchase() async throws {
    let ada = try await token()
    let bought = await send(.post, "/v1/me/tickets", #"{"kind":"supporter"}"#, token: ada)
    #expect(bought.status == .created)
    #expect(
      try TestBackend.decode(TicketBody.self, from: bought)
        == TicketBody(
          id: "T-0001", kind: "supporter", status: "valid",
          issuedAt: "2027-03-09T09:00:00+09:00", checkedInAt: nil))
    let second = await send(.post, "/v1/me/tickets", #"{"kind":"general"}"#, token: ada)
    #expect(second.status == .conflict)
    #expect(try TestBackend.error(in: second).error.code == "already_owned")
    let newcomer = try await token("new@example.com", "first-day")
    let soldOut = await send(.post, "/v1/me/tickets", #"{"kind":"supporter"}"#, token: newcomer)
    #expect(soldOut.status == .conflict)
    #expect(try TestBackend.error(in: soldOut).error.code == "sold_out")
    let unknown = await send(.post, "/v1/me/tickets", #"{"kind":"vip"}"#, token: newcomer)
    #expect(unknown.status == .badRequest)
    let listed = try TestBackend.decode(
      TicketsBody.self, from: await send(.get, "/v1/me/tickets", token: ada))
    #expect(listed.tickets.map(\.id) == ["T-0001"])
  }

  @Test("sales close at the end of the last day")
  func salesClose() async throws {
    clock.advance(by: 4 * 86_400)  // 2027-03-13T09:00:00+09:00
    let late = await send(.post, "/v1/me/tickets", #"{"kind":"general"}"#, token: try await token())
    #expect(late.status == .forbidden)
    #expect(try TestBackend.error(in: late).error.code == "sales_closed")
  }

  @Test("every not-found code the backend answers is one the API's contract documents")
  func notFoundCodesAreTheContracts() async throws {
    let ada = try await token()
    let answers = [
      await backend.handle(try TestBackend.get("/v1/timetable?day=9")),
      await send(.get, "/v1/sessions/999", token: nil),
      await send(.put, "/v1/me/bookmarks/999", token: ada),
      await send(.post, "/v1/me/tickets/T-9999/check-in", token: ada),
    ]
    let codes = Set(try answers.map { try TestBackend.error(in: $0).error.code })
    #expect(codes == ["day_not_found", "session_not_found", "ticket_not_found"])
    #expect(codes.isSubset(of: try OpenAPIContract.notFoundCodes()))
  }

  @Test("check-in: not before day 1 (with opens_at), once, only one's own ticket")
  func checkIn() async throws {
    let ada = try await token()
    let bought = await send(.post, "/v1/me/tickets", #"{"kind":"general"}"#, token: ada)
    let ticket = try TestBackend.decode(TicketBody.self, from: bought)
    let early = await send(.post, "/v1/me/tickets/\(ticket.id)/check-in", token: ada)
    #expect(early.status == .forbidden)
    let body = try JSONSerialization.jsonObject(with: early.body) as? [String: [String: String]]
    #expect(body?["error"]?["code"] == "check_in_not_open")
    #expect(body?["error"]?["opens_at"] == "2027-03-10T00:00:00+09:00")

    clock.advance(by: Self.dayOneStart.timeIntervalSince(clock.now) + 3600)
    let ada2 = try await token()
    let newcomer = try await token("new@example.com", "first-day")
    let notTheirs = await send(.post, "/v1/me/tickets/\(ticket.id)/check-in", token: newcomer)
    #expect(notTheirs.status == .notFound)
    #expect(try TestBackend.error(in: notTheirs).error.code == "ticket_not_found")
    let checkedIn = await send(.post, "/v1/me/tickets/\(ticket.id)/check-in", token: ada2)
    #expect(checkedIn.status == .ok)
    #expect(
      try TestBackend.decode(TicketBody.self, from: checkedIn)
        == TicketBody(
          id: ticket.id, kind: "general", status: "checked_in",
          issuedAt: "2027-03-09T09:00:00+09:00", checkedInAt: "2027-03-10T01:00:00+09:00"))
    let twice = await send(.post, "/v1/me/tickets/\(ticket.id)/check-in", token: ada2)
    #expect(twice.status == .conflict)
    #expect(try TestBackend.error(in: twice).error.code == "already_checked_in")
    let bogus = await send(.post, "/v1/me/tickets/T-9x/check-in", token: ada2)
    #expect(bogus.status == .notFound)
  }

  @Test("analytics: a batch is recorded once; a resent id is a duplicate; bad events are 400")
  func analytics() async throws {
    let batch = #"""
      {"events":[
        {"id":"e1","name":"bookmark_added","layer":"domain","timestamp":"t","properties":{"session_id":"104"}},
        {"id":"e2","name":"bookmark_add_ran","layer":"ui","timestamp":"t"}
      ]}
      """#
    let first = await send(.post, "/v1/analytics/events", batch, token: nil)
    #expect(first.status == .accepted)
    #expect(String(decoding: first.body, as: UTF8.self) == #"{"accepted":2,"duplicates":0}"#)
    let again = await send(.post, "/v1/analytics/events", batch, token: try await token())
    #expect(String(decoding: again.body, as: UTF8.self) == #"{"accepted":0,"duplicates":2}"#)
    for bad in [
      #"{"events":[{"id":"e3","name":"x","layer":"server","timestamp":"t"}]}"#,
      #"{"events":[{"id":"","name":"x","layer":"ui","timestamp":"t"}]}"#,
      #"{"events":[{"id":"e4","name":"x","layer":"ui","timestamp":"t","properties":{"n":1}}]}"#,
      #"{"events":"nope"}"#,
    ] {
      let response = await send(.post, "/v1/analytics/events", bad, token: nil)
      #expect(response.status == .badRequest, "\(bad)")
    }
  }

  @Test("bookmarks and tickets survive reopening the same database file")
  func persistence() async throws {
    let path = TestBackend.makeTemporaryPath()
    defer { TestBackend.removeDatabase(at: path) }
    let clock = TestClock()
    // Each opening draws other tokens (a process restart has a fresh random source).
    func open(seed: UInt64) throws -> ConferenceBackend {
      try ConferenceBackend(
        configuration: BackendConfiguration(
          databasePath: path, now: { clock.now }, randomness: .seeded(seed)))
    }
    do {
      let first = try open(seed: 5)
      let token = try await first.logIn().accessToken
      var request = HTTPRequest(method: .put, path: "/v1/me/bookmarks/104")
      request.headers["Authorization"] = "Bearer \(token)"
      #expect(await first.handle(request).status == .noContent)
    }
    let second = try open(seed: 6)
    let token = try await second.logIn().accessToken
    var request = HTTPRequest(method: .get, path: "/v1/me/bookmarks")
    request.headers["Authorization"] = "Bearer \(token)"
    let listed = try TestBackend.decode(BookmarksBody.self, from: await second.handle(request))
    #expect(listed.bookmarks.map(\.sessionId) == ["104"])
  }
}
