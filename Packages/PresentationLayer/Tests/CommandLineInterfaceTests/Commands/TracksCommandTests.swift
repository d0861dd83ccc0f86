import Domain
import Foundation
import Testing
import UseCaseTestSupport

@MainActor
struct TracksCommandTests {
  /// Day 1 as in `Fixtures` (Architecture, UI, Concurrency); day 2 one more Architecture
  /// session and one of Languages.
  static func makeHarness(
    dayOneFreshness: Freshness = .live
  ) -> Harness {
    var harness = Harness()
    harness.getConference = FakeGetConference.days(2)
    harness.getTimetable = { day in
      guard day.number == 2 else { return Fixtures.timetable(freshness: dayOneFreshness) }
      let starts = Fixtures.tenOClock + 86_400
      let sessions = [("201", "Architecture", "Hall B"), ("202", "Languages", "Hall A")].map {
        Session(
          id: Session.ID($0.0), title: "Talk \($0.0)", abstract: "", day: day, startsAt: starts,
          endsAt: starts + 2_700, timeZone: Fixtures.tokyo, track: Track(name: $0.1),
          room: $0.2, level: nil, language: "en", speakers: [])
      }
      let date = CalendarDate(year: 2027, month: 3, day: 11) ?? Fixtures.timetable().date
      return Timetable(
        day: day, date: date, timeZone: Fixtures.tokyo, sessions: sessions, freshness: .live)
    }
    return harness
  }

  @Test("every track of every day, by name, with its sessions and days")
  func listsTracks() async {
    let result = await Self.makeHarness().run("tracks")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            SESSIONS  DAYS  TRACK
            2         1,2   Architecture
            1         1     Concurrency
            1         2     Languages
            1         1     UI

            """,
          standardError: ""))
  }

  @Test("--day counts one day's sessions only")
  func countsOneDay() async {
    let result = await Self.makeHarness().run("tracks", "--day", "2")

    #expect(
      result.standardOutput == """
        SESSIONS  DAYS  TRACK
        1         2     Architecture
        1         2     Languages

        """)
  }

  @Test("--json gives names, counts, days and where the data came from")
  func listsTracksAsJSON() async throws {
    let result = await Self.makeHarness().run("tracks", "--json")

    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let tracks = try #require(document["tracks"] as? [[String: Any]])
    #expect(
      tracks.map { $0["name"] as? String }
        == ["Architecture", "Concurrency", "Languages", "UI"])
    #expect(tracks.map { $0["session_count"] as? Int } == [2, 1, 1, 1])
    #expect(tracks.map { $0["days"] as? [Int] } == [[1, 2], [1], [2], [1]])
    #expect(document["days"] as? [Int] == [1, 2])
    #expect(document["source"] as? String == "network")
  }

  @Test("a saved copy is listed after the usual warning")
  func warnsAboutASavedCopy() async {
    let result = await Self.makeHarness(dayOneFreshness: .cached(savedAt: Fixtures.savedAt))
      .run("tracks")

    #expect(result.exitCode == 0)
    #expect(
      result.standardError.hasPrefix(
        "Warning: the backend could not be reached; showing the copy of day 1 saved at "))
  }

  @Test(arguments: ["0", "x", "1,,2"])
  func anInvalidDayIsAUsageError(day: String) async {
    let result = await Self.makeHarness().run("tracks", "--day", day)

    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
  }
}
