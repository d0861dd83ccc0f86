import Domain
import Foundation
import Testing

@MainActor
struct SearchCommandTests {
  private func makeHarness(_ sessions: [Session] = Fixtures.sessions) -> Harness {
    var harness = Harness()
    harness.searchSessions = { text in
      #expect(text == "swift")
      return sessions
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
            3 sessions match 'swift':

            DAY  TIME         ID   TRACK         TITLE
            1    10:00-10:45  101  Architecture  Modularising a 200k-line app, one package …
            1    10:00-10:45  102  UI            Layouts that breathe
            1    11:00-11:45  103  Concurrency   並行性を安全に: Swift 6 への移行

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
              "sessions": []
            }

            """,
          standardError: ""))
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
            Usage: conf search <text> [--json]
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
