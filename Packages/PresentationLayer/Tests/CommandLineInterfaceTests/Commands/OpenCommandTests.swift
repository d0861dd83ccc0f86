import CommandLineInterface
import Domain
import Synchronization
import Testing
import ViewModel

@MainActor
struct OpenCommandTests {
  @Test(arguments: ["nonsense:/%%", "conf://session", "conf://timetable?day=0"])
  func refusesAMalformedLinkWithExit65(link: String) async {
    let result = await Harness().run("open", link)

    #expect(
      result
        == RunResult(
          exitCode: 65, standardOutput: "",
          standardError: """
            Error: '\(link)' is not a valid conf:// link
            Hint: use conf://session/ID, conf://timetable?day=N, conf://bookmarks, \
            conf://schedule, conf://tickets or conf://profile.

            """))
  }

  @Test
  func refusesAnUnknownPlaceWithExit65() async {
    let result = await Harness().run("open", "conf://maps")

    #expect(result.exitCode == 65)
    #expect(result.standardError.hasPrefix("Error: 'conf://maps' is not a place in the app\n"))
  }

  @Test(arguments: ["conf://tickets", "conf://bookmarks", "conf://schedule", "conf://profile"])
  func aLinkThatNeedsALoginExits77WhileLoggedOut(link: String) async {
    var harness = Harness()
    harness.restoreSession = { .loggedOut }
    let result = await harness.run("open", link)

    #expect(
      result
        == RunResult(
          exitCode: 77, standardOutput: "",
          standardError: """
            Error: you are not logged in
            Hint: run: conf login --email <address> --password-stdin

            """))
  }

  @Test
  func withoutATerminalPrintsThePageAsTheMatchingCommandDoes() async {
    var harness = Harness()
    harness.getSession = { id in
      SessionDetail(session: Fixtures.session(id, title: "A talk"), freshness: .live)
    }
    let open = await harness.run("open", "conf://session/101")
    let session = await harness.run("session", "101")

    #expect(open == session)
    #expect(open.exitCode == 0)
  }

  @Test
  func onATerminalOpensTheAppAtTheRoute() async throws {
    let routes = Mutex<[AppRoute?]>([])
    var harness = Harness()
    harness.isTerminal = true
    harness.isStandardInputTerminal = true
    harness.environment = ["TERM": "xterm"]
    harness.launchApp = { route, _ in
      routes.withLock { $0.append(route) }
      return nil
    }
    #expect(await harness.run("open", "conf://timetable?day=2").exitCode == 0)
    #expect(await harness.run("app").exitCode == 0)
    #expect(routes.withLock { $0 } == [.timetable(day: try ConferenceDay(2)), nil])
  }

  @Test(arguments: [["TERM": "dumb"], [:]])
  func appWithoutAUsableTerminalPointsToTheLineCommandsAndExits64(
    environment: [String: String]
  ) async {
    var harness = Harness()
    harness.isTerminal = true
    harness.isStandardInputTerminal = true
    harness.environment = environment
    let result = await harness.run("app")

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: conf app needs a terminal; use the line commands instead (conf timetable, \
            conf session <id>, conf --help).

            """))
  }
}
