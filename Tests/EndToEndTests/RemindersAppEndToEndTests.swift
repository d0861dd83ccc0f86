import Foundation
import Testing

/// `conf app` in tmux rings a due reminder: the terminal bell, which tmux records as the
/// window's bell flag (`#{window_bell_flag}`: a bell in a window of a detached session), and
/// the status line says which session, whole.
@Suite("conf app rings a due reminder, in tmux")
struct RemindersAppEndToEndTests {
  @Test("a due reminder rings the bell once and the status line names it")
  func ringsTheBell() async throws {
    // 09:55 in Brussels: session 101 (Go generics, 10:00) is due with the standard 10 minutes.
    var runner = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2026-02-07T09:55:00+01:00", "TERM": "xterm-256color",
    ])
    try runner.putConfOnPath()
    // No notify-send on the PATH: the app writes OSC 9 instead, which tmux ignores.
    runner.environment["PATH"] = runner.home.appendingPathComponent("bin").path + ":/usr/bin:/bin"
    defer { runner.cleanUp() }
    let feed = runner.home.appendingPathComponent("schedule.xml")
    try Data(ProgrammeFeedFixtures.xml().utf8).write(to: feed)
    let added = try await runner.run(["conference", "add", feed.path])
    #expect(added.status == 0, "\(added.stderr)")
    let bookmarked = try await runner.run(["bookmark", "add", "101"])
    #expect(bookmarked.status == 0, "\(bookmarked.stderr)")
    let shell = try await TmuxSession(runner: runner, columns: 120, rows: 40)
    defer { shell.stop() }
    #expect(try await shell.pane("window_bell_flag") == "0")

    try await shell.typeLine("conf app")

    let screen = try await shell.screen(showing: "★ Your session 101")
    #expect(
      screen.contains("★ Your session 101, \"Go generics\", starts in 5 minutes in UD2.218A."))
    let rang = try await poll { try await shell.pane("window_bell_flag") == "1" }
    #expect(rang, "tmux saw no bell")
    let given = try String(
      contentsOf: runner.home.appendingPathComponent(
        "conferences/testconf2026/reminders-given.json"), encoding: .utf8)
    #expect(given == #"{"given":[{"session_id":"101","starts_at":"2026-02-07T09:00:00Z"}]}"#)
    try await shell.press("q")
  }
}
