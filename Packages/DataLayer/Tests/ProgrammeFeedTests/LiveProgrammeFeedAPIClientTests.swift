import APIClient
import Entity
import Foundation
import HTTPTypes
import ProgrammeFeed
import Testing

@Suite("LiveProgrammeFeedAPIClient")
struct LiveProgrammeFeedAPIClientTests {
  static let accept = "application/xml, application/json;q=0.9, */*;q=0.1"
  static let lastModified = "Wed, 01 Jan 2030 10:00:00 GMT"
  static let changedFeed = FrabFeeds.schedule.replacing(
    "<title>Day two</title>", with: "<title>Day two, later</title>")

  static let conference = ConferenceEntity(
    title: "Chaos Example Congress", acronym: "ccc30", timeZone: "Europe/Berlin",
    dayChange: "04:00",
    days: [
      ConferenceDayEntity(
        day: 1, date: "2030-12-27", start: "2030-12-27T04:00:00+01:00",
        end: "2030-12-28T04:00:00+01:00"),
      ConferenceDayEntity(
        day: 2, date: "2030-12-28", start: "2030-12-28T04:00:00+01:00",
        end: "2030-12-29T03:59:00+01:00"),
    ])

  static func dayTwo(title: String = "Day two") -> TimetableEntity {
    TimetableEntity(
      day: 2, date: "2030-12-28", timeZone: "Europe/Berlin",
      sessions: [
        SessionEntity(
          id: "1301", title: title, abstract: "", day: 2,
          startsAt: "2030-12-28T12:00:00+01:00", endsAt: "2030-12-28T12:25:00+01:00",
          track: "Art", room: "Saal 2", level: nil, kind: "Talk", language: "en", speakers: [],
          links: [
            SessionLinkEntity(
              title: "Event page", url: "https://pretalx.example.org/ccc30/talk/DAY2/")
          ])
      ], rooms: ["Saal 2"])
  }

  static func request(headers: HTTPHeaders = ["Accept": accept]) -> HTTPRequest {
    HTTPRequest(
      method: .get, path: "/ccc30/schedule.xml",
      queryItems: [URLQueryItem(name: "lang", value: "en")], headers: headers)
  }

  /// A harness whose client fetched the frab feed (ETag `"v1"`) at the start time.
  static func added() async throws -> FeedClientHarness {
    let harness = try FeedClientHarness()
    harness.transport.answer(
      feed: FrabFeeds.schedule, entityTag: #""v1""#, lastModified: lastModified)
    _ = try await harness.client.conference()
    return harness
  }

  static func state(
    of harness: FeedClientHarness, entityTag: String? = #""v1""#, fetchedAfter: TimeInterval = 0,
    checkedAfter: TimeInterval = 0, failure: String? = nil
  ) throws -> FeedState {
    FeedState(
      source: try FeedSource(parsing: FeedClientHarness.feedAddress), entityTag: entityTag,
      lastModified: lastModified, fileStamp: nil,
      fetchedAt: FeedClientHarness.start + fetchedAfter,
      checkedAt: FeedClientHarness.start + checkedAfter, lastRefreshFailure: failure)
  }

  // MARK: Keeping the copy

  @Test("the first call fetches the feed, with the URL's path and query, and stores it")
  func firstFetch() async throws {
    let harness = try FeedClientHarness()
    defer { harness.folder.remove() }
    harness.transport.answer(
      feed: FrabFeeds.schedule, entityTag: #""v1""#, lastModified: Self.lastModified)

    let refresh = try await harness.client.refresh(force: false)

    guard case .updated(let previous, let current) = refresh else {
      Issue.record("expected .updated, got \(refresh)")
      return
    }
    #expect(previous == nil)
    #expect(
      current.map { "\($0.day): \($0.sessions.map(\.id))" } == [
        #"1: ["1201", "1203", "1202"]"#, #"2: ["1301"]"#,
      ])
    #expect(current.last == Self.dayTwo())
    #expect(harness.transport.requests == [Self.request()])
    #expect(try await harness.store.state() == Self.state(of: harness))
    #expect(try await harness.store.conference() == Self.conference)
  }

  @Test(
    "the conference is answered under the title it is listed under; without one, its own",
    arguments: [
      ("Harbour Days", "Harbour Days"), (nil, "Chaos Example Congress"),
      ("  ", "Chaos Example Congress"),
    ]
      as [(String?, String)])
  func listedTitle(listed: String?, answered: String) async throws {
    let harness = try FeedClientHarness(title: listed)
    defer { harness.folder.remove() }
    harness.transport.answer(feed: FrabFeeds.schedule, entityTag: #""v1""#)

    let conference = try await harness.client.conference()

    #expect(conference.title == answered)
    #expect(conference.days == Self.conference.days)
    #expect(try await harness.store.conference()?.title == Self.conference.title)
  }

  @Test("within the maximum age nothing is sent")
  func withinMaximumAge() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    harness.clock.advance(seconds: 15 * 60 - 1)

    #expect(try await harness.client.conference() == Self.conference)
    #expect(try await harness.client.timetable(day: 2) == Self.dayTwo())
    #expect(
      try await harness.client.refresh(force: false) == .fresh(checkedAt: harness.clock.now - 899))
    #expect(harness.transport.requests == [Self.request()])
  }

  @Test("after the maximum age the request is conditional, and a 304 keeps the copy")
  func notModified() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    harness.clock.advance(seconds: 15 * 60)
    harness.transport.answer(HTTPResponse(status: HTTPStatus(rawValue: 304)))

    #expect(
      try await harness.client.refresh(force: false) == .unchanged(checkedAt: harness.clock.now))
    #expect(
      harness.transport.requests.last
        == Self.request(headers: [
          "Accept": Self.accept, "If-None-Match": #""v1""#, "If-Modified-Since": Self.lastModified,
        ]))
    #expect(try await harness.store.state() == Self.state(of: harness, checkedAfter: 900))
    #expect(try await harness.client.timetable(day: 2) == Self.dayTwo())
    #expect(harness.transport.requests.count == 2)
  }

  @Test("a changed feed replaces the copy, and refresh says what it was and is")
  func changed() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    harness.clock.advance(seconds: 20 * 60)
    harness.transport.answer(
      feed: Self.changedFeed, entityTag: #""v2""#, lastModified: Self.lastModified)

    let refresh = try await harness.client.refresh(force: false)

    guard case .updated(let previous, let current) = refresh else {
      Issue.record("expected .updated, got \(refresh)")
      return
    }
    #expect(previous?.last == Self.dayTwo())
    #expect(current.last == Self.dayTwo(title: "Day two, later"))
    #expect(previous?.first == current.first)
    #expect(try await harness.client.session(id: "1301").title == "Day two, later")
    #expect(
      try await harness.store.state()
        == Self.state(of: harness, entityTag: #""v2""#, fetchedAfter: 1200, checkedAfter: 1200))
  }

  @Test("a 200 with the same programme is unchanged; force checks a fresh copy")
  func sameFeedForced() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    harness.clock.advance(seconds: 60)
    harness.transport.answer(feed: FrabFeeds.schedule, entityTag: #""v1b""#)

    #expect(
      try await harness.client.refresh(force: true) == .unchanged(checkedAt: harness.clock.now))
    #expect(harness.transport.requests.count == 2)
    let state = try await harness.store.state()
    #expect(state?.entityTag == #""v1b""#)
    #expect(state?.checkedAt == FeedClientHarness.start + 60)
  }

  @Test(
    "a refresh that repeats an id leaves it to its session; a copy saved without names is named"
  )
  func namesFollowRefreshes() async throws {
    let harness = try FeedClientHarness(timeZone: "UTC")
    defer { harness.folder.remove() }
    let first = #"{"id": 101, "guid": "a-1", "start": "10:00", "duration": "00:30", "title": "A"}"#
    let second = #"{"id": 101, "guid": "b-1", "start": "18:00", "duration": "00:30", "title": "B"}"#
    let once = MinimalFeeds.json(events: first)
    harness.transport.answer(feed: once)
    _ = try await harness.client.conference()
    // What a version that kept no names left: the next check of the same programme names it.
    try FileManager.default.removeItem(atPath: harness.folder.path + "/feed/session-names.json")
    harness.clock.advance(seconds: 20 * 60)
    harness.transport.answer(feed: once)
    #expect(
      try await harness.client.refresh(force: false) == .unchanged(checkedAt: harness.clock.now))

    harness.clock.advance(seconds: 20 * 60)
    harness.transport.answer(feed: MinimalFeeds.json(events: first + "," + second))
    _ = try await harness.client.refresh(force: false)

    #expect(try await harness.client.session(id: "101").title == "A")
    // "v5nljm": the last six base-36 digits of the FNV-1a hash of "guid:b-1".
    #expect(try await harness.client.timetable(day: 1).sessions.map(\.id) == ["101", "101@v5nljm"])
  }

  @Test("a refresh that cannot reach the feed throws .unreachable and keeps the copy")
  func networkFailure() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    harness.clock.advance(seconds: 16 * 60)
    harness.transport.fail(.unreachable(reason: "connection refused"))
    harness.transport.fail(.timedOut)

    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.refresh(force: false)
      } == .unreachable(reason: "connection refused"))
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.timetable(day: 2)
      } == .timedOut)
    #expect(try await harness.store.state() == Self.state(of: harness))
    #expect(try await harness.store.timetable(forDay: 2) == Self.dayTwo())
  }

  @Test(
    "a feed that no longer reads keeps the last good copy, and every call says so until it reads")
  func brokenFeed() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    harness.clock.advance(seconds: 16 * 60)
    harness.transport.answer(
      feed: "<!DOCTYPE html><html><body>Maintenance</body></html>", entityTag: #""oops""#)
    harness.transport.answer(
      feed: MinimalFeeds.xml(
        dayTag: #"<day index="1">"#, head: "<time_zone_name>UTC</time_zone_name>"))
    harness.transport.answer(HTTPResponse(status: HTTPStatus(rawValue: 304)))
    let page = APIClientError.decoding(reason: "this is an HTML page, not a schedule")

    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.refresh(force: false)
      } == page)
    #expect(
      try await harness.store.state()
        == Self.state(
          of: harness, checkedAfter: 960, failure: "this is an HTML page, not a schedule"))
    // Within the maximum age nothing is fetched, and the failure is still said (it was silent:
    // the copy answered as if fresh); the copy is kept for the repository to show.
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.timetable(day: 2)
      } == page)
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.conference()
      } == page)
    #expect(harness.transport.requests.count == 2)
    #expect(try await harness.store.timetable(forDay: 2) == Self.dayTwo())

    harness.clock.advance(seconds: 16 * 60)
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.timetable(day: 2)
      } == .decoding(reason: "day 1 has no date"))
    #expect(
      harness.transport.requests.last
        == Self.request(headers: [
          "Accept": Self.accept, "If-None-Match": #""v1""#, "If-Modified-Since": Self.lastModified,
        ]))
    #expect(try await harness.store.state()?.lastRefreshFailure == "day 1 has no date")

    // The copy is still the published one: a 304 clears the failure.
    harness.clock.advance(seconds: 16 * 60)
    #expect(try await harness.client.timetable(day: 2) == Self.dayTwo())
    #expect(try await harness.store.state()?.lastRefreshFailure == nil)
    #expect(harness.transport.requests.count == 4)
  }

  @Test(
    "a login asked for is refused at once, saying what to do",
    arguments: [
      (
        HTTPResponse(status: .unauthorized, headers: ["WWW-Authenticate": #"Basic realm="x""#]),
        "the server asks for a login (HTTP Basic authentication), which conf does not give: "
          + "download the programme yourself and add the file "
          + "(conf conference add ./schedule.xml)"
      ),
      (
        HTTPResponse(status: .unauthorized),
        "the server asks for a login (401 Unauthorized), which conf does not give: download the "
          + "programme yourself and add the file (conf conference add ./schedule.xml)"
      ),
      (
        HTTPResponse(status: HTTPStatus(rawValue: 407), headers: ["Proxy-Authenticate": "Basic"]),
        "a proxy on the way asks for a login (407 Proxy Authentication Required, HTTP Basic "
          + "authentication): give the proxy's user name and password in https_proxy or "
          + "http_proxy (http://user:password@proxy:port)"
      ),
    ])
  func aLoginIsNamed(response: HTTPResponse, message: String) async throws {
    let harness = try FeedClientHarness()
    defer { harness.folder.remove() }
    harness.transport.answer(response)

    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.conference()
      }
        == .api(
          APIError(
            status: response.status.rawValue, code: "http_\(response.status.rawValue)",
            message: message)))
  }

  @Test("the origin is the website by host (and port), or the file")
  func origin() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    for (source, origin) in [
      (
        "https://fosdem.org/2026/schedule/xml?key=1",
        ProgrammeOriginEntity.website(host: "fosdem.org")
      ),
      ("http://127.0.0.1:8080/schedule.xml", .website(host: "127.0.0.1:8080")),
      ("http://[::1]:8080/schedule.xml", .website(host: "[::1]:8080")),
      ("schedule.xml", .file(path: "schedule.xml")),
    ] {
      let client = LiveProgrammeFeedAPIClient(
        source: try FeedSource(parsing: source),
        store: FeedStore(folder: URL(filePath: scratch.path), now: { Date() }), transport: nil,
        timeZone: nil, now: { Date() })
      #expect(client.origin == origin, "\(source)")
    }
  }

  @Test("an error page on the first add is one clear error, and nothing is saved")
  func errorPageFirst() async throws {
    let harness = try FeedClientHarness()
    defer { harness.folder.remove() }
    let page = Data("<!DOCTYPE html><html><body><h1>404 Not Found</h1></body></html>".utf8)
    harness.transport.answer(
      HTTPResponse(status: .notFound, headers: ["Content-Type": "text/html"], body: page))
    harness.transport.answer(HTTPResponse(status: .internalServerError, body: page))
    harness.transport.answer(HTTPResponse(status: .ok, body: page))

    let notFound = await clientError { () async throws(APIClientError) in
      try await harness.client.conference()
    }
    #expect(
      notFound == .unknownEndpoint(request: "GET https://feeds.example.org/ccc30/schedule.xml"))
    #expect(
      notFound?.description
        == "GET https://feeds.example.org/ccc30/schedule.xml answered 404 without an error code of "
        + "the conference API")
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.conference()
      }
        == .api(
          APIError(
            status: 500, code: "http_500",
            message: "the feed answered 500 Internal Server Error instead of a schedule")))
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.conference()
      } == .decoding(reason: "this is an HTML page, not a schedule"))
    #expect(try await harness.store.state() == nil)
  }

  // MARK: A file

  @Test("a file is read again only when its size or modification time changed")
  func fileSource() async throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/schedule.xml"
    try Data(FrabFeeds.schedule.utf8).write(to: URL(filePath: path))
    let harness = try FeedClientHarness(source: .file(path: path))
    defer { harness.folder.remove() }
    let modified = Date(timeIntervalSince1970: 1_800_000_000)
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)

    #expect(try await harness.client.timetable(day: 2) == Self.dayTwo())
    #expect(
      try await harness.store.state()?.fileStamp
        == FeedState.FileStamp(
          size: FrabFeeds.schedule.utf8.count, modifiedSeconds: 1_800_000_000,
          modifiedNanoseconds: 0))

    // Same size, same time: the stamp says unchanged, so the new bytes are not read.
    try Data(FrabFeeds.schedule.replacing("Day two", with: "Day 2!!").utf8).write(
      to: URL(filePath: path))
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    harness.clock.advance(seconds: 16 * 60)
    #expect(
      try await harness.client.refresh(force: false) == .unchanged(checkedAt: harness.clock.now))
    #expect(try await harness.client.timetable(day: 2) == Self.dayTwo())

    // Changed, but within the maximum age: not looked at, unless forced.
    try Data(Self.changedFeed.utf8).write(to: URL(filePath: path))
    harness.clock.advance(seconds: 60)
    #expect(try await harness.client.timetable(day: 2) == Self.dayTwo())
    let dayOne = try #require(await harness.store.timetable(forDay: 1))
    #expect(
      try await harness.client.refresh(force: true)
        == .updated(
          previous: [dayOne, Self.dayTwo()],
          current: [dayOne, Self.dayTwo(title: "Day two, later")]
        ))
    #expect(try await harness.client.timetable(day: 2) == Self.dayTwo(title: "Day two, later"))
    #expect(harness.transport.requests == [])
  }

  @Test(
    "a missing file, a folder, a device or a file over the limit is refused as what it is, not as an unreachable server; nothing is saved"
  )
  func unusableFiles() async throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let large = scratch.path + "/large.xml"
    #expect(FileManager.default.createFile(atPath: large, contents: nil))
    #expect(truncate(large, 10 << 30) == 0)
    for (path, expected) in [
      (
        "/nonexistent/schedule.xml",
        APIClientError.invalidRequest(
          reason: "cannot read /nonexistent/schedule.xml (No such file or directory)")
      ),
      (scratch.path, .invalidRequest(reason: "\(scratch.path) is not a regular file")),
      ("/dev/zero", .invalidRequest(reason: "/dev/zero is not a regular file")),
      (
        large,
        .decoding(reason: "\(large) is larger than 8 MiB, so it is not read as a schedule")
      ),
    ] {
      let harness = try FeedClientHarness(source: .file(path: path))
      defer { harness.folder.remove() }
      #expect(
        await clientError { () async throws(APIClientError) in
          try await harness.client.conference()
        } == expected)
      #expect(try await harness.store.state() == nil)
    }
  }

  // MARK: Answers

  @Test("every call answers as the backend would, with its not-found codes")
  func answers() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }

    #expect(try await harness.client.conference() == Self.conference)
    #expect(try await harness.client.timetable(day: 2) == Self.dayTwo())
    #expect(try await harness.client.session(id: "1301") == Self.dayTwo().sessions.first)
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.timetable(day: 3)
      }
        == .api(
          APIError(
            status: 404, code: "day_not_found",
            message: "There is no day 3; the conference has days 1 to 2.")))
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.session(id: "999")
      }
        == .api(
          APIError(status: 404, code: "session_not_found", message: "There is no session 999.")))
    #expect(
      await clientError { () async throws(APIClientError) in
        try await harness.client.searchSessions(query: "  ")
      }
        == .api(
          APIError(
            status: 400, code: "bad_request",
            message: "The query parameter `query` is missing or empty.")))
    #expect(harness.transport.requests.count == 1)
  }

  @Test(
    "search matches title, subtitle, abstract and speakers, ignoring case and accents",
    arguments: [
      ("BRÉAKING", ["1201"]), ("safely", ["1201"]), ("carefully", ["1201"]),
      ("kim tester", ["1201"]), ("sam öwl", ["1202"]), ("Saal", []), (" sunrise ", ["1203"]),
    ])
  func search(query: String, expected: [String]) async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    let found = try await harness.client.searchSessions(query: query)
    #expect(found.query == query.trimmingCharacters(in: .whitespaces))
    #expect(found.sessions.map(\.id) == expected)
  }

  @Test("search results are sorted by start, then id (numerically), across rooms and days")
  func searchOrder() async throws {
    let feed = """
      {"schedule": {"version": "1", "conference": {"title": "T", "acronym": "t", "days": [
        {"index": 1, "date": "2030-01-01", "rooms": {
          "A": [{"id": 10, "start": "10:00", "duration": "00:30", "title": "Talk ten"},
                {"id": 9, "start": "10:00", "duration": "00:30", "title": "Talk nine"}],
          "B": [{"id": 5, "start": "10:00", "duration": "00:30", "title": "Talk five"},
                {"id": 1, "start": "11:00", "duration": "00:30", "title": "Talk one"},
                {"id": 7, "start": "09:00", "duration": "00:30", "title": "Other"}]}},
        {"index": 2, "date": "2030-01-02", "rooms": {
          "A": [{"id": 2, "start": "08:00", "duration": "00:30", "title": "TALK two"}]}}]}}}
      """
    let harness = try FeedClientHarness(timeZone: "UTC")
    defer { harness.folder.remove() }
    harness.transport.answer(feed: feed)

    let found = try await harness.client.searchSessions(query: "talk")

    #expect(
      found.sessions.map { "\($0.id) \($0.startsAt)" } == [
        "5 2030-01-01T10:00:00+00:00", "9 2030-01-01T10:00:00+00:00",
        "10 2030-01-01T10:00:00+00:00", "1 2030-01-01T11:00:00+00:00",
        "2 2030-01-02T08:00:00+00:00",
      ])
  }

  // MARK: The state file

  @Test("the state file is private (0600, in a 0700 folder)")
  func privateStateFile() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    let file = try FileManager.default.attributesOfItem(atPath: harness.statePath)
    let folder = try FileManager.default.attributesOfItem(atPath: harness.folder.path + "/feed")
    #expect(file[.posixPermissions] as? Int == 0o600)
    #expect(folder[.posixPermissions] as? Int == 0o700)
  }

  @Test("a link in the state file's place is refused, not followed")
  func linkRefused() async throws {
    let harness = try await Self.added()
    defer { harness.folder.remove() }
    let elsewhere = harness.folder.path + "/elsewhere.json"
    try FileManager.default.moveItem(atPath: harness.statePath, toPath: elsewhere)
    try FileManager.default.createSymbolicLink(
      atPath: harness.statePath, withDestinationPath: elsewhere)

    let error = await clientError { () async throws(APIClientError) in
      try await harness.client.conference()
    }

    let path = harness.statePath
    #expect(
      error
        == .decoding(
          reason: "the saved copy of the feed cannot be used: The cache at \(path) failed: "
            + "\(path) is a link, a folder or a device, not a regular file, so it is not "
            + "followed. It only holds copies of server data; to start over, run: rm \(path)"))
    #expect(harness.transport.requests.count == 1)
  }
}
