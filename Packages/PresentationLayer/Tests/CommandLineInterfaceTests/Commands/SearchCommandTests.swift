import Domain
import Foundation
import Testing

@MainActor
struct SearchCommandTests {
  private func makeHarness(
    _ sessions: [Session] = Fixtures.sessions, query: String = "swift",
    freshness: Freshness = .live, searchedDays: [ConferenceDay] = Fixtures.conferenceDays
  ) -> Harness {
    var harness = Harness()
    harness.searchSessions = { text throws(TimetableError) in
      #expect(text == query)
      return try Fixtures.results(
        text, sessions, freshness: freshness, searchedDays: searchedDays)
    }
    return harness
  }

  @Test
  func printsTheMatchesAsATable() async {
    let result = await makeHarness().run("search", "swift")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            3 sessions match 'swift' (Asia/Tokyo, UTC+09:00):

            DAY  TIME         ID   ROOM    MATCH  SPEAKERS      TITLE
            1    10:00-10:45  101  Hall A  —      Ada Lovelace  Modularising a 200k-line ap…
            1    10:00-10:45  102  Hall A  —      —             Layouts that breathe
            1    11:00-11:45  103  Hall A  title  Grace Hopper  並行性を安全に: Swift 6 へ…

            """,
          standardError: ""))
  }

  @Test
  func saysWhenNothingMatches() async {
    let result = await makeHarness([]).run("search", "swift")
    #expect(
      result
        == RunResult(
          exitCode: 0, standardOutput: "No sessions match 'swift'.\n", standardError: ""))
  }

  @Test
  func printsStableJSON() async {
    let result = await makeHarness([]).run("search", "--json", "swift")
    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            {
              "query": "swift",
              "saved_at": null,
              "searched_days": [
                1,
                2,
                3
              ],
              "sessions": [],
              "source": "network"
            }

            """,
          standardError: ""))
  }

  @Test
  func severalWordsAreOneQuery() async {
    let result = await makeHarness(
      [Fixtures.sessions[0]], query: "Ada  Lovelace"
    ).run("search", "Ada ", "Lovelace", "--json")

    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains(#""query": "Ada  Lovelace""#))
    #expect(result.standardOutput.contains(#""matched_fields": [\#n        "speaker"\#n      ]"#))
  }

  @Test
  func offlineTheSavedDaysAreSearchedWithAWarning() async {
    let result = await makeHarness(
      [Fixtures.sessions[2]], freshness: .cached(savedAt: Fixtures.savedAt),
      searchedDays: [Fixtures.day(1), Fixtures.day(2)]
    ).run("search", "swift")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            1 session matches 'swift' (Asia/Tokyo, UTC+09:00):

            DAY  TIME         ID   ROOM    MATCH  SPEAKERS      TITLE
            1    11:00-11:45  103  Hall A  title  Grace Hopper  並行性を安全に: Swift 6 へ…

            """,
          standardError: """
            Warning: day 3 was never loaded, so it was not searched.
            Warning: the backend could not be reached; showing matches in the copies of days 1 and 2 saved at 2027-03-10 09:00 (UTC+09:00), 3 hours ago.

            """))
  }

  @Test
  func offlineJSONSaysWhereTheMatchesCameFrom() async {
    let result = await makeHarness(
      [Fixtures.sessions[2]], freshness: .cached(savedAt: Fixtures.savedAt),
      searchedDays: [Fixtures.day(1)]
    ).run("search", "swift", "--json")

    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains(#""saved_at": "2027-03-10T09:00:00+09:00""#))
    #expect(result.standardOutput.contains(#""source": "cache""#))
    #expect(result.standardOutput.contains(#""searched_days": [\#n    1\#n  ]"#))
    #expect(
      result.standardError.hasSuffix(
        "showing matches in the copy of day 1 saved at 2027-03-10 09:00 (UTC+09:00), 3 hours ago.\n"
      ))
  }

  @Test
  func narrowTerminalsLeaveOutWhatMatchedBeforeCuttingTheTitleShort() async {
    var harness = makeHarness()
    harness.environment["COLUMNS"] = "60"

    let result = await harness.run("search", "swift")

    #expect(
      result.standardOutput == """
        3 sessions match 'swift' (Asia/Tokyo, UTC+09:00):

        DAY  TIME         ID   SPEAKERS      TITLE
        1    10:00-10:45  101  Ada Lovelace  Modularising a 200k-li…
        1    10:00-10:45  102  —             Layouts that breathe
        1    11:00-11:45  103  Grace Hopper  並行性を安全に: Swift …

        """)
  }

  @Test
  func blankTextIsAUsageError() async {
    var harness = Harness()
    harness.searchSessions = { _ throws(TimetableError) in throw .emptyQuery }

    let result = await harness.run("search", "  ")

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: the search text is empty
            Usage: conf search <text> ... [--tz <zone>] [--json]
            See 'conf search --help' for more information.

            """))
  }

  @Test
  func offlineIsUnavailable() async {
    var harness = Harness()
    harness.searchSessions = { _ throws(TimetableError) in throw .connectivity(.offline) }

    let result = await harness.run("search", "swift")

    #expect(result.exitCode == 69)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "Error: the conference backend cannot be reached and no saved copy is available\nHint: "))
  }
}

extension SearchCommandTests {
  @Test
  func showsTheTimesInTheZoneAskedForAndNamesBoth() async {
    let result = await makeHarness().run("search", "swift", "--tz", "America/New_York")

    #expect(
      result.standardOutput.hasPrefix(
        """
        3 sessions match 'swift' (times in America/New_York, UTC-05:00; the conference
        is in Asia/Tokyo, UTC+09:00):

        DAY  TIME               ID   ROOM    MATCH  SPEAKERS      TITLE
        1    03-09 20:00-20:45  101
        """))
  }
}
