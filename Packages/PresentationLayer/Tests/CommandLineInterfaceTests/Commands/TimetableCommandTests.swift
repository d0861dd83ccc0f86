import Domain
import Foundation
import Synchronization
import Testing
import UseCaseTestSupport

@MainActor
struct TimetableCommandTests {
  private func makeHarness(
    _ timetable: Timetable = Fixtures.timetable(), environment: [String: String] = [:]
  ) -> Harness {
    var harness = Harness()
    harness.getTimetable = { _ in timetable }
    harness.getConferenceMoment = { instant in
      ConferenceMoment(instant: instant, phase: .during, timetable: timetable)
    }
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

            TIME         ID   TRACK         ROOM    TITLE
            10:00-10:45  101  Architecture  Hall A  Modularising a 200k-line app, one packa…
            10:00-10:45  102  UI            Hall A  Layouts that breathe
            11:00-11:45  103  Concurrency   Hall A  並行性を安全に: Swift 6 への移行

            """,
          standardError: ""))
    #expect(result.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test("a session the programme gives no room has — in the ROOM column")
  func aSessionWithoutARoom() async {
    let roomless = Fixtures.session(
      "7", minutes: 30, track: "T", title: "Floating talk", room: " ")
    let result = await makeHarness(
      Fixtures.timetable(sessions: [roomless, Fixtures.sessions[1]])
    ).run("timetable")

    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("  7    T      —       Floating talk\n"),
      "\(result.standardOutput)")
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

            TIME         ID   ROOM    TITLE
            10:00-10:45  102  Hall A  Layouts that breathe

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

  @Test(
    "an added conference's saved copy names its website and what failed, in text and --json",
    arguments: [
      (
        ConnectivityError(
          .incompatible(reason: "this is an HTML page, not a schedule"),
          at: .website(host: "fosdem.org")),
        "the programme at fosdem.org cannot be used: this is an HTML page, not a schedule"
      ),
      (
        ConnectivityError(.offline, at: .website(host: "fosdem.org")),
        "fosdem.org cannot be reached"
      ),
      (
        ConnectivityError(
          .unavailable(reason: "HTTP 500 http_500: down"), at: .website(host: "fosdem.org")),
        "fosdem.org failed: HTTP 500 http_500: down"
      ),
      (
        ConnectivityError(
          .incompatible(reason: "cannot read s.xml (No such file or directory)"),
          at: .file(path: "s.xml")),
        "the programme file s.xml cannot be used: cannot read s.xml (No such file or directory)"
      ),
    ])
  func namesThePublishedProgrammesSource(because: ConnectivityError, words: String) async {
    let cached = Fixtures.timetable(
      freshness: .cached(savedAt: Fixtures.savedAt, because: because))

    let text = await makeHarness(cached).run("timetable")
    let json = await makeHarness(cached).run("timetable", "--json")

    #expect(text.exitCode == 0)
    #expect(
      text.standardError
        == "Warning: \(words); showing the copy of day 1 saved at 2027-03-10 09:00 (UTC+09:00), "
        + "3 hours ago.\n")
    #expect(json.exitCode == 0)
    #expect(json.standardOutput.contains(#""source": "cache""#))
    #expect(json.standardOutput.contains(#""warning": "\#(words)""#))
    #expect(json.standardError == text.standardError)
  }

  @Test("the demo's saved copy keeps its warning, and --json says why")
  func theBackendsWarningKeepsItsWords() async {
    let cached = Fixtures.timetable(
      freshness: .cached(savedAt: Fixtures.savedAt, because: .offline))

    let text = await makeHarness(cached).run("timetable")
    let json = await makeHarness(cached).run("timetable", "--json")

    #expect(
      text.standardError
        == "Warning: the backend could not be reached; showing the copy of day 1 saved at "
        + "2027-03-10 09:00 (UTC+09:00), 3 hours ago.\n")
    #expect(json.standardOutput.contains(#""warning": "the conference backend cannot be reached""#))
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

        \u{1B}[1mTIME         ID   TRACK  ROOM    TITLE\u{1B}[0m
        10:00-10:45  102  UI     Hall A  Layouts that breathe

        """)
    #expect(!plain.standardOutput.contains("\u{1B}"))
  }

  @Test
  func neutralisesControlCharactersInTitles() async {
    let session = Fixtures.session("104", title: "Evil\u{1B}[2J title\nwith\ttabs\u{202E}")
    let result = await makeHarness(Fixtures.timetable(sessions: [session])).run("timetable")

    #expect(
      result.standardOutput.split(separator: "\n").last
        == "10:00-10:45  104  Architecture  Hall A  Evil\u{FFFD}[2J title with tabs\u{FFFD}")
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
          "room": null,
          "saved_at": "2027-03-10T09:00:00+09:00",
          "sessions": [
            {
              "abstract": "",
              "day": 1,
              "ends_at": "2027-03-10T10:45:00+09:00",
              "id": "101",
              "is_bookmarked": false,
              "is_changed": false,
              "is_running": false,
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
          "speaker": null,
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
    (["--day", "-1"], "invalid value '-1' for '--day <n>': \(Self.dayReason)"),
    (["--day=0"], "invalid value '0' for '--day <n>': \(Self.dayReason)"),
    (["--day", "two"], "invalid value 'two' for '--day <n>': \(Self.dayReason)"),
    (["--day", "1.5"], "invalid value '1.5' for '--day <n>': \(Self.dayReason)"),
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
            Usage: conf timetable [<day>] [--day <n>] [--all] [--track <name>] [--room <name>] [--speaker <name>] [--from <HH:MM|now>] [--tz <zone>] [--unscheduled] [--json]
            See 'conf timetable --help' for more information.

            """))
  }

  nonisolated private static let dayReason =
    "give a day's number (2) or several (1,2)"

  @Test
  func anUnknownTrackIsAUsageErrorListingTheKnownTracks() async {
    let result = await makeHarness().run("timetable", "--track", "Cooking")

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: day 1 has no track 'Cooking'. Pick one of: Architecture, Concurrency, UI.
            Usage: conf timetable [<day>] [--day <n>] [--all] [--track <name>] [--room <name>] [--speaker <name>] [--from <HH:MM|now>] [--tz <zone>] [--unscheduled] [--json]
            See 'conf timetable --help' for more information.

            """))
  }

  @Test("a track the day lacks but another day has sends the person to that day")
  func aTrackOnAnotherDayIsNamed() async {
    var harness = makeHarness()
    harness.getTimetable = { day throws(TimetableError) in
      day.number == 3
        ? Fixtures.timetable(sessions: [Fixtures.session("301", track: "Cooking", title: "Stew")])
        : Fixtures.timetable()
    }
    let result = await harness.run("timetable", "--day", "1", "--track", "cooking")

    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: day 1 has no track 'cooking'. It is on day 3: try --day 3.\n"),
      "\(result.standardError)")
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
      .dayNotFound(day: 3, days: [.first]), 64,
      """
      Error: the conference has no day 3; it runs on day 1
      Usage: conf timetable [<day>] [--day <n>] [--all] [--track <name>] [--room <name>] [--speaker <name>] [--from <HH:MM|now>] [--tz <zone>] [--unscheduled] [--json]
      See 'conf timetable --help' for more information.

      """
    ),
  ])
  func mapsDomainErrorsToMessagesAndExitCodes(
    error: TimetableError, exitCode: Int32, standardError: String
  ) async {
    var harness = Harness()
    harness.getTimetable = { _ throws(TimetableError) in throw error }

    let result = await harness.run("timetable", "--day", "1", "--json")

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

extension TimetableCommandTests {
  /// Day 1 with Emily Chen in Room D and Ada in Hall A.
  nonisolated private static let roomsAndSpeakers: Timetable = {
    let emily = Speaker(id: "sp-14", name: "Emily Chen", affiliation: nil)
    let sessions = Fixtures.sessions.enumerated().map { index, session in
      Session(
        id: session.id, title: session.title, abstract: session.abstract, day: session.day,
        startsAt: session.startsAt, endsAt: session.endsAt, timeZone: session.timeZone,
        track: session.track, room: index == 2 ? "Room D" : "Hall A", level: session.level,
        language: session.language, speakers: index == 2 ? [emily] : session.speakers)
    }
    return Fixtures.timetable(sessions: sessions)
  }()

  @Test
  func withoutADayItShowsTodaysAndMarksWhatIsUnderWay() async {
    var harness = makeHarness()
    harness.now = Fixtures.tenOClock + 20 * 60
    harness.getTimetable = { day in
      Issue.record("today comes from the conference moment, not day \(day)")
      return Fixtures.timetable()
    }

    let result = await harness.run("timetable")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

               TIME         ID   TRACK         ROOM    TITLE
            ▶  10:00-10:45  101  Architecture  Hall A  Modularising a 200k-line app, one pa…
            ▶  10:00-10:45  102  UI            Hall A  Layouts that breathe
               11:00-11:45  103  Concurrency   Hall A  並行性を安全に: Swift 6 への移行

            """,
          standardError: ""))
  }

  @Test("bookmarked sessions (queued additions included) are marked ★, in text and JSON")
  func bookmarkedSessionsAreMarked() async {
    var harness = makeHarness()
    harness.now = Fixtures.tenOClock + 20 * 60
    harness.timetableBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: [
          Bookmark(sessionID: "102", createdAt: Fixtures.tenOClock),
          Bookmark(sessionID: "103", createdAt: Fixtures.tenOClock, status: .pendingAddition),
          Bookmark(sessionID: "101", createdAt: Fixtures.tenOClock, status: .pendingRemoval),
        ], savedAt: nil)
    }

    let text = await harness.run("timetable", "--day", "1")
    #expect(
      text.standardOutput == """
        Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

            TIME         ID   TRACK         ROOM    TITLE
        ▶   10:00-10:45  101  Architecture  Hall A  Modularising a 200k-line app, one p…
        ▶★  10:00-10:45  102  UI            Hall A  Layouts that breathe
        ★   11:00-11:45  103  Concurrency   Hall A  並行性を安全に: Swift 6 への移行

        """)
    let json = await harness.run("timetable", "--day", "1", "--json").standardOutput
    #expect(json.components(separatedBy: #""is_bookmarked": true"#).count == 3)
  }

  @Test("a bookmarked session that changed since conf changes is marked ★! and explained")
  func changedBookmarksAreFlagged() async {
    var harness = makeHarness()
    harness.timetableBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: [
          Bookmark(sessionID: "102", createdAt: Fixtures.tenOClock),
          Bookmark(sessionID: "103", createdAt: Fixtures.tenOClock),
        ], savedAt: nil)
    }
    harness.changedSessions = { sessions in
      sessions.contains { $0.id == "103" } ? ["103"] : []
    }

    let text = await harness.run("timetable", "--day", "1")
    #expect(
      text.standardOutput == """
        Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

            TIME         ID   TRACK         ROOM    TITLE
            10:00-10:45  101  Architecture  Hall A  Modularising a 200k-line app, one p…
        ★   10:00-10:45  102  UI            Hall A  Layouts that breathe
        ★!  11:00-11:45  103  Concurrency   Hall A  並行性を安全に: Swift 6 への移行

        ! 103: moved to 11:00 Hall A.

        """)
    let json = await harness.run("timetable", "--day", "1", "--json").standardOutput
    #expect(json.components(separatedBy: #""is_changed": true"#).count == 2)
    #expect(json.components(separatedBy: #""is_changed": false"#).count == 3)
  }

  @Test("a cancelled bookmark stays marked cancelled after the changes were seen")
  func cancelledBookmarksStayMarked() async {
    let cancelled = Fixtures.sessions[2]
    let sessions =
      Array(Fixtures.sessions.prefix(2)) + [
        Session(
          id: cancelled.id, title: cancelled.title, abstract: cancelled.abstract,
          day: cancelled.day, startsAt: cancelled.startsAt, endsAt: cancelled.endsAt,
          timeZone: cancelled.timeZone, track: cancelled.track, room: cancelled.room,
          level: cancelled.level, language: cancelled.language, speakers: cancelled.speakers,
          isCancelled: true)
      ]
    var harness = makeHarness(Fixtures.timetable(sessions: sessions))
    harness.timetableBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: [Bookmark(sessionID: "103", createdAt: Fixtures.tenOClock)], savedAt: nil)
    }
    // Seen in conf changes since: no longer flagged as a change.
    harness.changedSessions = { _ in [] }

    let text = await harness.run("timetable", "--day", "1")

    #expect(text.standardOutput.hasSuffix("\n\n★ 103: cancelled.\n"), "\(text.standardOutput)")
  }

  @Test("logged out, the bookmarks cannot be read: nothing is marked and nothing fails")
  func noBookmarksWhenLoggedOut() async {
    var harness = makeHarness()
    harness.timetableBookmarks = { () throws(BookmarkError) in throw .account(.notLoggedIn) }
    let result = await harness.run("timetable", "--day", "1")
    #expect(result.exitCode == 0)
    #expect(!result.standardOutput.contains("★"))
    #expect(result.standardError == "")
  }

  @Test
  func runningSessionsAreMarkedInJSON() async {
    var harness = makeHarness()
    harness.now = Fixtures.tenOClock + 20 * 60

    let result = await harness.run("timetable", "--day", "1", "--json")

    #expect(result.standardOutput.components(separatedBy: #""is_running": true"#).count == 3)
    #expect(result.standardOutput.components(separatedBy: #""is_running": false"#).count == 2)
  }

  @Test(arguments: [
    (["--room", "room d"], "Day 1, 2027-03-10, room Room D (Asia/Tokyo, UTC+09:00)", "103"),
    (["--room", " D"], "Day 1, 2027-03-10, room Room D (Asia/Tokyo, UTC+09:00)", "103"),
    (
      ["--track", "RCHITECT"], "Day 1, 2027-03-10, track Architecture (Asia/Tokyo, UTC+09:00)",
      "101"
    ),
    (["-t", "currenç"], "Day 1, 2027-03-10, track Concurrency (Asia/Tokyo, UTC+09:00)", "103"),
    (["--speaker", "CHEN"], "Day 1, 2027-03-10, speaker 'CHEN' (Asia/Tokyo, UTC+09:00)", "103"),
    (
      ["--track", "architecture", "--speaker", "ada"],
      "Day 1, 2027-03-10, track Architecture, speaker 'ada' (Asia/Tokyo, UTC+09:00)", "101"
    ),
  ])
  func filtersByRoomAndSpeaker(arguments: [String], title: String, id: String) async {
    let result = await makeHarness(Self.roomsAndSpeakers).run(
      ["timetable", "--day", "1"] + arguments)

    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first.map(String.init) == title)
    #expect(lines.count == 3)
    #expect(lines.last?.contains("  \(id)  ") == true)
  }

  @Test
  func aSelectedRoomOrTrackIsNotRepeatedOnEveryRow() async {
    let result = await makeHarness(Self.roomsAndSpeakers)
      .run("timetable", "--day", "1", "--room", "Hall A", "--track", "Architecture")

    #expect(
      result.standardOutput == """
        Day 1, 2027-03-10, track Architecture, room Hall A (Asia/Tokyo, UTC+09:00)

        TIME         ID   TITLE
        10:00-10:45  101  Modularising a 200k-line app, one package at a time, without …

        """)
  }

  @Test(arguments: [
    (
      ["--room", "Hal A"],
      "day 1 has no room 'Hal A'. Did you mean 'Hall A'? Pick one of: Hall A, Room D."
    ),
    (
      ["--speaker", "Emly"],
      "day 1 has no speaker whose name contains 'Emly'. Did you mean 'Emily Chen'? Pick one of: "
        + "Ada Lovelace, Emily Chen."
    ),
    (
      ["--track", "Architecure"],
      "day 1 has no track 'Architecure'. Did you mean 'Architecture'? Pick one of: Architecture, "
        + "Concurrency, UI."
    ),
    (["--room", "Kitchen"], "day 1 has no room 'Kitchen'. Pick one of: Hall A, Room D."),
  ])
  func anUnknownRoomSpeakerOrTrackSuggestsTheClosestOne(arguments: [String], message: String)
    async
  {
    let result = await makeHarness(Self.roomsAndSpeakers).run(
      ["timetable", "--day", "1"] + arguments)

    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: \(message)\nUsage: conf timetable "))
  }

  @Test(
    "a part of several names asks which one was meant, listing them",
    arguments: [
      (
        ["--room", "HALL"],
        "'HALL' is part of the names of 2 rooms of day 1. Did you mean 'Hall A' or 'Hall B'? "
          + "Give more of the name."
      ),
      (
        ["--track", "c"],
        "'c' is part of the names of 2 tracks of day 1. Did you mean 'Architecture' or "
          + "'Concurrency'? Give more of the name."
      ),
    ])
  func aPartOfSeveralNamesIsAmbiguous(arguments: [String], message: String) async {
    let sessions = Self.roomsAndSpeakers.sessions.enumerated().map { index, session in
      Session(
        id: session.id, title: session.title, abstract: session.abstract, day: session.day,
        startsAt: session.startsAt, endsAt: session.endsAt, timeZone: session.timeZone,
        track: session.track, room: index == 1 ? "Hall B" : session.room, level: session.level,
        language: session.language, speakers: session.speakers)
    }
    let result = await makeHarness(Fixtures.timetable(sessions: sessions)).run(
      ["timetable", "--day", "1"] + arguments)

    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("Error: \(message)\nUsage: conf timetable "))
  }

  @Test(
    "--from leaves out what ended before the time of the day shown, or before now",
    arguments: [
      (["--from", "10:45"], ["103"]), (["--from=10:44"], ["101", "102", "103"]),
      (["--from", "now"], ["103"]), (["--from", "9:00"], ["101", "102", "103"]),
      (["--from", "23:59"], []),
    ])
  func startsTheListingAtATime(arguments: [String], ids: [String]) async {
    var harness = makeHarness()
    // 10:50 in Tokyo: sessions 101 and 102 (10:00-10:45) are over.
    harness.now = Fixtures.tenOClock + 50 * 60

    let result = await harness.run(["timetable", "--day", "1", "--json"] + arguments)

    #expect(result.exitCode == 0, "\(result.standardError)")
    let listed = result.standardOutput.matches(of: /"id": "(\d+)"/).map { String($0.output.1) }
    #expect(listed == ids)
  }

  @Test(
    "past-sessions hide leaves out what has ended, as --from now does; --from still chooses",
    arguments: [
      (["show"], [], ["101", "102", "103"]), (["hide"], [], ["103"]),
      (["HIDE"], [], ["103"]), (["hide"], ["--from", "9:00"], ["101", "102", "103"]),
      (["hide"], ["--from", "23:59"], []), ([], [], ["101", "102", "103"]),
    ])
  func thePastSessionsSettingTakesEffect(setting: [String], arguments: [String], ids: [String])
    async
  {
    var harness = makeHarness()
    // 10:50 in Tokyo: sessions 101 and 102 (10:00-10:45) are over.
    harness.now = Fixtures.tenOClock + 50 * 60
    if let value = setting.first {
      #expect(await harness.run("settings", "set", "past-sessions", value).exitCode == 0)
    }

    let result = await harness.run(["timetable", "--day", "1", "--json"] + arguments)

    #expect(result.exitCode == 0, "\(result.standardError)")
    let listed = result.standardOutput.matches(of: /"id": "(\d+)"/).map { String($0.output.1) }
    #expect(listed == ids)
  }

  @Test("--from reads the time in the zone times are shown in")
  func startsInTheDisplayedZone() async {
    // 10:45 in Tokyo is 02:45 in Paris (UTC+01:00 in March).
    let result = await makeHarness().run(
      "timetable", "--day", "1", "--from", "02:45", "--tz", "Europe/Paris")

    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains(" 103 ") || result.standardOutput.contains("  103  "))
    #expect(!result.standardOutput.contains("  101  "))
  }

  @Test(arguments: ["25:00", "10:5", "1050", "10:60", "soon", "-1:00", "10:00:00"])
  func anInvalidStartIsAUsageError(text: String) async {
    let result = await makeHarness().run("timetable", "--from", text)

    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: invalid value '\(text)' for '--from <HH:MM|now>': give a time such as 14:10, "
          + "or now\n"))
  }

  @Test(arguments: [["--day", "1,3"], ["--day=3,1,3"]])
  func severalDaysAreOneTableEach(arguments: [String]) async {
    let asked = Mutex<[Int]>([])
    var harness = Harness()
    harness.getTimetable = { day in
      asked.withLock { $0.append(day.number) }
      let timetable = Fixtures.timetable(sessions: day.number == 1 ? [Fixtures.sessions[1]] : [])
      return Timetable(
        day: day, date: CalendarDate(year: 2027, month: 3, day: 9 + day.number) ?? timetable.date,
        timeZone: timetable.timeZone, sessions: timetable.sessions, freshness: .live)
    }

    let result = await harness.run(["timetable"] + arguments)

    #expect(asked.withLock { $0 } == [1, 3])
    #expect(
      result.standardOutput == """
        Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

        TIME         ID   TRACK  ROOM    TITLE
        10:00-10:45  102  UI     Hall A  Layouts that breathe

        Day 3, 2027-03-12 (Asia/Tokyo, UTC+09:00)

        No sessions.

        """)
  }

  @Test
  func allIsEveryDayTheConferenceHasHoweverManyThatIs() async {
    var harness = makeHarness(Fixtures.timetable(sessions: []))
    harness.getConference = .days(5)
    harness.getTimetable = { day in
      Timetable(
        day: day, date: Fixtures.timetable().date, timeZone: Fixtures.tokyo, sessions: [],
        freshness: .live)
    }

    let result = await harness.run("timetable", "--all", "--json")

    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("\"day\": 5,"))
    #expect(!result.standardOutput.contains("\"day\": 6,"))
  }

  @Test
  func aDayTheConferenceDoesNotHaveIsAUsageErrorNamingItsDays() async {
    var harness = makeHarness()
    harness.getTimetable = { day throws(TimetableError) in
      throw .dayNotFound(day: day.number, days: Fixtures.conferenceDays)
    }

    let result = await harness.run("timetable", "--day", "9")

    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: the conference has no day 9; it runs on days 1 to 3\n"))
  }

  @Test
  func severalDaysAreAJSONArrayOfDays() async {
    var harness = makeHarness(Fixtures.timetable(sessions: []))
    harness.getTimetable = { day in
      Timetable(
        day: day, date: Fixtures.timetable().date, timeZone: Fixtures.tokyo, sessions: [],
        freshness: .live)
    }

    let result = await harness.run("timetable", "--all", "--json")

    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.hasPrefix("[\n  {\n    \"date\": \"2027-03-10\",\n    \"day\": 1,"))
    #expect(result.standardOutput.contains("\"day\": 3,"))
    #expect(result.standardOutput.hasSuffix("}\n]\n"))
  }

  @Test(arguments: [
    (["--all", "--day", "1"], "'--day <n>' and '--all' cannot be used together; give one of them"),
    (["--day", "1,"], "invalid value '1,' for '--day <n>': \(dayReason)"),
    (["--day", "1,x"], "invalid value '1,x' for '--day <n>': \(dayReason)"),
    (["--room", ""], "invalid value '' for '--room <name>': give a room's name"),
    (["--speaker", " "], "invalid value ' ' for '--speaker <name>': give a speaker's name"),
  ])
  func reportsMistakesInTheNewOptions(arguments: [String], message: String) async {
    let result = await Harness().run(["timetable"] + arguments)

    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: \(message)\n"))
  }
}

extension TimetableCommandTests {
  @Test(arguments: [
    (
      ["--tz", "Europe/Paris"], [String: String](),
      """
      Day 1, 2027-03-10 (times in Europe/Paris, UTC+01:00; the conference is in
      Asia/Tokyo, UTC+09:00)

      TIME         ID   TRACK  ROOM    TITLE
      02:00-02:45  102  UI     Hall A  Layouts that breathe

      """
    ),
    (
      [], ["CONF_TZ": "america/los_angeles"],
      """
      Day 1, 2027-03-10 (times in America/Los_Angeles, UTC-08:00; the conference is in
      Asia/Tokyo, UTC+09:00)

      TIME               ID   TRACK  ROOM    TITLE
      03-09 17:00-17:45  102  UI     Hall A  Layouts that breathe

      """
    ),
    // The flag wins over the variable, which is then not even read.
    (
      ["--tz=asia/tokyo"], ["CONF_TZ": "Mars/Base"],
      """
      Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

      TIME         ID   TRACK  ROOM    TITLE
      10:00-10:45  102  UI     Hall A  Layouts that breathe

      """
    ),
  ])
  func showsTimesInTheZoneAskedFor(
    arguments: [String], environment: [String: String], output: String
  ) async {
    let harness = makeHarness(
      Fixtures.timetable(sessions: [Fixtures.sessions[1]]), environment: environment)

    let result = await harness.run(["timetable", "--day", "1"] + arguments)

    #expect(result == RunResult(exitCode: 0, standardOutput: output, standardError: ""))
  }

  @Test
  func anUnknownZoneIsAUsageErrorWithTheClosestName() async {
    let result = await Harness().run("timetable", "--tz", "Europe/Pari")

    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: invalid value 'Europe/Pari' for '--tz <zone>': expected an IANA time zone name "
          + "such as Europe/Paris, or UTC. Did you mean 'Europe/Paris'?\nUsage: conf timetable"))
  }

  @Test
  func anUnknownConfTZIsAConfigurationErrorNamingIt() async {
    var harness = Harness()
    harness.environment["CONF_TZ"] = "Asia/Tokio"

    let result = await harness.run("timetable", "--day", "1")

    #expect(
      result
        == RunResult(
          exitCode: 78, standardOutput: "",
          standardError: "Error: CONF_TZ=Asia/Tokio is not valid: expected an IANA time zone "
            + "name such as Europe/Paris, or UTC. Did you mean 'Asia/Tokyo'?\n"))
  }
}

/// `conf timetable --unscheduled` and the line counting the sessions without a time.
@MainActor
struct TimetableCommandUnscheduledTests {
  nonisolated static let unscheduled = [
    UnscheduledSession(
      id: "u-1", title: "Lightning talks", abstract: "Five minutes each.",
      track: Track(name: "Community"), room: "Hall B",
      speakers: [Fixtures.ada, Fixtures.grace],
      links: [SessionLink(title: "Event page", address: "https://example.org/u-1")]),
    UnscheduledSession(
      id: "u-2", title: "To be announced", abstract: "", track: nil, room: nil, speakers: []),
  ]

  private func makeHarness(
    unscheduled: [UnscheduledSession] = Self.unscheduled, environment: [String: String] = [:]
  ) -> Harness {
    var harness = Harness()
    let timetable = Fixtures.timetable()
    harness.getTimetable = { _ in timetable }
    harness.getConferenceMoment = { instant in
      ConferenceMoment(instant: instant, phase: .during, timetable: timetable)
    }
    let conference = Conference(
      title: "Swift Harbour 2027", acronym: "swiftharbour2027", timeZone: Fixtures.tokyo,
      days: [Conference.Day(day: timetable.day, date: timetable.date)],
      unscheduled: unscheduled)
    harness.getConference = FakeGetConference { conference }
    harness.environment = environment
    return harness
  }

  @Test("the timetable ends with a line counting the sessions without a time")
  func countsThemAfterTheTimetable() async {
    let two = await makeHarness().run("timetable")
    let one = await makeHarness(unscheduled: [Self.unscheduled[1]]).run("timetable", "--all")

    #expect(
      two
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)

            TIME         ID   TRACK         ROOM    TITLE
            10:00-10:45  101  Architecture  Hall A  Modularising a 200k-line app, one packa…
            10:00-10:45  102  UI            Hall A  Layouts that breathe
            11:00-11:45  103  Concurrency   Hall A  並行性を安全に: Swift 6 への移行

            2 sessions have no time yet: conf timetable --unscheduled lists them.

            """,
          standardError: ""))
    #expect(
      one.standardOutput.hasSuffix(
        "\n\n1 session has no time yet: conf timetable --unscheduled lists them.\n"))
  }

  @Test("no line without sessions without a time, and none in --json")
  func noLineWithoutThemOrInJSON() async {
    let none = await makeHarness(unscheduled: []).run("timetable")
    let json = await makeHarness().run("timetable", "--json")

    #expect(none.exitCode == 0 && json.exitCode == 0)
    #expect(none.standardOutput.hasSuffix("並行性を安全に: Swift 6 への移行\n"))
    #expect(!json.standardOutput.contains("no time yet"))
    #expect(json.standardOutput.hasSuffix("}\n"))
  }

  @Test("--unscheduled lists them: ID, TRACK, TITLE, SPEAKERS")
  func listsThem() async {
    let result = await makeHarness().run("timetable", "--unscheduled")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Sessions without a time yet

            ID   TRACK      TITLE            SPEAKERS
            u-1  Community  Lightning talks  Ada Lovelace, Grace Hopper
            u-2             To be announced

            """,
          standardError: ""))
  }

  @Test("--unscheduled without any says so")
  func saysWhenThereAreNone() async {
    let result = await makeHarness(unscheduled: []).run("timetable", "--unscheduled")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Sessions without a time yet

            No sessions: every session of the programme has a time.

            """,
          standardError: ""))
  }

  @Test("--unscheduled --json: session-like objects without times")
  func writesThemAsJSON() async {
    let result = await makeHarness().run("timetable", "--unscheduled", "--json")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            {
              "unscheduled": [
                {
                  "abstract": "Five minutes each.",
                  "id": "u-1",
                  "links": [
                    {
                      "title": "Event page",
                      "url": "https://example.org/u-1"
                    }
                  ],
                  "room": "Hall B",
                  "speakers": [
                    {
                      "affiliation": "Analytical Engines",
                      "id": "sp-01",
                      "name": "Ada Lovelace"
                    },
                    {
                      "affiliation": null,
                      "id": "sp-02",
                      "name": "Grace Hopper"
                    }
                  ],
                  "title": "Lightning talks",
                  "track": "Community"
                },
                {
                  "abstract": "",
                  "id": "u-2",
                  "room": null,
                  "speakers": [],
                  "title": "To be announced",
                  "track": null
                }
              ]
            }

            """,
          standardError: ""))
  }

  @Test("a feed's control characters never reach the terminal")
  func sanitisesTheirText() async {
    let hostile = UnscheduledSession(
      id: "u-3", title: "Red\u{1B}[31m alert\u{7}", abstract: "", track: Track(name: "T\u{1B}]0;x"),
      room: nil, speakers: [Speaker(id: "s", name: "Eve\u{9B}2J", affiliation: nil)])
    let result = await makeHarness(unscheduled: [hostile]).run("timetable", "--unscheduled")
    let json = await makeHarness(unscheduled: [hostile]).run(
      "timetable", "--unscheduled", "--json")

    #expect(result.exitCode == 0)
    #expect(
      !result.standardOutput.unicodeScalars.contains { [0x1B, 0x07, 0x9B].contains($0.value) })
    #expect(!json.standardOutput.unicodeScalars.contains { [0x1B, 0x07, 0x9B].contains($0.value) })
    #expect(json.standardOutput.contains(#"Red\u001b[31m alert\u0007"#))
  }

  @Test(
    "--unscheduled with an option that picks days, times or sessions is a usage error",
    arguments: [
      (["2"], "--day <n>"), (["--day", "1,2"], "--day <n>"), (["--all"], "--all"),
      (["--from", "now"], "--from <HH:MM|now>"), (["--track", "ui"], "--track <name>"),
      (["--room", "hall"], "--room <name>"), (["--speaker", "ada"], "--speaker <name>"),
    ])
  func refusesDayOptions(arguments: [String], option: String) async {
    let result = await makeHarness().run(["timetable", "--unscheduled"] + arguments)

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: '--unscheduled' and '\(option)' cannot be used together: sessions without a time are on no day; give one of them
            Usage: conf timetable [<day>] [--day <n>] [--all] [--track <name>] [--room <name>] [--speaker <name>] [--from <HH:MM|now>] [--tz <zone>] [--unscheduled] [--json]
            See 'conf timetable --help' for more information.

            """))
  }

  @Test("--unscheduled when the conference cannot be read fails as the timetable would")
  func failsWhenTheConferenceCannotBeRead() async {
    var harness = makeHarness()
    harness.getConference = FakeGetConference { () throws(TimetableError) in
      throw .connectivity(.offline)
    }
    let result = await harness.run("timetable", "--unscheduled")
    var timetableHarness = makeHarness()
    timetableHarness.getTimetable = { _ throws(TimetableError) in throw .connectivity(.offline) }
    let timetable = await timetableHarness.run("timetable", "--day", "1")

    #expect(result.exitCode == timetable.exitCode && result.exitCode != 0)
    #expect(result.standardOutput == "" && result.standardError == timetable.standardError)
  }
}
