import Domain
import Foundation
import Testing

@MainActor
struct SessionCommandTests {
  nonisolated private static let session = Fixtures.session(
    "101", title: "Modularising a 200k-line app, one package at a time",
    abstract: """
      How a team split a monolith into layered packages without stopping feature work, and \
      which rules the structure now keeps for them.

      With examples.
      """,
    speakers: [Fixtures.ada, Fixtures.grace], timeZone: Fixtures.plusNine)

  private func makeHarness(
    freshness: Freshness = .live, environment: [String: String] = [:]
  ) -> Harness {
    var harness = Harness()
    harness.getSession = { id in
      #expect(id == "101")
      return SessionDetail(session: Self.session, freshness: freshness)
    }
    harness.environment = environment
    return harness
  }

  @Test
  func printsLabelledLinesAndTheWrappedAbstract() async {
    let result = await makeHarness().run("session", "101")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Modularising a 200k-line app, one package at a time

            ID:        101
            When:      Day 1, 2027-03-10, 10:00-10:45 (UTC+09:00)
            Track:     Architecture
            Room:      Hall A
            Level:     intermediate
            Language:  en
            Speakers:  Ada Lovelace (Analytical Engines)
                       Grace Hopper

            How a team split a monolith into layered packages without stopping feature work,
            and which rules the structure now keeps for them.

            With examples.

            """,
          standardError: ""))
  }

  @Test("a session the programme gives no room says so")
  func aSessionWithoutARoom() async {
    var harness = Harness()
    let roomless = Fixtures.session("7", minutes: 30, track: "T", title: "Floating talk", room: "")
    harness.getSession = { _ in SessionDetail(session: roomless, freshness: .live) }

    let result = await harness.run("session", "7")

    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("\nRoom:      no room given\n"), "\(result.standardOutput)")
  }

  @Test
  func wrapsEverythingToANarrowTerminal() async {
    let result = await makeHarness(environment: ["COLUMNS": "36"]).run("session", "101")

    #expect(
      result.standardOutput == """
        Modularising a 200k-line app, one
        package at a time

        ID:        101
        When:      Day 1, 2027-03-10,
                   10:00-10:45 (UTC+09:00)
        Track:     Architecture
        Room:      Hall A
        Level:     intermediate
        Language:  en
        Speakers:  Ada Lovelace (Analytical
                   Engines)
                   Grace Hopper

        How a team split a monolith into
        layered packages without stopping
        feature work, and which rules the
        structure now keeps for them.

        With examples.

        """)
  }

  @Test
  func printsStableJSONAndWarnsAboutASavedCopy() async {
    let result = await makeHarness(freshness: .cached(savedAt: Fixtures.savedAt))
      .run("session", "--json", "101")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            {
              "saved_at": "2027-03-10T09:00:00+09:00",
              "session": {
                "abstract": "How a team split a monolith into layered packages without stopping \
            feature work, and which rules the structure now keeps for them.\\n\\nWith examples.",
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
                  },
                  {
                    "affiliation": null,
                    "id": "sp-02",
                    "name": "Grace Hopper"
                  }
                ],
                "starts_at": "2027-03-10T10:00:00+09:00",
                "title": "Modularising a 200k-line app, one package at a time",
                "track": "Architecture"
              },
              "source": "cache"
            }

            """,
          standardError: """
            Warning: the backend could not be reached; showing the copy of session 101 saved at \
            2027-03-10 09:00 (UTC+09:00), 3 hours ago.

            """))
  }

  @Test
  func anUnknownIdIsADataErrorWithAHint() async {
    var harness = Harness()
    harness.getSession = { id throws(TimetableError) in throw .sessionNotFound(id) }

    let result = await harness.run("session", "999")

    #expect(
      result
        == RunResult(
          exitCode: 65, standardOutput: "",
          standardError: """
            Error: no session with id '999'
            Hint: run 'conf search TEXT' or 'conf timetable' to find session ids.

            """))
  }

  @Test
  func offlineWithNothingSavedIsUnavailable() async {
    var harness = Harness()
    harness.getSession = { _ throws(TimetableError) in throw .connectivity(.offline) }

    let result = await harness.run("session", "101")

    #expect(result.exitCode == 69)
    #expect(
      result.standardError
        == "Error: the conference backend cannot be reached and no saved copy is available\n"
        + "Hint: check the network connection and try again; once loaded, the programme stays "
        + "available offline.\n")
  }

  @Test
  func takesAnIdThatLooksLikeAnOptionAfterTheTerminator() async {
    var harness = Harness()
    harness.getSession = { id throws(TimetableError) in
      #expect(id == "--json")
      throw .sessionNotFound(id)
    }

    let result = await harness.run("session", "--", "--json")

    #expect(result.exitCode == 65)
  }

  @Test(arguments: [
    ([], "missing expected argument '<id>'"),
    (["101", "102"], "unexpected argument '102'"),
    (["--jsno", "101"], "unknown option '--jsno'. Did you mean '--json'?"),
  ])
  func reportsUsageErrors(arguments: [String], message: String) async {
    let result = await Harness().run(["session"] + arguments)

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: \(message)
            Usage: conf session <id> [--tz <zone>] [--json]
            See 'conf session --help' for more information.

            """))
  }
}

extension SessionCommandTests {
  @Test
  func showsTheTimeInTheZoneAskedForBesideTheConferences() async {
    let result = await makeHarness(environment: ["CONF_TZ": "Europe/London"]).run("session", "101")

    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.contains(
        """
        When:      Day 1, 2027-03-10, 10:00-10:45 (UTC+09:00); 2027-03-10 01:00-01:45
                   (Europe/London, UTC+00:00)
        """))
  }
}
