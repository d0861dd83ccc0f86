import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `conf app` and `conf open` run from a shell in tmux at 100×30, as issue #11's "Done when"
/// lists: the built binary on the embedded backend, the clock pinned to day 1 at 10:15.
@Suite("conf app in tmux")
struct InteractiveAppEndToEndTests {
  private func makeRunner() async throws -> ConfRunner {
    var runner = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2027-03-10T10:15:00+09:00", "TERM": "xterm-256color",
    ])
    try runner.putConfOnPath()
    return runner
  }

  @Test("every 'Done when' item of issue 11 holds")
  func doneWhen() async throws {
    let runner = try await makeRunner()
    defer { runner.cleanUp() }
    let shell = try await TmuxSession(runner: runner, columns: 100, rows: 30)
    defer { shell.stop() }
    let restorationFile = runner.home.appendingPathComponent("app-state.json")

    try await shell.typeLine("echo shell-before-the-app")
    try await shell.screen(showing: "\nshell-before-the-app")

    // conf app shows day 1 of the timetable.
    try await shell.typeLine("conf app")
    var screen = try await shell.screen(showing: "Keynote: Ten Years of Swift in Produ")
    #expect(screen.contains("Wed 10 Mar  Thu 11 Mar  Fri 12 Mar"))
    #expect(screen.contains("10:00-10:40 ▶ Modularising a 200k-Line App"))
    #expect(try await shell.pane("alternate_on") == "1")

    // Down then Enter shows that session's detail; Esc returns.
    try await shell.press("Down", "Enter")
    // The header shows at once; the detail once it has loaded: wait for both.
    screen = try await shell.screen("session 102's detail") {
      $0.contains("‹ Esc  Session 102") && $0.contains("When:")
    }
    #expect(screen.contains("Modularising a 200k-Line App with Local Packages"))
    #expect(screen.contains("When:     Day 1, 2027-03-10, 10:00-10:40"))
    try await shell.press("Escape")
    try await shell.screen("the timetable again") {
      $0.contains("Wed 10 Mar  Thu 11 Mar  Fri 12 Mar") && !$0.contains("Session 102")
    }

    // b while logged out opens the login sheet.
    try await shell.press("b")
    screen = try await shell.screen(showing: "┌ Log in")
    #expect(screen.contains("Log in to do that."))
    try await shell.press("Escape")
    try await shell.screen("the sheet closed") { !$0.contains("┌ Log in") }

    // Open the third row's session, then q leaves the shell's screen as it was.
    try await shell.press("Down", "Enter")
    try await shell.screen(showing: "‹ Esc  Session 103")
    try await shell.press("q")
    screen = try await shell.screen("the shell's screen again") {
      $0.contains("$ conf app\n$") && !$0.contains("Wed 10 Mar  Thu 11 Mar")
    }
    #expect(screen.contains("$ echo shell-before-the-app\nshell-before-the-app\n$ conf app\n$"))
    #expect(try await shell.pane("alternate_on") == "0")
    #expect(try await shell.pane("cursor_flag") == "1")

    // The next conf app opens where the last one was.
    try await shell.typeLine("conf app")
    screen = try await shell.screen("session 103's detail, restored") {
      $0.contains("‹ Esc  Session 103") && $0.contains("When:")
    }
    #expect(screen.contains("Structured Concurrency from First Principles"))
    try await shell.press("q")
    try await shell.screen("the shell after the second run") { !$0.contains("Session 103") }

    // conf open conf://session/204 opens that session.
    try await shell.typeLine("conf open conf://session/204")
    screen = try await shell.screen("session 204's detail") {
      $0.contains("‹ Esc  Session 204") && $0.contains("When:")
    }
    #expect(screen.contains("Golden Files for Command-Line Output"))
    try await shell.press("q")
    try await shell.screen("the shell after conf open") { !$0.contains("Session 204") }
    let saved = try Data(contentsOf: restorationFile)

    // conf open conf://tickets while logged out exits 77 and changes nothing.
    try await shell.typeLine("conf open conf://tickets; echo \"tickets-exit=$?\"")
    screen = try await shell.screen(showing: "\ntickets-exit=")
    #expect(screen.contains("Error: you are not logged in"))
    #expect(screen.contains("tickets-exit=77"))
    #expect(try Data(contentsOf: restorationFile) == saved)

    // A malformed link exits 65.
    try await shell.typeLine("conf open 'nonsense:/%%'; echo \"nonsense-exit=$?\"")
    screen = try await shell.screen(showing: "\nnonsense-exit=")
    #expect(screen.contains("Error: 'nonsense:/%%' is not a valid conf:// link"))
    #expect(screen.contains("nonsense-exit=65"))
  }

  @Test("SIGTERM ends conf app with the terminal restored: main screen, cursor shown, echo on")
  func terminatedBySignal() async throws {
    let runner = try await makeRunner()
    defer { runner.cleanUp() }
    let shell = try await TmuxSession(runner: runner, columns: 100, rows: 30)
    defer { shell.stop() }
    let pidFile = runner.home.appendingPathComponent("app.pid").path

    try await shell.typeLine("echo shell-before-the-app")
    try await shell.screen(showing: "\nshell-before-the-app")
    try await shell.typeLine("sh -c 'echo $$ > \(pidFile); exec conf app'; echo \"app-exit=$?\"")
    try await shell.screen(showing: "Keynote: Ten Years of Swift in Produ")
    let pid = try #require(
      Int32(
        try String(contentsOfFile: pidFile, encoding: .utf8)
          .trimmingCharacters(in: .whitespacesAndNewlines)))

    #expect(kill(pid, SIGTERM) == 0)

    let screen = try await shell.screen(showing: "\napp-exit=")
    #expect(screen.contains("app-exit=0"))
    #expect(screen.contains("shell-before-the-app"))
    #expect(!screen.contains("Wed 10 Mar  Thu 11 Mar"))
    #expect(try await shell.pane("alternate_on") == "0")
    #expect(try await shell.pane("cursor_flag") == "1")
    // Echo is back on: typed text appears at the prompt.
    try await shell.press("-l", "typed-after-the-app")
    try await shell.screen(showing: "$ typed-after-the-app")
  }

  @Test("Ctrl-Z hands the terminal to the shell until fg; after fg the keys are the app's again")
  func suspendAndResume() async throws {
    let runner = try await makeRunner()
    defer { runner.cleanUp() }
    let shell = try await TmuxSession(runner: runner, columns: 100, rows: 30)
    defer { shell.stop() }

    try await shell.typeLine("conf app")
    try await shell.screen(showing: "Keynote: Ten Years of Swift in Produ")
    for round in 1...3 {
      try await shell.press("C-z")
      try await shell.screen("the shell, round \(round)") {
        $0.components(separatedBy: "Stopped").count > round
      }
      #expect(try await shell.pane("alternate_on") == "0", "round \(round)")
      #expect(try await shell.pane("cursor_flag") == "1", "round \(round)")
      // The shell's terminal echoes what is typed: nothing put it back in raw mode.
      try await shell.typeLine("echo cooked-\(round)")
      try await shell.screen(showing: "\ncooked-\(round)\n")
      try await shell.typeLine("fg")
      #expect(try await poll(deadline: 120) { try await shell.pane("alternate_on") == "1" })
      try await shell.screen(showing: "Keynote: Ten Years of Swift in Produ")
    }
    // Keys after fg are read one by one by the app, not echoed by a line-mode terminal.
    try await shell.press("Down")
    try await shell.press("Down")
    try await shell.press("Enter")
    try await shell.screen(showing: "‹ Esc  Session ")
    try await shell.press("q")
    #expect(try await poll(deadline: 120) { try await shell.pane("alternate_on") == "0" })
    #expect(try await shell.pane("cursor_flag") == "1")
    try await shell.typeLine("echo back-in-the-shell")
    try await shell.screen(showing: "\nback-in-the-shell\n")
  }

  @Test("text pasted into the search field stays text: its newline and 'o' log no one out")
  func pastedTextStaysText() async throws {
    let runner = try await makeRunner()
    defer { runner.cleanUp() }
    #expect(
      try await runner.run(
        ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n"
      ).status == 0)
    let shell = try await TmuxSession(runner: runner, columns: 100, rows: 30)
    defer { shell.stop() }
    try await shell.typeLine("conf app; echo \"app-exit=$?\"")
    try await shell.screen(showing: "Keynote: Ten Years of Swift in Produ")
    try await shell.press("/")
    // tmux pastes as a terminal does: between bracketed-paste markers, since the app asked.
    try await shell.run(["set-buffer", "actor\no"])
    try await shell.run(["paste-buffer", "-p", "-t", "app"])
    try await shell.screen(showing: "actor o")
    try await shell.press("Escape", "q")
    try await shell.screen(showing: "\napp-exit=0")
    let status = try await runner.run(["status", "--json"])
    #expect(status.stdout.contains(#""state": "authenticated""#), "\(status.stdout)")
  }
}
