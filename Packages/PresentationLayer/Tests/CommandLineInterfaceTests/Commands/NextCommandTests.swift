import Domain
import Foundation
import Testing

@MainActor
struct NextCommandTests {
  private func makeHarness(
    at instant: Date, phase: ConferenceMoment.Phase = .during, slotDay: Timetable? = nil
  ) -> Harness {
    var harness = Harness()
    harness.now = instant
    harness.getNextSlot = { asked in
      let today = Fixtures.timetable()
      let moment = ConferenceMoment(instant: asked, phase: phase, timetable: today)
      let day = slotDay ?? today
      guard let slot = day.slot(after: asked) else {
        return UpcomingSlot(moment: moment, timetable: nil, slot: nil)
      }
      return UpcomingSlot(moment: moment, timetable: day, slot: slot)
    }
    return harness
  }

  @Test
  func showsTheNextSlot() async {
    let result = await makeHarness(at: Fixtures.tenOClock + 20 * 60).run("next")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Next: 11:00, day 1, 2027-03-10, in 40 minutes (Asia/Tokyo, UTC+09:00)

            TIME         ID   TRACK        ROOM    TITLE
            11:00-11:45  103  Concurrency  Hall A  並行性を安全に: Swift 6 への移行

            """,
          standardError: ""))
  }

  @Test
  func beforeTheConferenceItSaysWhenItStartsAndShowsTheFirstSlot() async {
    let result = await makeHarness(
      at: Fixtures.tenOClock - 2 * 86_400, phase: .before(daysUntil: 2)
    )
    .run("next")

    #expect(
      result.standardOutput == """
        The conference starts on 2027-03-10, in 2 days.

        Next: 10:00, day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

        TIME         ID   TRACK         ROOM    TITLE
        10:00-10:45  101  Architecture  Hall A  Modularising a 200k-line app, one packa…
        10:00-10:45  102  UI            Hall A  Layouts that breathe

        """)
  }

  @Test(arguments: [
    (ConferenceMoment.Phase.during, "No session starts later; the conference ends today.\n"),
    (.after(daysAgo: 1), "The conference ended on 2027-03-10.\n"),
  ])
  func saysWhenNothingIsLeft(phase: ConferenceMoment.Phase, output: String) async {
    let result = await makeHarness(at: Fixtures.now, phase: phase).run("next")

    #expect(result == RunResult(exitCode: 0, standardOutput: output, standardError: ""))
  }

  @Test
  func printsStableJSON() async {
    let result = await makeHarness(at: Fixtures.tenOClock + 20 * 60).run("next", "--json")

    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains(#""minutes_until_start": 40,"#))
    #expect(result.standardOutput.contains(#""slot_day": 1,"#))
    #expect(result.standardOutput.contains(#""slot_starts_at": "2027-03-10T11:00:00+09:00","#))
    #expect(result.standardOutput.contains(#""phase": "during","#))
    #expect(result.standardOutput.contains(#""id": "103""#))
  }
}

extension NextCommandTests {
  @Test
  func anUnknownConfTZStopsBeforeAnythingIsLoaded() async {
    var harness = Harness()
    harness.environment["CONF_TZ"] = "Nowhere"

    let result = await harness.run("next")

    #expect(result.exitCode == 78)
    #expect(result.standardError.hasPrefix("Error: CONF_TZ=Nowhere is not valid"))
  }

  @Test("a bookmarked session of the next slot is starred and says how soon it starts")
  func bookmarkedSessionsSayWhenTheyStart() async {
    var harness = makeHarness(at: Fixtures.tenOClock + 48 * 60)
    harness.timetableBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: [Bookmark(sessionID: "103", createdAt: Fixtures.tenOClock)], savedAt: nil)
    }

    let result = await harness.run("next")
    let json = await harness.run("next", "--json").standardOutput

    #expect(
      result.standardOutput == """
        Next: 11:00, day 1, 2027-03-10, in 12 minutes (Asia/Tokyo, UTC+09:00)

           TIME         ID   TRACK        ROOM    TITLE
        ★  11:00-11:45  103  Concurrency  Hall A  並行性を安全に: Swift 6 への移行

        ★ Your session 103, "並行性を安全に: Swift 6 への移行", starts in 12 minutes in
        Hall A.

        """)
    #expect(json.contains(#""is_bookmarked": true"#))
  }

  @Test("before the conference a bookmarked first session says its day and time")
  func bookmarkedSessionOnAnotherDaySaysItsDay() async {
    var harness = makeHarness(at: Fixtures.tenOClock - 2 * 86_400, phase: .before(daysUntil: 2))
    harness.timetableBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: [Bookmark(sessionID: "102", createdAt: Fixtures.tenOClock)], savedAt: nil)
    }

    let output = await harness.run("next").standardOutput

    #expect(
      output.hasSuffix(
        "★ Your session 102, \"Layouts that breathe\", starts on day 1 at 10:00 in Hall A.\n"))
  }

  /// Session 103 (11:00 in Hall A) and one on day 2 without a room.
  private static func schedule(_ sessions: [Session])
    -> @Sendable () throws(BookmarkError) ->
    MySchedule
  {
    { () throws(BookmarkError) in MySchedule(sessions: sessions, isFromSavedCopy: false) }
  }

  @Test("it ends with the next bookmarked session: what, when, where and how soon")
  func endsWithYourNext() async {
    var harness = makeHarness(at: Fixtures.tenOClock + 52 * 60)
    harness.nextSchedule = Self.schedule([Fixtures.sessions[0], Fixtures.sessions[2]])

    let result = await harness.run("next")

    #expect(
      result.standardOutput.hasSuffix(
        """
        11:00-11:45  103  Concurrency  Hall A  並行性を安全に: Swift 6 への移行

        Your next: 並行性を安全に: Swift 6 への移行 (103) at 11:00 in Hall A, in 8
        minutes.

        """), "\(result.standardOutput)")
  }

  @Test("another day's session says its day and date; one without a room says so")
  func yourNextOnAnotherDay() async {
    let tomorrow = Fixtures.tenOClock + 86_400
    let session = Session(
      id: "201", title: "Compilers", abstract: "", day: Fixtures.day(2), startsAt: tomorrow,
      endsAt: tomorrow + 1_800, timeZone: Fixtures.tokyo, track: Track(name: "Languages"),
      room: "", level: nil, language: "en", speakers: [])
    var harness = makeHarness(at: Fixtures.tenOClock + 52 * 60)
    harness.nextSchedule = Self.schedule([Fixtures.sessions[0], session])

    let result = await harness.run("next")

    #expect(
      result.standardOutput.hasSuffix(
        "\nYour next: Compilers (201) on day 2, 2027-03-11, at 10:00 (no room given), in 23\n"
          + "hours.\n"), "\(result.standardOutput)")
  }

  @Test(
    "without a bookmarked session to come, or a login, it says so",
    arguments: [
      (
        MySchedule(sessions: [Fixtures.sessions[0]], isFromSavedCopy: false) as MySchedule?,
        nil as BookmarkError?, "Your next: none of your bookmarked sessions is still to come."
      ),
      (
        nil, .account(.notLoggedIn),
        "Your next: log in to see your bookmarked sessions here (conf login)."
      ),
      (
        nil, .connectivity(.offline), "Your next: your bookmarks cannot be read right now."
      ),
    ])
  func noNextBookmark(schedule: MySchedule?, failure: BookmarkError?, line: String) async {
    var harness = makeHarness(at: Fixtures.tenOClock + 52 * 60)
    harness.nextSchedule = { () throws(BookmarkError) in
      if let failure { throw failure }
      return schedule ?? MySchedule(sessions: [], isFromSavedCopy: false)
    }

    let result = await harness.run("next")

    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasSuffix("\n\n\(line)\n"), "\(result.standardOutput)")
  }

  @Test("--json has your_next: the session, or null")
  func yourNextInJSON() async throws {
    var harness = makeHarness(at: Fixtures.tenOClock + 52 * 60)
    harness.nextSchedule = Self.schedule([Fixtures.sessions[2]])

    let result = await harness.run("next", "--json")

    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let yours = try #require(document["your_next"] as? [String: Any])
    #expect(yours["id"] as? String == "103")
    #expect(yours["room"] as? String == "Hall A")
  }

  @Test("--rooms shows the next session in each room, by room")
  func nextInEachRoom() async {
    let day = Fixtures.timetable(sessions: [
      Fixtures.session("101", title: "Early"),
      Fixtures.session("104", startsAt: Fixtures.tenOClock + 7_200, title: "Later in Hall A"),
      Fixtures.session("103", startsAt: Fixtures.tenOClock + 3_600, title: "Next in Hall A"),
      Session(
        id: "105", title: "Next in Room B", abstract: "", day: .first,
        startsAt: Fixtures.tenOClock + 5_400, endsAt: Fixtures.tenOClock + 7_200,
        timeZone: Fixtures.tokyo, track: Track(name: "UI"), room: "Room B", level: nil,
        language: "en", speakers: []),
    ])

    let result = await makeHarness(at: Fixtures.tenOClock + 20 * 60, slotDay: day)
      .run("next", "--rooms")

    #expect(
      result.standardOutput == """
        Next in each room: day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

        TIME         ID   TRACK         ROOM    TITLE
        11:00-11:45  103  Architecture  Hall A  Next in Hall A
        11:30-12:00  105  UI            Room B  Next in Room B

        """)
  }
}
