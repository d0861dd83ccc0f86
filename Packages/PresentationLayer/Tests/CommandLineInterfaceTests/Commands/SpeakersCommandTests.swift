import Domain
import Foundation
import Testing
import UseCaseTestSupport

@MainActor
struct SpeakersCommandTests {
  /// Day 1 as in `Fixtures`; day 2 adds a second session of Grace Hopper's, in Europe/Paris
  /// terms the evening before.
  private func makeHarness() -> Harness {
    var harness = Harness()
    harness.getConference = FakeGetConference.days(2)
    harness.getTimetable = { day in
      guard day.number == 2 else { return Fixtures.timetable() }
      let starts = Fixtures.tenOClock + 86_400 - 3 * 3_600
      let session = Session(
        id: "201", title: "Compilers for all", abstract: "", day: day, startsAt: starts,
        endsAt: starts + 2_700, timeZone: Fixtures.tokyo, track: Track(name: "Languages"),
        room: "Hall B", level: nil, language: "en", speakers: [Fixtures.grace])
      let date = CalendarDate(year: 2027, month: 3, day: 11) ?? Fixtures.timetable().date
      return Timetable(
        day: day, date: date, timeZone: Fixtures.tokyo, sessions: [session], freshness: .live)
    }
    return harness
  }

  @Test
  func listsEverySpeakerWithTheirNumberOfSessions() async {
    let result = await makeHarness().run("speakers")
    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            SESSIONS  SPEAKER
            1         Ada Lovelace
            2         Grace Hopper

            """,
          standardError: ""))
  }

  @Test
  func listsSpeakersAsJSON() async throws {
    let result = await makeHarness().run("speakers", "-j")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let speakers = try #require(document["speakers"] as? [[String: Any]])
    #expect(speakers.map { $0["name"] as? String } == ["Ada Lovelace", "Grace Hopper"])
    #expect(speakers.map { $0["session_count"] as? Int } == [1, 2])
    #expect(speakers.last?["session_ids"] as? [String] == ["103", "201"])
    #expect(document["days"] as? [Int] == [1, 2])
    #expect(document["source"] as? String == "network")
  }

  @Test
  func showsASpeakersSessionsAcrossDays() async {
    let result = await makeHarness().run("speaker", "grace")
    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Grace Hopper, 2 sessions (Asia/Tokyo, UTC+09:00):

            DAY  TIME         ID   ROOM    TITLE
            1    11:00-11:45  103  Hall A  並行性を安全に: Swift 6 への移行
            2    07:00-07:45  201  Hall B  Compilers for all

            """,
          standardError: ""))
  }

  @Test
  func showsTimesInTheZoneAskedFor() async {
    let result = await makeHarness().run("speaker", "GRACE", "hopper", "--tz", "Europe/Paris")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("Grace Hopper, 2 sessions (times in Europe/Paris"))
    #expect(result.standardOutput.contains("03:00-03:45        103"))
    #expect(result.standardOutput.contains("2    03-10 23:00-23:45  201"))
  }

  @Test
  func suggestsTheClosestNameForAnUnknownOne() async {
    let result = await makeHarness().run("speaker", "grase")
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "Error: days 1 and 2 have no speaker whose name contains 'grase'. Did you mean "
          + "'Grace Hopper'? Pick one of: Ada Lovelace, Grace Hopper.\n"))
  }

  @Test(arguments: [["speaker"], ["speaker", " "]])
  func refusesAMissingName(arguments: [String]) async {
    #expect(await makeHarness().run(arguments).exitCode == 64)
  }

  @Test
  func reportsAProgrammeThatCannotBeLoaded() async {
    var harness = makeHarness()
    harness.getTimetable = { _ throws(TimetableError) in throw .connectivity(.offline) }
    let result = await harness.run("speakers")
    #expect(result.exitCode == 69)
    #expect(result.standardError.hasPrefix("Error: the conference backend cannot be reached"))
  }
}
