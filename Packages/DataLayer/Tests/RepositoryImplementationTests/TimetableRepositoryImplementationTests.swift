import APIClient
import DataStore
import Entity
import Foundation
import Repository
import RepositoryImplementation
import Synchronization
import Testing

struct TimetableRepositoryImplementationTests {
  private struct Subject {
    let repository: TimetableRepositoryImplementation
    let cache: TimetableCache
    let warnings: WarningRecorder
  }

  private static func makeSubject(
    in folder: URL, api: FakeConferenceAPIClient
  ) -> Subject {
    let warnings = WarningRecorder()
    let cache = TimetableCache(
      fileURL: folder.appending(path: "cache.sqlite"), now: { Samples.now },
      onWarning: warnings.record)
    let repository = TimetableRepositoryImplementation(
      api: api, cache: cache, now: { Samples.now })
    return Subject(repository: repository, cache: cache, warnings: warnings)
  }

  private static let conference = ConferenceEntity(
    title: "Swift Harbour 2027", acronym: "swiftharbour2027", timeZone: "Asia/Tokyo",
    dayChange: nil,
    days: [
      ConferenceDayEntity(day: 1, date: "2027-03-10"),
      ConferenceDayEntity(day: 2, date: "2027-03-11"),
    ])

  @Test func theConferenceComesFromTheBackendAndIsSaved() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.conference = { () throws(APIClientError) in Self.conference }
      let subject = Self.makeSubject(in: folder, api: api)

      let fetched = try await subject.repository.conference()

      #expect(fetched == Fetched(value: Self.conference, source: .network))
      #expect(
        try await subject.cache.conference() == Cached(value: Self.conference, savedAt: Samples.now)
      )
    }
  }

  @Test func whenTheBackendIsDownTheSavedConferenceIsReturned() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.conference = { () throws(APIClientError) in throw Samples.down }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Self.conference, savedAt: Samples.savedAt)

      let fetched = try await subject.repository.conference()

      #expect(
        fetched
          == Fetched(
            value: Self.conference,
            source: .cache(
              savedAt: Samples.savedAt,
              because: .offline(reason: "server unreachable: connection refused"))))
    }
  }

  @Test func aCacheSavedBeforeDescriptionsWereKeptGivesTheSavedDays() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.conference = { () throws(APIClientError) in throw Samples.down }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      let fetched = try await subject.repository.conference()

      #expect(
        fetched.source
          == .cache(
            savedAt: Samples.savedAt,
            because: .offline(reason: "server unreachable: connection refused")))
      #expect(fetched.value.days == [ConferenceDayEntity(day: 1, date: Samples.dayOne.date)])
      #expect(fetched.value.timeZone == Samples.dayOne.timeZone)
    }
  }

  @Test func withNothingSavedAnUnreachableBackendIsOffline() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.conference = { () throws(APIClientError) in throw Samples.down }
      let subject = Self.makeSubject(in: folder, api: api)

      await #expect(
        throws: RepositoryError.offline(reason: "server unreachable: connection refused")
      ) {
        try await subject.repository.conference()
      }
    }
  }

  @Test func aRepositoryThatSavesNothingLeavesTheCacheAsItWasAndStillFallsBackToIt()
    async throws
  {
    try await withTemporaryDirectory { folder in
      let warnings = WarningRecorder()
      let cache = TimetableCache(
        fileURL: folder.appending(path: "feed.sqlite"), now: { Samples.now },
        onWarning: warnings.record)
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in Samples.dayOne }
      api.conference = { () throws(APIClientError) in Self.conference }
      let repository = TimetableRepositoryImplementation(
        api: api, cache: cache, savesAnswers: false, now: { Samples.now })

      #expect(try await repository.timetable(forDay: 1).source == .network)
      #expect(try await repository.conference().source == .network)
      await repository.keepOfflineCopies(ofDays: [1, 2])
      #expect(try await cache.timetables().isEmpty)
      #expect(try await cache.conference() == nil)

      try await cache.save(Samples.dayOne, savedAt: Samples.savedAt)
      var down = FakeConferenceAPIClient()
      down.timetable = { _ throws(APIClientError) in throw Samples.down }
      let offline = TimetableRepositoryImplementation(
        api: down, cache: cache, savesAnswers: false, now: { Samples.now })
      #expect(
        try await offline.timetable(forDay: 1)
          == Fetched(
            value: Samples.dayOne,
            source: .cache(
              savedAt: Samples.savedAt,
              because: .offline(reason: "server unreachable: connection refused"))))
    }
  }

  @Test func aFreshTimetableIsReturnedAndCached() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.timetable = { day throws(APIClientError) in
        #expect(day == 1)
        return Samples.dayOne
      }
      // The other days are fetched once the conference's days are known: not here.
      api.conference = { () throws(APIClientError) in throw Samples.down }
      let subject = Self.makeSubject(in: folder, api: api)

      let fetched = try await subject.repository.timetable(forDay: 1)

      #expect(fetched == Fetched(value: Samples.dayOne, source: .network))
      #expect(
        try await subject.cache.timetable(forDay: 1)
          == Cached(value: Samples.dayOne, savedAt: Samples.now))
    }
  }

  @Test("a day's room order reaches the caller live, and from the copy when the source is down")
  func theRoomOrderIsKept() async throws {
    try await withTemporaryDirectory { folder in
      let ordered = TimetableEntity(
        day: 1, date: Samples.dayOne.date, timeZone: Samples.dayOne.timeZone,
        sessions: Samples.dayOne.sessions, rooms: ["Zeta", "Hall A"])
      let isDown = Mutex(false)
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in
        if isDown.withLock({ $0 }) { throw Samples.down }
        return ordered
      }
      api.conference = { () throws(APIClientError) in throw Samples.down }
      let subject = Self.makeSubject(in: folder, api: api)

      let live = try await subject.repository.timetable(forDay: 1)
      isDown.withLock { $0 = true }
      let saved = try await subject.repository.timetable(forDay: 1)

      #expect(live.value.rooms == ["Zeta", "Hall A"])
      #expect(saved.value.rooms == ["Zeta", "Hall A"])
      #expect(
        saved.source
          == .cache(
            savedAt: Samples.now,
            because: .offline(reason: "server unreachable: connection refused")))
    }
  }

  @Test func theFirstDayFetchedLiveBringsTheOtherDaysOnce() async throws {
    try await withTemporaryDirectory { folder in
      let asked = Mutex<[String]>([])
      var api = FakeConferenceAPIClient()
      api.conference = { () throws(APIClientError) in
        asked.withLock { $0.append("conference") }
        return Self.conference
      }
      api.timetable = { day throws(APIClientError) in
        asked.withLock { $0.append("day \(day)") }
        return Self.day(day)
      }
      let subject = Self.makeSubject(in: folder, api: api)

      _ = try await subject.repository.timetable(forDay: 1)
      _ = try await subject.repository.timetable(forDay: 1)

      #expect(asked.withLock { $0 } == ["day 1", "conference", "day 2", "day 1"])
      #expect(try await subject.cache.savedDays() == [1, 2])
      #expect(
        try await subject.cache.timetable(forDay: 2)
          == Cached(value: Self.day(2), savedAt: Samples.now))
    }
  }

  /// Day `number` of `conference`, with no sessions.
  private static func day(_ number: Int) -> TimetableEntity {
    TimetableEntity(
      day: number, date: number == 1 ? "2027-03-10" : "2027-03-11", timeZone: "Asia/Tokyo",
      sessions: [])
  }

  @Test(arguments: [
    (Samples.down, RepositoryError.offline(reason: "server unreachable: connection refused")),
    (Samples.unavailable, .serverFailure(reason: "HTTP 503 unavailable: Try later.")),
  ])
  func whenTheBackendIsDownTheCachedCopyIsReturned(
    failure: APIClientError, because: RepositoryError
  ) async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in throw failure }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      let fetched = try await subject.repository.timetable(forDay: 1)

      #expect(
        fetched
          == Fetched(
            value: Samples.dayOne, source: .cache(savedAt: Samples.savedAt, because: because)))
    }
  }

  @Test(
    "a published programme's copy answers for any failure of its source, and says which",
    arguments: [
      (
        APIClientError.unknownEndpoint(request: "GET https://fosdem.org/2026/schedule/xml"),
        RepositoryError.unknownEndpoint(request: "GET https://fosdem.org/2026/schedule/xml")
      ),
      (
        .api(APIError(status: 401, code: "http_401", message: "the server asks for a login")),
        .rejected(.other(reason: "(401 http_401): the server asks for a login"))
      ),
      (
        .decoding(reason: "this is an HTML page, not a schedule"),
        .unreadableResponse(reason: "this is an HTML page, not a schedule")
      ),
      (
        .redirectRefused(reason: "https://fosdem.org/x redirects in a loop"),
        .unreadableResponse(reason: "https://fosdem.org/x redirects in a loop")
      ),
      (.timedOut, .offline(reason: "the server did not answer in time")),
    ])
  func aPublishedProgrammesCopyAnswersForAnyFailure(
    failure: APIClientError, because: RepositoryError
  ) async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.origin = .website(host: "fosdem.org")
      api.timetable = { _ throws(APIClientError) in throw failure }
      api.conference = { () throws(APIClientError) in throw failure }
      api.session = { _ throws(APIClientError) in throw failure }
      api.searchSessions = { _ throws(APIClientError) in throw failure }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)
      try await subject.cache.save(Self.conference, savedAt: Samples.savedAt)
      let saved = Fetched<TimetableEntity>.Source.cache(savedAt: Samples.savedAt, because: because)

      #expect(subject.repository.origin == .website(host: "fosdem.org"))
      #expect(
        try await subject.repository.timetable(forDay: 1)
          == Fetched(value: Samples.dayOne, source: saved))
      #expect(
        try await subject.repository.conference()
          == Fetched(
            value: Self.conference, source: .cache(savedAt: Samples.savedAt, because: because)))
      #expect(
        try await subject.repository.session(id: "104")
          == Fetched(
            value: Samples.session, source: .cache(savedAt: Samples.savedAt, because: because)))
      #expect(
        try await subject.repository.searchSessions(matching: "actors")
          == .savedTimetables([Fetched(value: Samples.dayOne, source: saved)]))
    }
  }

  @Test("the backend's copy does not stand in for an answer that says the address is wrong")
  func theBackendsCopyDoesNotHideAWrongAddress() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in
        throw .unknownEndpoint(request: "GET http://conf.example/api/v1/timetable")
      }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      #expect(subject.repository.origin == .backend)
      await #expect(
        throws: RepositoryError.unknownEndpoint(request: "GET http://conf.example/api/v1/timetable")
      ) {
        try await subject.repository.timetable(forDay: 1)
      }
    }
  }

  @Test("a cancelled call on a published programme never falls back to its copy")
  func aCancelledCallOnAPublishedProgrammeDoesNotFallBack() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.origin = .file(path: "schedule.xml")
      api.timetable = { _ throws(APIClientError) in throw .cancelled }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      await #expect(throws: RepositoryError.cancelled) {
        try await subject.repository.timetable(forDay: 1)
      }
    }
  }

  @Test(arguments: [
    (Samples.down, RepositoryError.offline(reason: "server unreachable: connection refused")),
    (Samples.unavailable, .serverFailure(reason: "HTTP 503 unavailable: Try later.")),
  ])
  func whenTheBackendIsDownAndNothingIsCachedTheCallFails(
    failure: APIClientError, expected: RepositoryError
  ) async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in throw failure }
      let subject = Self.makeSubject(in: folder, api: api)

      await #expect(throws: expected) { try await subject.repository.timetable(forDay: 1) }
    }
  }

  @Test(arguments: [
    (
      APIClientError.api(APIError(status: 404, code: "day_not_found", message: "No such day.")),
      RepositoryError.notFound(.day)
    ),
    (
      .unknownEndpoint(request: "GET http://conf.example/api/v1/timetable"),
      .unknownEndpoint(request: "GET http://conf.example/api/v1/timetable")
    ),
    (
      .api(APIError(status: 400, code: "bad_request", message: "day must be 1...3")),
      .rejected(.other(reason: "(400 bad_request): day must be 1...3"))
    ),
    (.encoding(reason: "bad body"), .invalidRequest(reason: "bad body")),
  ])
  func answersOtherThanDownDoNotUseTheCache(
    failure: APIClientError, expected: RepositoryError
  ) async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in throw failure }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      await #expect(throws: expected) { try await subject.repository.timetable(forDay: 1) }
    }
  }

  @Test func aCancelledRequestNeverReturnsTheCachedCopy() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in throw .cancelled }
      api.session = { _ throws(APIClientError) in throw .cancelled }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      await #expect(throws: RepositoryError.cancelled) {
        try await subject.repository.timetable(forDay: 1)
      }
      await #expect(throws: RepositoryError.cancelled) {
        try await subject.repository.session(id: "104")
      }
    }
  }

  @Test func aCallCancelledWhileTheBackendIsDownNeverReturnsTheCachedCopy() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in
        withUnsafeCurrentTask { $0?.cancel() }
        throw Samples.down
      }
      api.session = { _ throws(APIClientError) in
        withUnsafeCurrentTask { $0?.cancel() }
        throw Samples.down
      }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      let timetable = await Task { () async throws(RepositoryError) -> Fetched<TimetableEntity> in
        try await subject.repository.timetable(forDay: 1)
      }.result
      let session = await Task { () async throws(RepositoryError) -> Fetched<SessionEntity> in
        try await subject.repository.session(id: "104")
      }.result

      #expect(throws: RepositoryError.cancelled) { try timetable.get() }
      #expect(throws: RepositoryError.cancelled) { try session.get() }
    }
  }

  @Test func aDamagedCacheDoesNotStopAFreshAnswer() async throws {
    try await withTemporaryDirectory { folder in
      try Data(repeating: 0xAB, count: 2048).write(to: folder.appending(path: "cache.sqlite"))
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in Samples.dayOne }
      api.conference = { () throws(APIClientError) in throw Samples.down }
      let subject = Self.makeSubject(in: folder, api: api)

      let fetched = try await subject.repository.timetable(forDay: 1)

      #expect(fetched == Fetched(value: Samples.dayOne, source: .network))
      #expect(
        subject.warnings.warnings.map(\.kind) == [
          .movedAside(movedTo: folder.appending(path: "cache.sqlite.corrupt-1800003600").path)
        ])
      #expect(
        try await subject.cache.timetable(forDay: 1)
          == Cached(value: Samples.dayOne, savedAt: Samples.now))
    }
  }

  @Test func aSessionComesFromTheBackend() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.session = { id throws(APIClientError) in
        #expect(id == "104")
        return Samples.session
      }
      let subject = Self.makeSubject(in: folder, api: api)

      let fetched = try await subject.repository.session(id: "104")

      #expect(fetched == Fetched(value: Samples.session, source: .network))
    }
  }

  @Test func whenTheBackendIsDownASessionComesFromACachedTimetable() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.session = { _ throws(APIClientError) in throw Samples.down }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      #expect(
        try await subject.repository.session(id: "104")
          == Fetched(
            value: Samples.session,
            source: .cache(
              savedAt: Samples.savedAt,
              because: .offline(reason: "server unreachable: connection refused"))))
      await #expect(
        throws: RepositoryError.offline(reason: "server unreachable: connection refused")
      ) {
        try await subject.repository.session(id: "999")
      }
    }
  }

  @Test func anUnknownSessionIsNotFoundEvenWhenCached() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.session = { _ throws(APIClientError) in
        throw .api(APIError(status: 404, code: "session_not_found", message: "No session 104."))
      }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      await #expect(throws: RepositoryError.notFound(.session)) {
        try await subject.repository.session(id: "104")
      }
    }
  }

  @Test func anIdTheClientCannotSendIsNotFound() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.session = { _ throws(APIClientError) in
        throw .encoding(reason: "the session id `../me` cannot be sent as one path segment")
      }
      let subject = Self.makeSubject(in: folder, api: api)

      await #expect(throws: RepositoryError.notFound(.session)) {
        try await subject.repository.session(id: "../me")
      }
    }
  }

  @Test func searchAsksTheBackend() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.searchSessions = { query throws(APIClientError) in
        SessionSearchEntity(query: query, sessions: query == "actors" ? [Samples.session] : [])
      }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      let answer = try await subject.repository.searchSessions(matching: "actors")

      #expect(answer == .matches([Samples.session]))
    }
  }

  @Test(arguments: [
    (Samples.down, RepositoryError.offline(reason: "server unreachable: connection refused")),
    (Samples.unavailable, .serverFailure(reason: "HTTP 503 unavailable: Try later.")),
  ])
  func whenTheBackendIsDownSearchHandsBackTheSavedDays(
    failure: APIClientError, because: RepositoryError
  ) async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.searchSessions = { _ throws(APIClientError) in throw failure }
      let subject = Self.makeSubject(in: folder, api: api)
      let dayThree = TimetableEntity(
        day: 3, date: "2027-03-12", timeZone: "Asia/Tokyo", sessions: [])
      try await subject.cache.save(dayThree, savedAt: Samples.now)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      let answer = try await subject.repository.searchSessions(matching: "actors")

      #expect(
        answer
          == .savedTimetables([
            Fetched(
              value: Samples.dayOne, source: .cache(savedAt: Samples.savedAt, because: because)),
            Fetched(value: dayThree, source: .cache(savedAt: Samples.now, because: because)),
          ]))
    }
  }

  @Test func whenTheBackendIsDownAndNoDayIsSavedSearchFails() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.searchSessions = { _ throws(APIClientError) in throw Samples.down }
      let subject = Self.makeSubject(in: folder, api: api)

      await #expect(
        throws: RepositoryError.offline(reason: "server unreachable: connection refused")
      ) {
        try await subject.repository.searchSessions(matching: "actors")
      }
    }
  }

  @Test func theSavedProgrammeComesFromTheCacheOnly() async throws {
    try await withTemporaryDirectory { folder in
      let subject = Self.makeSubject(in: folder, api: FakeConferenceAPIClient())
      #expect(await subject.repository.savedTimetables() == [])
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      #expect(
        await subject.repository.savedTimetables() == [
          Fetched(value: Samples.dayOne, source: .cache(savedAt: Samples.savedAt))
        ])
    }
  }

  @Test func anUnreadableCacheIsAnEmptySavedProgramme() async throws {
    try await withTemporaryDirectory { folder in
      try Data("not a folder".utf8).write(to: folder.appending(path: "file"))
      let warnings = WarningRecorder()
      let repository = TimetableRepositoryImplementation(
        api: FakeConferenceAPIClient(),
        cache: TimetableCache(
          fileURL: folder.appending(path: "file/cache.sqlite"), now: { Samples.now },
          onWarning: warnings.record),
        now: { Samples.now })

      #expect(await repository.savedTimetables() == [])
      #expect(warnings.warnings.count == 1)
    }
  }

  @Test(arguments: [
    (
      APIClientError.api(APIError(status: 400, code: "bad_request", message: "No query.")),
      RepositoryError.rejected(.other(reason: "(400 bad_request): No query."))
    ),
    (.cancelled, .cancelled),
  ])
  func aSearchTheBackendRefusedOrThatWasCancelledNeverFallsBack(
    failure: APIClientError, expected: RepositoryError
  ) async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.searchSessions = { _ throws(APIClientError) in throw failure }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      await #expect(throws: expected) {
        try await subject.repository.searchSessions(matching: "actors")
      }
    }
  }

  @Test func keepingOfflineCopiesFetchesOnlyTheDaysNotSavedYet() async throws {
    try await withTemporaryDirectory { folder in
      let asked = CallLog()
      var api = FakeConferenceAPIClient()
      api.timetable = { day throws(APIClientError) in
        asked.record("timetable(\(day))")
        guard day != 3 else { throw Samples.down }
        return TimetableEntity(
          day: day, date: "2027-03-1\(day - 1)", timeZone: "Asia/Tokyo", sessions: [])
      }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      await subject.repository.keepOfflineCopies(ofDays: [1, 2, 3])

      #expect(asked.calls == ["timetable(2)", "timetable(3)"])
      #expect(try await subject.cache.savedDays() == [1, 2])
      #expect(
        try await subject.cache.timetable(forDay: 1)
          == Cached(value: Samples.dayOne, savedAt: Samples.savedAt))
    }
  }

  @Test("a success that is not the API's (a captive portal's page) is answered from the copy")
  func aPageThatIsNotTheAPIsIsAnsweredFromTheCopy() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in
        throw .decoding(reason: "the data couldn't be read because it isn't in the correct format")
      }
      let subject = Self.makeSubject(in: folder, api: api)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)

      let fetched = try await subject.repository.timetable(forDay: 1)

      #expect(
        fetched
          == Fetched(
            value: Samples.dayOne,
            source: .cache(
              savedAt: Samples.savedAt,
              because: .unreadableResponse(
                reason: "the data couldn't be read because it isn't in the correct format"))))
    }
  }

  /// A repository whose budget has run out as soon as a call starts.
  private static func makeBudgetedSubject(
    in folder: URL, api: FakeConferenceAPIClient
  ) -> Subject {
    let warnings = WarningRecorder()
    let cache = TimetableCache(
      fileURL: folder.appending(path: "cache.sqlite"), now: { Samples.now },
      onWarning: warnings.record)
    let budget = RefreshBudget(limit: .milliseconds(750), sleep: { _ in })
    let repository = TimetableRepositoryImplementation(
      api: api, cache: cache, budget: budget, now: { Samples.now })
    return Subject(repository: repository, cache: cache, warnings: warnings)
  }

  /// A call that ends only when it is cancelled, as one to a server that never answers.
  private static func silent<Value>() async throws(APIClientError) -> Value {
    while !Task.isCancelled { await Task.yield() }
    throw .cancelled
  }

  @Test("a silent source is cut at the budget and the copy answers, for every call")
  func aSilentSourceIsCutAtTheBudget() async throws {
    try await withTemporaryDirectory { folder in
      var api = FakeConferenceAPIClient()
      api.origin = .website(host: "fosdem.org")
      api.conference = { () throws(APIClientError) in try await Self.silent() }
      api.timetable = { _ throws(APIClientError) in try await Self.silent() }
      api.session = { _ throws(APIClientError) in try await Self.silent() }
      api.searchSessions = { _ throws(APIClientError) in try await Self.silent() }
      let subject = Self.makeBudgetedSubject(in: folder, api: api)
      try await subject.cache.save(Self.conference, savedAt: Samples.savedAt)
      try await subject.cache.save(Samples.dayOne, savedAt: Samples.savedAt)
      let because = RepositoryError.offline(reason: "the server did not answer in time")

      let conference = try await subject.repository.conference()
      let timetable = try await subject.repository.timetable(forDay: 1)
      let session = try await subject.repository.session(id: "104")
      let search = try await subject.repository.searchSessions(matching: "swift")

      #expect(
        conference
          == Fetched(
            value: Self.conference, source: .cache(savedAt: Samples.savedAt, because: because)))
      #expect(
        timetable
          == Fetched(
            value: Samples.dayOne, source: .cache(savedAt: Samples.savedAt, because: because)))
      #expect(session.source == .cache(savedAt: Samples.savedAt, because: because))
      #expect(
        search
          == .savedTimetables([
            Fetched(
              value: Samples.dayOne, source: .cache(savedAt: Samples.savedAt, because: because))
          ]))
    }
  }

  @Test("without a saved copy a slow source is waited for past the budget")
  func withoutACopyTheSourceIsWaitedFor() async throws {
    try await withTemporaryDirectory { folder in
      let released = Mutex(false)
      var api = FakeConferenceAPIClient()
      api.timetable = { _ throws(APIClientError) in
        // Answers once the test has seen that the budget ran out.
        while !released.withLock({ $0 }) { await Task.yield() }
        return Samples.dayOne
      }
      api.conference = { () throws(APIClientError) in Self.conference }
      let subject = Self.makeBudgetedSubject(in: folder, api: api)

      async let fetched = subject.repository.timetable(forDay: 1)
      // The budget (a sleep that returns at once) has long run out by now.
      for _ in 0..<100 { await Task.yield() }
      released.withLock { $0 = true }

      let value = try await fetched
      #expect(value == Fetched(value: Samples.dayOne, source: .network))
    }
  }
}
