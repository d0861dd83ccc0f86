import Foundation
import Testing

/// `conf app`'s grid and pickers on a FOSDEM-size programme with FOSDEM-like names
/// (`scripts/generate-programme --names fosdem`: 900 events, 60 rooms such as UB5.132, 70
/// tracks such as Security) in tmux at 120×40, at 14:10 on its first day.
@Suite("conf app's grid on a large programme")
struct GridAppEndToEndTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(
    "g shows 14:10 on the first screen; f b 5 reaches UB5.132; k s e Enter the Security track; C switches conference"
  )
  func gridAndPickers() async throws {
    var runner = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2030-02-02T14:10:00+01:00", "TERM": "xterm-256color",
    ])
    defer { runner.cleanUp() }
    let programme = runner.home.appendingPathComponent("fosdem.xml")
    let generated = try await runner.start(
      executable: try Tools.python(),
      [
        Self.repository.appendingPathComponent("scripts/generate-programme").path, "--names",
        "fosdem", "--output", programme.path,
      ]
    ).wait()
    #expect(generated.status == 0, "\(generated.stderr)")
    let added = try await runner.run(["conference", "add", programme.path])
    #expect(added.status == 0, "\(added.stderr)")

    try runner.putConfOnPath()
    let shell = try await TmuxSession(runner: runner, columns: 120, rows: 40)
    defer { shell.stop() }

    try await shell.typeLine("conf app; echo \"app-exit=$?\"")
    try await shell.screen(showing: "Sat 2 Feb")

    // One key: the grid, scrolled to now, its now-line labelled 14:10, rooms in name order.
    try await shell.press("g")
    var screen = try await shell.screen(showing: "15min │AW1.120")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0.hasPrefix("14:10 ") }, "\(screen)")

    // Three keys: the room picker, then "b5": the grid scrolls to UB5.132 as you type.
    try await shell.press("f")
    try await shell.press("b")
    try await shell.press("5")
    screen = try await shell.screen(showing: "15min │UB5.132")
    #expect(screen.contains("┌ Pick a room"))
    try await shell.press("Enter")
    screen = try await shell.screen("the picker closed") { !$0.contains("┌ Pick a room") }
    #expect(screen.contains("15min │UB5.132"), "\(screen)")

    // Four keys: the track picker, "se", Enter: the grid narrowed to the Security track.
    try await shell.press("k")
    try await shell.press("s")
    try await shell.press("e")
    try await shell.press("Enter")
    screen = try await shell.screen(showing: "Track: Security")
    #expect(!screen.contains("┌ Pick a track"))

    // C, then the demo conference: the app opens again over it, and it becomes current.
    try await shell.press("C")
    try await shell.screen(showing: "┌ Pick a conference")
    try await shell.press("d", "e", "m", "o", "Enter")
    screen = try await shell.screen(showing: "Wed 10 Mar")
    #expect(screen.contains("Tickets"), "the demo conference has accounts: \(screen)")

    try await shell.press("q")
    try await shell.screen(showing: "\napp-exit=0")
    let conferences = try await runner.run(["conferences"])
    #expect(conferences.stdout.contains("* demo"), "\(conferences.stdout)")
  }
}
