import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct TimetableViewModelTests {
  private let analytics = InMemoryAnalytics()

  private func makeViewModel(
    _ getTimetable: FakeGetTimetable, getConferenceMoment: FakeGetConferenceMoment = .unexpected,
    getConference: FakeGetConference = .days(3), getBookmarks: FakeGetBookmarks? = nil,
    getChangedSessions: FakeGetChangedSessions? = nil, now: Date = Fixtures.now
  ) -> TimetableViewModel {
    TimetableViewModel(
      getTimetable: getTimetable, getConference: getConference,
      getConferenceMoment: getConferenceMoment, getBookmarks: getBookmarks,
      getChangedSessions: getChangedSessions, analytics: analytics, now: { now })
  }

  @Test
  func startsIdleWithoutLoading() {
    let viewModel = makeViewModel(.unexpected)
    #expect(viewModel.state == .idle)
    #expect(viewModel.selectedTrackName == nil)
  }

  @Test
  func reloadKeepsWhatIsShownUntilTheNewCopyReplacesIt() async throws {
    let first = try Fixtures.timetable()
    // The refreshed copy has lost the day's last session.
    let changed = Timetable(
      day: first.day, date: first.date, timeZone: first.timeZone,
      sessions: Array(first.sessions.dropLast()), freshness: first.freshness)
    let box = Box<TimetableViewModel>()
    var calls = 0
    var statesDuringReload: [TimetableViewModel.State?] = []
    let viewModel = makeViewModel(
      FakeGetTimetable { day in
        calls += 1
        guard calls > 1 else { return first }
        #expect(day == (try? ConferenceDay(1)))
        statesDuringReload.append(box.value?.state)
        return changed
      })
    box.value = viewModel
    await viewModel.reload()
    #expect(calls == 0)

    await viewModel.load(day: try ConferenceDay(1))
    let shown = viewModel.state
    let events = analytics.events.count
    await viewModel.reload()

    #expect(statesDuringReload == [shown])
    #expect(
      viewModel.state
        == .loaded(TimetableViewModel.Content(timetable: changed, instant: Fixtures.now)))
    #expect(analytics.events.count == events)
  }

  @Test
  func movesThroughLoadingToLoadedRows() async throws {
    let timetable = try Fixtures.timetable()
    let box = Box<TimetableViewModel>()
    var statesDuringLoad: [TimetableViewModel.State?] = []
    let viewModel = makeViewModel(
      FakeGetTimetable { day in
        #expect(day == (try? ConferenceDay(1)))
        statesDuringLoad.append(box.value?.state)
        return timetable
      })
    box.value = viewModel

    await viewModel.load(day: try ConferenceDay(1))

    #expect(statesDuringLoad == [.loading])
    let day = try ConferenceDay(1)
    #expect(
      viewModel.state
        == .loaded(TimetableViewModel.Content(timetable: timetable, instant: Fixtures.now)))
    guard case .loaded(let content) = viewModel.state else { return }
    #expect(
      content.rows == [
        SessionRow(
          id: "101", day: day, date: "2027-03-10", startTime: "10:00", endTime: "10:45",
          track: "Architecture", title: "Modular apps", room: "Hall A", speakers: ""),
        SessionRow(
          id: "102", day: day, date: "2027-03-10", startTime: "10:00", endTime: "10:45",
          track: "UI", title: "Layout", room: "Hall A", speakers: ""),
        SessionRow(
          id: "103", day: day, date: "2027-03-10", startTime: "11:00", endTime: "11:45",
          track: "Architecture", title: "Use cases", room: "Hall A", speakers: ""),
      ])
    #expect(content.tracks == [Track(name: "Architecture"), Track(name: "UI")])
    #expect(content.isCached == false)
    #expect(content.savedAt == nil)
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "timetable_viewed", layer: .ui, properties: ["day": "1"],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func saysWhenTheDayIsASavedCopy() async throws {
    let savedAt = Date(timeIntervalSince1970: 1_804_500_000)
    let timetable = try Fixtures.timetable(freshness: .cached(savedAt: savedAt))
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })

    await viewModel.load(day: try ConferenceDay(1))

    guard case .loaded(let content) = viewModel.state else {
      Issue.record("Expected loaded, got \(viewModel.state)")
      return
    }
    #expect(content.isCached)
    #expect(content.savedAt == savedAt)
  }

  @Test(arguments: [
    TimetableError.connectivity(.offline), .connectivity(.unavailable(reason: "503")),
    .storage(.failed(reason: "cache unreadable")), .dayNotFound(day: 2, days: []),
  ])
  func failsWithTheUseCasesError(error: TimetableError) async throws {
    let viewModel = makeViewModel(FakeGetTimetable { _ throws(TimetableError) in throw error })

    await viewModel.load(day: try ConferenceDay(2))

    #expect(viewModel.state == .failed(error))
  }

  @Test(arguments: ["ui", "UI", " Ui "])
  func filtersByTrackIgnoringCase(name: String) async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    viewModel.selectTrack(name)

    await viewModel.load(day: try ConferenceDay(1))

    #expect(
      viewModel.state
        == .loaded(
          TimetableViewModel.Content(
            timetable: timetable, selectedTrack: Track(name: "UI"), instant: Fixtures.now)))
    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.sessions.map(\.id) == ["102"])
    #expect(content.rows.map(\.id) == ["102"])
  }

  @Test
  func refiltersALoadedDayAndGoesBackToEveryTrack() async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    await viewModel.load(day: try ConferenceDay(1))

    viewModel.selectTrack("architecture")
    #expect(
      viewModel.state
        == .loaded(
          TimetableViewModel.Content(
            timetable: timetable, selectedTrack: Track(name: "Architecture"),
            instant: Fixtures.now)))

    viewModel.selectTrack(nil)
    #expect(
      viewModel.state
        == .loaded(TimetableViewModel.Content(timetable: timetable, instant: Fixtures.now)))
    #expect(
      analytics.events.map(\.name) == [
        "timetable_viewed", "timetable_track_selected", "timetable_track_selected",
      ])
    #expect(
      analytics.events.map(\.properties).dropFirst() == [
        ["track": "filtered"], ["track": "all"],
      ])
  }

  @Test
  func anUnknownTrackFailsListingTheKnownOnes() async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    viewModel.selectTrack("Cooking")

    await viewModel.load(day: try ConferenceDay(1))

    let failure = TimetableError.unknownTrack(
      name: "Cooking", days: [try ConferenceDay(1)],
      knownTracks: [Track(name: "Architecture"), Track(name: "UI")])
    #expect(viewModel.state == .failed(failure))
    #expect(failure.description == "day 1 has no track 'Cooking'")
    #expect(failure.recoverySuggestion == "Pick one of: Architecture, UI.")
    #expect(
      analytics.events.last
        == AnalyticsEvent(
          name: "timetable_viewed", layer: .ui,
          properties: ["day": "1", "track": "filtered"], timestamp: Fixtures.now))
  }

  @Test
  func onlyTheLatestOfOverlappingLoadsChangesTheState() async throws {
    let first = try Fixtures.timetable()
    let box = Box<TimetableViewModel>()
    let viewModel = makeViewModel(
      FakeGetTimetable { day throws(TimetableError) in
        if day.number == 1 {
          // A second load starts and finishes while the first is still in flight.
          await box.value?.load(day: try ConferenceDay(2))
          return first
        }
        throw .connectivity(.offline)
      })
    box.value = viewModel

    await viewModel.load(day: try ConferenceDay(1))

    #expect(viewModel.state == .failed(.connectivity(.offline)))
  }
}

extension TimetableViewModelTests {
  /// Day 1 with speakers and two rooms; `102` runs 10:00-10:45 in Room D.
  private static func dayWithRooms() throws -> Timetable {
    let emily = Speaker(id: "sp-14", name: "Emily Chen", affiliation: nil)
    let chloe = Speaker(id: "sp-18", name: "Chloé Dubois", affiliation: nil)
    let base = try Fixtures.timetable()
    let sessions = base.sessions.enumerated().map { index, session in
      Session(
        id: session.id, title: session.title, abstract: session.abstract, day: session.day,
        startsAt: session.startsAt, endsAt: session.endsAt, timeZone: session.timeZone,
        track: session.track, room: index == 1 ? "Room D" : "Hall A", level: session.level,
        language: session.language, speakers: index == 2 ? [emily] : [chloe])
    }
    return Timetable(
      day: base.day, date: base.date, timeZone: base.timeZone, sessions: sessions,
      freshness: .live)
  }

  @Test(
    arguments: [
      ("room d", nil, ["102"] as [Session.ID], "Room D"),
      ("ＨＡＬＬ Ａ", nil, ["101", "103"], "Hall A"),
      (nil, "chen", ["103"], nil),
      (nil, "CHLOE", ["101", "102"], nil),
      ("Hall A", "chloé", ["101"], "Hall A"),
    ] as [(String?, String?, [Session.ID], String?)])
  func filtersByRoomAndSpeakerLoosely(
    room: String?, speaker: String?, expected: [Session.ID], resolvedRoom: String?
  ) async throws {
    let timetable = try Self.dayWithRooms()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    viewModel.selectRoom(room)
    viewModel.selectSpeaker(speaker)

    await viewModel.load(day: try ConferenceDay(1))

    guard case .loaded(let content) = viewModel.state else {
      Issue.record("Expected loaded, got \(viewModel.state)")
      return
    }
    #expect(content.sessions.map(\.id) == expected)
    #expect(content.selectedRoom == resolvedRoom)
    #expect(content.speakerFilter == speaker)
    #expect(viewModel.filter == TimetableViewModel.Filter(room: room, speaker: speaker))
  }

  @Test("a unique part of a room's or a track's name selects it; a part of several tracks asks")
  func partsOfNames() async throws {
    let timetable = try Self.dayWithRooms()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    let day = try ConferenceDay(1)
    viewModel.selectRoom("oom")
    viewModel.selectTrack("rchit")
    await viewModel.load(day: day)

    guard case .loaded(let content) = viewModel.state else {
      Issue.record("Expected loaded, got \(viewModel.state)")
      return
    }
    #expect(content.selectedRoom == "Room D")
    #expect(content.selectedTrack == Track(name: "Architecture"))

    viewModel.selectRoom(nil)
    viewModel.selectTrack("i")
    #expect(
      viewModel.state
        == .failed(
          .ambiguousTrack(
            name: "i", days: [day], candidates: [Track(name: "Architecture"), Track(name: "UI")])))
  }

  @Test
  func anUnknownRoomOrSpeakerFailsListingTheKnownOnes() async throws {
    let timetable = try Self.dayWithRooms()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    let day = try ConferenceDay(1)
    viewModel.selectRoom("Hall Z")
    await viewModel.load(day: day)

    let room = TimetableError.unknownRoom(
      name: "Hall Z", days: [day], knownRooms: ["Hall A", "Room D"])
    #expect(viewModel.state == .failed(room))
    #expect(room.description == "day 1 has no room 'Hall Z'")
    #expect(room.recoverySuggestion == "Pick one of: Hall A, Room D.")
    #expect(room.unknownName == "Hall Z")

    viewModel.selectRoom(nil)
    viewModel.selectSpeaker("Grace")
    let speaker = TimetableError.unknownSpeaker(
      name: "Grace", days: [day], knownSpeakers: ["Chloé Dubois", "Emily Chen"])
    #expect(viewModel.state == .failed(speaker))
    #expect(speaker.description == "day 1 has no speaker whose name contains 'Grace'")
    #expect(speaker.knownNames == ["Chloé Dubois", "Emily Chen"])
  }

  @Test
  func loadsSeveralDaysAndAcceptsAFilterThatMatchesOnAnyOfThem() async throws {
    let dayOne = try Self.dayWithRooms()
    let dayTwo = Timetable(
      day: try ConferenceDay(2), date: try #require(CalendarDate("2027-03-11")),
      timeZone: Fixtures.tokyo, sessions: [], freshness: .cached(savedAt: Fixtures.now - 60))
    var asked: [Int] = []
    let viewModel = makeViewModel(
      FakeGetTimetable { day in
        asked.append(day.number)
        return day.number == 1 ? dayOne : dayTwo
      })
    viewModel.selectSpeaker("emily")

    await viewModel.load(days: [try ConferenceDay(1), try ConferenceDay(2)])

    guard case .loaded(let content) = viewModel.state else {
      Issue.record("Expected loaded, got \(viewModel.state)")
      return
    }
    #expect(asked == [1, 2])
    #expect(content.days.map(\.timetable.day.number) == [1, 2])
    #expect(content.days.map { $0.sessions.map(\.id) } == [["103"], []])
    #expect(content.isCached)
    #expect(content.savedAt == Fixtures.now - 60)
    #expect(analytics.events.last?.properties == ["day": "1,2", "speaker": "filtered"])
  }

  @Test
  func marksTheSessionsUnderWayAtTheClocksTime() async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(
      FakeGetTimetable { _ in timetable }, now: Fixtures.tenOClock + 50 * 60)

    await viewModel.load(day: try ConferenceDay(1))

    guard case .loaded(let content) = viewModel.state else {
      Issue.record("Expected loaded, got \(viewModel.state)")
      return
    }
    #expect(content.days[0].runningSessionIDs == [])
    #expect(content.instant == Fixtures.tenOClock + 50 * 60)

    let during = makeViewModel(FakeGetTimetable { _ in timetable }, now: Fixtures.tenOClock + 60)
    await during.load(day: try ConferenceDay(1))
    guard case .loaded(let running) = during.state else { return }
    #expect(running.days[0].runningSessionIDs == ["101", "102"])
    #expect(running.days[0].isRunning("101"))
    #expect(!running.days[0].isRunning("103"))
  }

  @Test
  func loadsTodaysDayFromTheClock() async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(
      .unexpected,
      getConferenceMoment: FakeGetConferenceMoment { instant in
        #expect(instant == Fixtures.now)
        return ConferenceMoment(
          instant: instant, phase: .before(daysUntil: 2), timetable: timetable)
      })

    await viewModel.loadToday()

    #expect(
      viewModel.state
        == .loaded(
          TimetableViewModel.Content(
            timetable: timetable, phase: .before(daysUntil: 2), instant: Fixtures.now)))
    #expect(analytics.events.last?.properties == ["day": "today"])
  }

  @Test
  func todayFailsWithTheUseCasesError() async {
    let viewModel = makeViewModel(
      .unexpected,
      getConferenceMoment: FakeGetConferenceMoment { _ throws(TimetableError) in
        throw .connectivity(.offline)
      })

    await viewModel.loadToday()

    #expect(viewModel.state == .failed(.connectivity(.offline)))
  }

  @Test("the bookmarked sessions that changed are flagged; only those are asked about")
  func changedBookmarksAreFlagged() async throws {
    let asked = Box<[Session.ID]>()
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(
      FakeGetTimetable { _ in timetable },
      getBookmarks: FakeGetBookmarks {
        BookmarkList(
          bookmarks: [
            Bookmark(sessionID: "101", createdAt: Fixtures.now),
            Bookmark(sessionID: "103", createdAt: Fixtures.now),
            Bookmark(sessionID: "999", createdAt: Fixtures.now),
          ], savedAt: nil)
      },
      getChangedSessions: FakeGetChangedSessions { sessions in
        asked.value = sessions.map(\.id)
        return ["103"]
      })

    await viewModel.load(day: try ConferenceDay(1))

    #expect(asked.value == ["101", "103"])
    #expect(viewModel.changedSessionIDs == ["103"])
  }

  @Test("without bookmarks nothing is asked and nothing is flagged")
  func noBookmarksNoChanges() async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(
      FakeGetTimetable { _ in timetable },
      getBookmarks: FakeGetBookmarks { () throws(BookmarkError) in throw .account(.notLoggedIn) },
      getChangedSessions: FakeGetChangedSessions { _ in
        Issue.record("asked which sessions changed without bookmarks")
        return ["101"]
      })

    await viewModel.load(day: try ConferenceDay(1))

    #expect(viewModel.changedSessionIDs.isEmpty)
  }

  @Test("a host that keeps the bookmarks asks about its own set after a load")
  func changesAmongTheHostsBookmarks() async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(
      FakeGetTimetable { _ in timetable },
      getChangedSessions: FakeGetChangedSessions { sessions in Set(sessions.map(\.id)) })
    await viewModel.load(day: try ConferenceDay(1))
    #expect(viewModel.changedSessionIDs.isEmpty)

    await viewModel.loadChanges(amongBookmarked: ["102"])

    #expect(viewModel.changedSessionIDs == ["102"])
  }

  @Test("a track missing from the day shown is looked for on the other days")
  func trackOnOtherDays() async throws {
    let dayOne = try Fixtures.timetable()
    let dayTwo = Timetable(
      day: try ConferenceDay(2), date: dayOne.date, timeZone: dayOne.timeZone,
      sessions: dayOne.sessions.filter { $0.track.name == "UI" }, freshness: .live)
    let viewModel = makeViewModel(
      FakeGetTimetable { day in day.number == 2 ? dayTwo : dayOne })
    viewModel.selectTrack("ui")
    await viewModel.load(day: try ConferenceDay(1))
    #expect(viewModel.filterMatchingDays.isEmpty, "day 1 has UI: nothing to look for")

    viewModel.selectTrack("Architecture")
    await viewModel.load(day: try ConferenceDay(2))
    guard case .failed(.unknownTrack) = viewModel.state else {
      Issue.record("day 2 has no Architecture track, yet: \(viewModel.state)")
      return
    }
    #expect(viewModel.filterMatchingDays == [try ConferenceDay(1), try ConferenceDay(3)])
  }

  @Test("loadUnscheduled reads the conference's sessions without a time, or why it cannot")
  func loadsTheUnscheduledSessions() async throws {
    let later = UnscheduledSession(
      id: "u-1", title: "Later", abstract: "", track: nil, room: nil, speakers: [])
    let conference = Conference(
      title: "T", acronym: "t", timeZone: .gmt,
      days: [
        Conference.Day(day: try ConferenceDay(1), date: try #require(CalendarDate("2027-03-10")))
      ],
      unscheduled: [later])
    let loaded = makeViewModel(.unexpected, getConference: FakeGetConference { conference })
    let failing = makeViewModel(
      .unexpected,
      getConference: FakeGetConference { () throws(TimetableError) in
        throw .connectivity(.offline)
      })

    #expect(loaded.unscheduledState == .idle)
    await loaded.loadUnscheduled()
    await failing.loadUnscheduled()

    #expect(loaded.unscheduledState == .loaded([later]))
    #expect(loaded.conference == conference)
    #expect(failing.unscheduledState == .failed(.connectivity(.offline)))
  }
}
