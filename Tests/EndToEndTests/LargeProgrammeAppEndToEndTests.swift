import Foundation
import Testing

/// `conf app` on a FOSDEM-size programme (`scripts/generate-programme`'s defaults: 900 events,
/// 60 rooms, 70 tracks over two days) added from a file, in tmux at 100×30: a day of 480 rows
/// scrolled to its end, filtered to a track, searched, and a session bookmarked on this device.
@Suite("conf app on a large programme")
struct LargeProgrammeAppEndToEndTests {
  /// The generated programme's facts these checks rely on (seed 1, the defaults): day 1's first
  /// row, its last, the track `t` selects first (tracks come in the order of their first
  /// session), and the sessions matching `kernel`.
  private enum Generated {
    static let firstRow = "09:00-09:25   Governance testing embedded"
    static let lastRow = "15:20-15:45   Garbage tracing testing terminal"
    static let firstTrack = "Track 10: Garbage"
    static let kernelMatches = "Search: kernel — 115 found"
  }

  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("a day of 480 rows scrolls to its end, filters to a track, searches, and bookmarks")
  func largeDay() async throws {
    var runner = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2030-02-02T10:15:00+01:00", "TERM": "xterm-256color",
    ])
    defer { runner.cleanUp() }
    let programme = runner.home.appendingPathComponent("programme.xml")
    let generated = try await runner.start(
      executable: try Tools.python(),
      [
        Self.repository.appendingPathComponent("scripts/generate-programme").path, "--output",
        programme.path,
      ]
    ).wait()
    #expect(generated.status == 0, "\(generated.stderr)")
    let added = try await runner.run(["conference", "add", programme.path])
    #expect(added.status == 0, "\(added.stderr)")

    try runner.putConfOnPath()
    let shell = try await TmuxSession(runner: runner, columns: 100, rows: 30)
    defer { shell.stop() }

    try await shell.typeLine("conf app; echo \"app-exit=$?\"")
    var screen = try await shell.screen(showing: Generated.firstRow)
    #expect(screen.contains("Sat 2 Feb  Sun 3 Feb"))

    // Scrolling: End reaches the day's last row, Home the first again.
    try await shell.press("End")
    screen = try await shell.screen(showing: Generated.lastRow)
    #expect(!screen.contains(Generated.firstRow))
    try await shell.press("Home")
    try await shell.screen(showing: Generated.firstRow)

    // Filtering: t shows the first track alone.
    try await shell.press("t")
    screen = try await shell.screen(showing: "Track: \(Generated.firstTrack)")
    let rows = screen.split(separator: "\n").filter { $0.wholeMatch(of: /^ \d\d:\d\d-.*/) != nil }
    #expect(rows.count > 3 && rows.allSatisfy { $0.contains("Track 10: Garba") }, "\(screen)")

    // Bookmarking works without an account: the row is marked, and the CLI lists it.
    try await shell.press("b")
    try await shell.screen("the first row bookmarked") { $0.contains("★") }
    #expect(!(try await shell.capture()).contains("┌ Log in"))

    // Search: / then the word lists the matches.
    try await shell.press("/")
    try await shell.typeLine("kernel")
    try await shell.screen(showing: Generated.kernelMatches)
    try await shell.press("Escape", "q")
    try await shell.screen(showing: "\napp-exit=0")

    let bookmarks = try await runner.run(["bookmarks"])
    #expect(bookmarks.status == 0, "\(bookmarks.stderr)")
    #expect(bookmarks.bookmarkIDs.count == 1, "\(bookmarks.stdout)")
  }
}
