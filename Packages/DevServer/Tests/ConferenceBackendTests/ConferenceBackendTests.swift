import ConferenceBackend
import Foundation
import HTTPTypes
import Testing

@Suite("ConferenceBackend: programme endpoints")
struct ConferenceBackendTests {
  private let backend: ConferenceBackend

  init() throws {
    backend = try TestBackend.make()
  }

  @Test("GET /v1/timetable?day=1 answers the first day, sorted by start then id")
  func timetableOfDayOne() async throws {
    let response = await backend.handle(try TestBackend.get("/v1/timetable?day=1"))
    #expect(response.status == .ok)
    #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
    let timetable = try TestBackend.decode(TimetableBody.self, from: response)
    #expect(
      [timetable.day, timetable.sessions.count] == [1, 28]
        && [timetable.date, timetable.timeZone] == ["2027-03-10", "Asia/Tokyo"])
    #expect(timetable.sessions.map(\.id) == (101...128).map(String.init))
    let order = timetable.sessions.map { [$0.startsAt, $0.id] }
    #expect(order == order.sorted { $0.lexicographicallyPrecedes($1) })
    #expect(timetable.sessions.allSatisfy { $0.day == 1 })
    #expect(
      timetable.sessions.first
        == SessionBody(
          id: "101", title: "Keynote: Ten Years of Swift in Production",
          abstract:
            "Swift has grown from a new language into the backbone of apps used by millions. "
            + "This keynote looks back at what worked, what hurt, and what the next ten years "
            + "may bring.",
          day: 1, startsAt: "2027-03-10T09:00:00+09:00", endsAt: "2027-03-10T09:50:00+09:00",
          track: "Architecture", room: "Hall A", level: "beginner", language: "en",
          speakers: [SpeakerBody(id: "sp-01", name: "Aiko Tanaka", affiliation: "Harbour Labs")]
        ))
  }

  @Test("the three days hold 28, 27 and 25 sessions on their own dates")
  func everyDay() async throws {
    var summary: [String] = []
    for day in 1...3 {
      let response = await backend.handle(try TestBackend.get("/v1/timetable?day=\(day)"))
      let timetable = try TestBackend.decode(TimetableBody.self, from: response)
      let onTheDate = timetable.sessions.allSatisfy {
        $0.startsAt.hasPrefix(timetable.date + "T") && $0.startsAt.hasSuffix("+09:00")
          && $0.endsAt.hasPrefix(timetable.date + "T") && $0.endsAt.hasSuffix("+09:00")
      }
      summary.append("\(timetable.day) \(timetable.date) \(timetable.sessions.count) \(onTheDate)")
    }
    #expect(
      summary == ["1 2027-03-10 28 true", "2 2027-03-11 27 true", "3 2027-03-12 25 true"])
  }

  @Test("GET /v1/sessions/{id} answers the exact JSON shape, with a null affiliation")
  func sessionJSON() async throws {
    let response = await backend.handle(try TestBackend.get("/v1/sessions/118"))
    #expect(response.status == .ok)
    let expected =
      #"{"id":"118","title":"依存関係を注入する: 実践ガイド","abstract":"シングルトンをやめて、"#
      + #"イニシャライザで依存関係を渡す方法を紹介します。時計や乱数、ファイルシステムをテストで"#
      + #"差し替える実例を中心に解説します。","day":1,"starts_at":"2027-03-10T14:20:00+09:00","#
      + #""ends_at":"2027-03-10T15:00:00+09:00","track":"Architecture","room":"Hall A","#
      + #""level":"intermediate","language":"ja","speakers":[{"id":"sp-04","#
      + #""name":"Kenji Watanabe","affiliation":null}]}"#
    #expect(String(decoding: response.body, as: UTF8.self) == expected)
  }

  @Test("a session with two speakers lists both in billing order")
  func twoSpeakers() async throws {
    let response = await backend.handle(try TestBackend.get("/v1/sessions/117"))
    let session = try TestBackend.decode(SessionBody.self, from: response)
    #expect(
      [session.startsAt, session.endsAt]
        == ["2027-03-10T13:30:00+09:00", "2027-03-10T15:00:00+09:00"])
    #expect(
      session.speakers == [
        SpeakerBody(id: "sp-16", name: "Naomi Fujii", affiliation: "Harbour Labs"),
        SpeakerBody(id: "sp-09", name: "Tomás Alvarez", affiliation: nil),
      ])
  }

  @Test("an unknown session is 404 session_not_found")
  func unknownSession() async throws {
    let response = await backend.handle(try TestBackend.get("/v1/sessions/999"))
    #expect(response.status == .notFound)
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(code: "session_not_found", message: "There is no session 999."))
  }

  @Test(
    "a missing or non-integer day is 400 bad_request naming `day`",
    arguments: [
      ("/v1/timetable", "The query parameter `day` is missing; use ?day=1, 2 or 3."),
      ("/v1/timetable?day=", "The query parameter `day` must be an integer, not \"\"."),
      ("/v1/timetable?day=one", "The query parameter `day` must be an integer, not \"one\"."),
      ("/v1/timetable?day=1.5", "The query parameter `day` must be an integer, not \"1.5\"."),
    ])
  func badDay(target: String, message: String) async throws {
    let response = await backend.handle(try TestBackend.get(target))
    #expect(response.status == .badRequest)
    #expect(try TestBackend.error(in: response) == ErrorBody(code: "bad_request", message: message))
  }

  @Test("the conference's description names its three days, their dates and its time zone")
  func conference() async throws {
    let response = await backend.handle(try TestBackend.get("/v1/conference"))
    #expect(response.status == .ok)
    let body = try #require(
      try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    #expect(body["title"] as? String == "Swift Harbour 2027")
    #expect(body["time_zone"] as? String == "Asia/Tokyo")
    #expect(body["day_change"] is NSNull)
    let days = try #require(body["days"] as? [[String: Any]])
    #expect(days.map { $0["day"] as? Int } == [1, 2, 3])
    #expect(days.map { $0["date"] as? String } == ["2027-03-10", "2027-03-11", "2027-03-12"])
  }

  @Test("a day outside 1 to 3 is 404 day_not_found", arguments: [0, 4, -1])
  func dayNotFound(day: Int) async throws {
    let response = await backend.handle(try TestBackend.get("/v1/timetable?day=\(day)"))
    #expect(response.status == .notFound)
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(
          code: "day_not_found", message: "There is no day \(day); the conference has days 1 to 3."
        ))
  }

  @Test("search matches title, abstract and speaker names, ignoring case, sorted by start")
  func search() async throws {
    let lower = await backend.handle(try TestBackend.get("/v1/sessions?query=actor"))
    let upper = await backend.handle(try TestBackend.get("/v1/sessions?query=ACTOR"))
    let lowerResult = try TestBackend.decode(SearchBody.self, from: lower)
    let upperResult = try TestBackend.decode(SearchBody.self, from: upper)
    #expect(lowerResult.query == "actor" && upperResult.query == "ACTOR")
    #expect(lowerResult.sessions == upperResult.sessions)
    #expect(
      lowerResult.sessions.map(\.id) == ["107", "120", "126", "210", "217", "302", "310"])
  }

  @Test(
    "search finds speakers and non-ASCII text, ignoring accents and the width of letters",
    arguments: [
      ("tomás", ["109", "117", "219", "304"]),
      ("tomas", ["109", "117", "219", "304"]),
      ("CHLOÉ", ["123", "203", "226", "310", "323"]),
      ("chloe", ["123", "203", "226", "310", "323"]),
      ("Emily  Chen", ["104", "207", "307"]),
      ("swiftui", ["104", "127", "207", "222", "226", "311", "323"]),
      ("ＳｗｉｆｔＵＩ", ["104", "127", "207", "222", "226", "311", "323"]),
      ("テスト", ["118", "206", "211", "305", "316"]),
      ("no such thing", []),
    ])
  func searchText(query: String, ids: [String]) async throws {
    var request = try TestBackend.get("/v1/sessions")
    request.queryItems = [URLQueryItem(name: "query", value: query)]
    let response = await backend.handle(request)
    #expect(response.status == .ok)
    let result = try TestBackend.decode(SearchBody.self, from: response)
    #expect(result.query == query)
    #expect(result.sessions.map(\.id) == ids)
  }

  @Test(
    "an empty or missing query is 400 bad_request naming `query`",
    arguments: ["/v1/sessions", "/v1/sessions?query=", "/v1/sessions?query=%20%20"])
  func emptyQuery(target: String) async throws {
    let response = await backend.handle(try TestBackend.get(target))
    #expect(response.status == .badRequest)
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(
          code: "bad_request", message: "The query parameter `query` is missing or empty."))
  }

  @Test(
    "an unknown path is 404 not_found",
    arguments: ["/", "/v1", "/v1/timetable/1", "/v1/sessions/", "/v2/timetable", "/v1/speakers"])
  func unknownPath(path: String) async throws {
    let response = await backend.handle(HTTPRequest(method: .get, path: path))
    #expect(response.status == .notFound)
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(code: "not_found", message: "There is no resource at \(path)."))
  }

  @Test("a wrong method is 405 method_not_allowed with Allow")
  func wrongMethod() async throws {
    let response = await backend.handle(HTTPRequest(method: .delete, path: "/v1/sessions/101"))
    #expect(response.status == .methodNotAllowed)
    #expect(response.headers["Allow"] == "GET, HEAD")
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(
          code: "method_not_allowed",
          message: "DELETE is not allowed on /v1/sessions/101; use GET, HEAD."))
  }

  @Test("HEAD is answered like GET")
  func head() async throws {
    let get = await backend.handle(try TestBackend.get("/v1/sessions/101"))
    let head = await backend.handle(HTTPRequest(method: .head, path: "/v1/sessions/101"))
    #expect(head == get)
  }

  @Test("a body over 1 MiB is 413 payload_too_large; exactly 1 MiB is read")
  func payloadTooLarge() async throws {
    let tooLarge = await backend.handle(
      HTTPRequest(method: .get, path: "/v1/sessions/101", body: Data(count: 1_048_577)))
    #expect(tooLarge.status == .contentTooLarge)
    #expect(
      try TestBackend.error(in: tooLarge)
        == ErrorBody(
          code: "payload_too_large", message: "The request body is larger than 1048576 bytes."))
    let limit = await backend.handle(
      HTTPRequest(method: .get, path: "/v1/sessions/101", body: Data(count: 1_048_576)))
    #expect(limit.status == .ok)
  }
}
