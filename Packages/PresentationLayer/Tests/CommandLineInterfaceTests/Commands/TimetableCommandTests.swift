import Domain
import Foundation
import Synchronization
import Testing

@MainActor
struct TimetableCommandTests {
  private func makeHarness(
    _ timetable: Timetable = Fixtures.timetable(), environment: [String: String] = [:]
  ) -> Harness {
    var harness = Harness()
    harness.getTimetable = { _ in timetable }
    harness.environment = environment
    return harness
  }

  @Test
  func printsAnAlignedTableThatFits80Columns() async {
    let result = await makeHarness().run("timetable")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

            TIME         ID   TRACK         TITLE
            10:00-10:45  101  Architecture  Modularising a 200k-line app, one package at a …
            10:00-10:45  102  UI            Layouts that breathe
            11:00-11:45  103  Concurrency   並行性を安全に: Swift 6 への移行

            """,
          standardError: ""))
    #expect(result.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test
  func narrowsTheTitleColumnToTheTerminalWidth() async {
    let result = await makeHarness(environment: ["COLUMNS": "50"]).run("timetable")

    #expect(
      result.standardOutput == """
        Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

        TIME         ID   TRACK         TITLE
        10:00-10:45  101  Architecture  Modularising a 20…
        10:00-10:45  102  UI            Layouts that brea…
        11:00-11:45  103  Concurrency   並行性を安全に: S…

        """)
  }

  @Test
  func shrinksTheTrackColumnWhenTheTitleIsAtItsMinimum() async {
    let result = await makeHarness(environment: ["COLUMNS": "40"]).run("timetable")

    #expect(
      result.standardOutput == """
        Day 1, 2027-03-10 (Asia/Tokyo,
        UTC+09:00)

        TIME         ID   TRACK       TITLE
        10:00-10:45  101  Architect…  Modularis…
        10:00-10:45  102  UI          Layouts t…
        11:00-11:45  103  Concurren…  並行性を…

        """)
  }

  @Test(arguments: [
    ["timetable", "--day", "2"], ["timetable", "--day=2"], ["timetable", "--day", "1", "--day=2"],
  ])
  func acceptsEveryFormOfTheDayOption(arguments: [String]) async {
    let asked = Mutex<[Int]>([])
    var harness = Harness()
    harness.getTimetable = { day in
      asked.withLock { $0.append(day.number) }
      return Fixtures.timetable(sessions: [])
    }

    let result = await harness.run(arguments)

    #expect(result.exitCode == 0)
    #expect(asked.withLock { $0 } == [2])
  }

  @Test
  func saysWhenADayHasNoSessions() async {
    let result = await makeHarness(Fixtures.timetable(sessions: [])).run("timetable")
    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

            No sessions.

            """,
          standardError: ""))
  }

  @Test(arguments: [
    ["timetable", "--track", "ui"], ["timetable", "--track=UI"], ["timetable", "--track", " Ui "],
  ])
  func filtersByTrackIgnoringCase(arguments: [String]) async {
    let result = await makeHarness().run(arguments)

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Day 1, 2027-03-10, track UI (Asia/Tokyo, UTC+09:00)

            TIME         ID   TRACK  TITLE
            10:00-10:45  102  UI     Layouts that breathe

            """,
          standardError: ""))
  }

  @Test
  func warnsOnceOnStandardErrorWhenShowingASavedCopy() async {
    let cached = Fixtures.timetable(freshness: .cached(savedAt: Fixtures.savedAt))

    let result = await makeHarness(cached).run("timetable")
    let live = await makeHarness().run("timetable")

    #expect(
      result
        == RunResult(
          exitCode: 0, standardOutput: live.standardOutput,
          standardError: """
            Warning: the backend could not be reached; showing the copy of day 1 saved at \
            2027-03-10 09:00 (UTC+09:00), 3 hours ago.

            """))
  }

  @Test
  func colorsTheHeadingsOnlyOnATerminalWithoutNoColor() async {
    var harness = makeHarness(Fixtures.timetable(sessions: [Fixtures.sessions[1]]))
    harness.isTerminal = true
    let colored = await harness.run("timetable")
    harness.environment = ["NO_COLOR": "1"]
    let plain = await harness.run("timetable")

    #expect(
      colored.standardOutput == """
        \u{1B}[1mDay 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)\u{1B}[0m

        \u{1B}[1mTIME         ID   TRACK  TITLE\u{1B}[0m
        10:00-10:45  102  UI     Layouts that breathe

        """)
    #expect(!plain.standardOutput.contains("\u{1B}"))
  }

  @Test
  func neutralisesControlCharactersInTitles() async {
    let session = Fixtures.session("104", title: "Evil\u{1B}[2J title\nwith\ttabs\u{202E}")
    let result = await makeHarness(Fixtures.timetable(sessions: [session])).run("timetable")

    #expect(
      result.standardOutput.split(separator: "\n").last
        == "10:00-10:45  104  Architecture  Evil\u{FFFD}[2J title with tabs\u{FFFD}")
  }

  @Test
  func printsStableJSON() async {
    let cached = Fixtures.timetable(
      freshness: .cached(savedAt: Fixtures.savedAt), sessions: [Fixtures.sessions[0]])

    let result = await makeHarness(cached).run("timetable", "--json")

    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        {
          "date": "2027-03-10",
          "day": 1,
          "saved_at": "2027-03-10T09:00:00+09:00",
          "sessions": [
            {
              "abstract": "",
              "day": 1,
              "ends_at": "2027-03-10T10:45:00+09:00",
              "id": "101",
              "language": "en",
              "level": "intermediate",
              "room": "Hall A",
              "speakers": [
                {
                  "affiliation": "Analytical Engines",
                  "id": "sp-01",
                  "name": "Ada Lovelace"
                }
              ],
              "starts_at": "2027-03-10T10:00:00+09:00",
              "title": "Modularising a 200k-line app, one package at a time, without stopping",
              "track": "Architecture"
            }
          ],
          "source": "cache",
          "time_zone": "Asia/Tokyo",
          "track": null
        }

        """)
    #expect(result.standardError.hasPrefix("Warning: "))
  }

  @Test
  func writesTheSelectedTrackAndOnlyItsSessionsInJSON() async {
    let result = await makeHarness().run("timetable", "--json", "--track", "concurrency")

    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains(#""track": "Concurrency"\#n}"#))
    #expect(result.standardOutput.contains(#""source": "network""#))
    #expect(result.standardOutput.contains(#""saved_at": null"#))
    #expect(result.standardOutput.contains(#""id": "103""#))
    #expect(!result.standardOutput.contains(#""id": "101""#))
  }

  @Test(arguments: [
    (["--day", "9"], "invalid value '9' for '--day <n>': the conference runs on days 1 to 3"),
    (["--day=0"], "invalid value '0' for '--day <n>': the conference runs on days 1 to 3"),
    (["--day", "two"], "invalid value 'two' for '--day <n>': the conference runs on days 1 to 3"),
    (["--day", "1.5"], "invalid value '1.5' for '--day <n>': the conference runs on days 1 to 3"),
    (["--day"], "missing value for '--day <n>'"),
    (["--day", "--json"], "missing value for '--day <n>'"),
    (["--json=yes"], "'--json' does not take a value (got 'yes')"),
    (["--dya", "2"], "unknown option '--dya'. Did you mean '--day'?"),
    (["-day", "2"], "unknown option '-day'. Did you mean '--day'?"),
    (["--tracks=ui"], "unknown option '--tracks'. Did you mean '--track'?"),
    (["--jsn"], "unknown option '--jsn'. Did you mean '--json'?"),
    (["--verbose"], "unknown option '--verbose'."),
    (["2", "3"], "unexpected argument '3'"),
    (["1", "--", "--json"], "unexpected argument '--json'"),
    (["--track", " "], "invalid value ' ' for '--track <name>': give a track's name"),
  ])
  func reportsUsageErrorsWithTheCommandsUsage(arguments: [String], message: String) async {
    let result = await Harness().run(["timetable"] + arguments)

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: \(message)
            Usage: conf timetable [<day>] [--day <n>] [--track <name>] [--json]
            See 'conf timetable --help' for more information.

            """))
  }

  @Test
  func anUnknownTrackIsAUsageErrorListingTheKnownTracks() async {
    let result = await makeHarness().run("timetable", "--track", "Cooking")

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: day 1 has no track 'Cooking'. Pick one of: Architecture, Concurrency, UI.
            Usage: conf timetable [<day>] [--day <n>] [--track <name>] [--json]
            See 'conf timetable --help' for more information.

            """))
  }

  @Test(arguments: [
    (
      TimetableError.connectivity(.offline), 69,
      """
      Error: the conference backend cannot be reached and no saved copy is available
      Hint: check the network connection and try again; once loaded, the programme stays \
      available offline.

      """
    ),
    (
      .connectivity(.unavailable(reason: "HTTP 503")), 69,
      """
      Error: the conference backend failed: HTTP 503
      Hint: try again in a few minutes.

      """
    ),
    (
      .connectivity(.incompatible(reason: "the response is not JSON")), 69,
      """
      Error: the conference backend cannot be used: the response is not JSON
      Hint: check that CONF_SERVER points at a conference backend, or report the problem.

      """
    ),
    (
      .storage(.failed(reason: "~/.cache/conf is not writable")), 69,
      """
      Error: local storage failed: ~/.cache/conf is not writable
      Hint: do what the message says; if it persists, report the problem.

      """
    ),
    (
      .connectivity(.cancelled), 130,
      """
      Error: the request was cancelled
      Hint: nothing to do.

      """
    ),
    (
      .dayNotFound(day: 3), 64,
      """
      Error: the conference has no day 3; it runs on days 1 to 3
      Usage: conf timetable [<day>] [--day <n>] [--track <name>] [--json]
      See 'conf timetable --help' for more information.

      """
    ),
  ])
  func mapsDomainErrorsToMessagesAndExitCodes(
    error: TimetableError, exitCode: Int32, standardError: String
  ) async {
    var harness = Harness()
    harness.getTimetable = { _ throws(TimetableError) in throw error }

    let result = await harness.run("timetable", "--json")

    #expect(
      result
        == RunResult(exitCode: exitCode, standardOutput: "", standardError: standardError))
  }

  @Test(arguments: [
    ["-d", "2", "-t", "ui", "-j"], ["2", "-t", "UI", "--json"], ["-j", "--track=ui", "2"],
  ])
  func takesShortFlagsAndAPositionalDay(arguments: [String]) async {
    let days = Mutex<[Int]>([])
    var harness = Harness()
    harness.getTimetable = { day in
      days.withLock { $0.append(day.number) }
      return Fixtures.timetable()
    }

    let short = await harness.run(["timetable"] + arguments)
    let long = await harness.run("timetable", "--day", "2", "--track", "ui", "--json")

    #expect(short == long)
    #expect(short.exitCode == 0)
    #expect(days.withLock { $0 } == [2, 2])
  }

  @Test
  func refusesADayGivenTwice() async {
    let result = await Harness().run("timetable", "2", "--day", "3")

    #expect(
      result.standardError.hasPrefix("Error: give either '<day>' or '--day <n>', not both\n"))
    #expect(result.exitCode == 64)
  }
}
