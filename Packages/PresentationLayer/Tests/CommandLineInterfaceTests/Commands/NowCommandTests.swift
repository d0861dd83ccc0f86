import Domain
import Foundation
import Testing

@MainActor
struct NowCommandTests {
  private func makeHarness(
    at instant: Date, phase: ConferenceMoment.Phase = .during,
    timetable: Timetable = Fixtures.timetable()
  ) -> Harness {
    var harness = Harness()
    harness.now = instant
    harness.getConferenceMoment = { asked in
      #expect(asked == instant)
      return ConferenceMoment(instant: asked, phase: phase, timetable: timetable)
    }
    return harness
  }

  @Test
  func showsTheSessionsUnderWayWithTheMinutesLeft() async {
    let result = await makeHarness(at: Fixtures.tenOClock + 15 * 60).run("now")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Now: 10:15, day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

            TIME         LEFT    ID   TRACK         ROOM    TITLE
            10:00-10:45  30 min  101  Architecture  Hall A  Modularising a 200k-line app, o…
            10:00-10:45  30 min  102  UI            Hall A  Layouts that breathe

            """,
          standardError: ""))
  }

  @Test
  func betweenSlotsItSaysWhenTheNextOneStarts() async {
    let result = await makeHarness(at: Fixtures.tenOClock + 50 * 60).run("now")

    #expect(
      result.standardOutput == """
        Now: 10:50, day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

        Nothing is on right now.
        The next sessions start at 11:00, in 10 minutes: conf next

        """)
  }

  @Test
  func afterTheLastSessionItSaysTheDayIsOver() async {
    let result = await makeHarness(at: Fixtures.now).run("now")

    #expect(
      result.standardOutput.hasSuffix("Nothing is on right now.\nToday's sessions are over.\n"))
  }

  @Test(arguments: [
    (
      ConferenceMoment.Phase.before(daysUntil: 3),
      "The conference starts on 2027-03-10, in 3 days.\n"
    ),
    (.before(daysUntil: 1), "The conference starts on 2027-03-10, in 1 day.\n"),
    (.after(daysAgo: 2), "The conference ended on 2027-03-10.\n"),
    (.dayOff(daysUntil: 1), "No sessions now; day 1 is on 2027-03-10, in 1 day.\n"),
    (.before(daysUntil: 0), "The conference starts later today, 2027-03-10.\n"),
    (.dayOff(daysUntil: 0), "No sessions now; day 1 starts later today, 2027-03-10.\n"),
  ])
  func outsideTheConferenceDaysItSaysWhereItStands(
    phase: ConferenceMoment.Phase, output: String
  ) async {
    let result = await makeHarness(at: Fixtures.now, phase: phase).run("now")

    #expect(result == RunResult(exitCode: 0, standardOutput: output, standardError: ""))
  }

  @Test
  func printsStableJSON() async {
    let cached = Fixtures.timetable(
      freshness: .cached(savedAt: Fixtures.savedAt), sessions: [Fixtures.sessions[1]])
    let result = await makeHarness(at: Fixtures.tenOClock + 15 * 60, timetable: cached)
      .run("now", "--json")

    #expect(
      result.standardOutput == """
        {
          "date": "2027-03-10",
          "day": 1,
          "days_since_end": null,
          "days_until": null,
          "now": "2027-03-10T10:15:00+09:00",
          "phase": "during",
          "saved_at": "2027-03-10T09:00:00+09:00",
          "sessions": [
            {
              "abstract": "",
              "day": 1,
              "ends_at": "2027-03-10T10:45:00+09:00",
              "id": "102",
              "is_bookmarked": false,
              "is_running": true,
              "language": "en",
              "level": "intermediate",
              "minutes_left": 30,
              "room": "Hall A",
              "speakers": [],
              "starts_at": "2027-03-10T10:00:00+09:00",
              "title": "Layouts that breathe",
              "track": "UI"
            }
          ],
          "source": "cache",
          "time_zone": "Asia/Tokyo"
        }

        """)
    #expect(
      result.standardError
        == "Warning: the backend could not be reached; showing the copy of day 1 saved at "
        + "2027-03-10 09:00 (UTC+09:00), 1 hour ago.\n")
  }

  @Test
  func offlineWithNothingSavedIsUnavailable() async {
    var harness = Harness()
    harness.getConferenceMoment = { _ throws(TimetableError) in throw .connectivity(.offline) }

    let result = await harness.run("now")

    #expect(result.exitCode == 69)
    #expect(result.standardError.hasPrefix("Error: the conference backend cannot be reached"))
  }
}

extension NowCommandTests {
  @Test
  func showsTheTimesInTheZoneAskedFor() async {
    let result = await makeHarness(at: Fixtures.tenOClock + 15 * 60).run("now", "--tz", "UTC")

    #expect(
      result.standardOutput.hasPrefix(
        """
        Now: 01:15, day 1, 2027-03-10 (times in UTC; the conference is in Asia/Tokyo,
        UTC+09:00)

        TIME         LEFT    ID   TRACK         ROOM    TITLE
        01:00-01:45  30 min  101
        """))
  }

  @Test("a bookmarked session under way is starred, and is_bookmarked in --json")
  func starsBookmarkedSessions() async {
    var harness = makeHarness(at: Fixtures.tenOClock + 15 * 60)
    harness.timetableBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: [Bookmark(sessionID: "102", createdAt: Fixtures.tenOClock)], savedAt: nil)
    }

    let text = await harness.run("now").standardOutput
    let json = await harness.run("now", "--json").standardOutput

    #expect(
      text == """
        Now: 10:15, day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

           TIME         LEFT    ID   TRACK         ROOM    TITLE
           10:00-10:45  30 min  101  Architecture  Hall A  Modularising a 200k-line app…
        ★  10:00-10:45  30 min  102  UI            Hall A  Layouts that breathe

        """)
    #expect(json.components(separatedBy: #""is_bookmarked": true"#).count == 2)
    #expect(json.components(separatedBy: #""is_bookmarked": false"#).count == 2)
  }

  @Test("bookmarks that cannot be read star nothing and fail nothing")
  func unreadableBookmarksStarNothing() async {
    var harness = makeHarness(at: Fixtures.tenOClock + 15 * 60)
    harness.timetableBookmarks = { () throws(BookmarkError) in
      throw .connectivity(.unavailable(reason: "offline"))
    }

    let result = await harness.run("now")

    #expect(result.exitCode == 0)
    #expect(!result.standardOutput.contains("★"))
  }
}
