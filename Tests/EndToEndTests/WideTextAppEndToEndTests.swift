import Foundation
import Testing

/// `conf app` in tmux over a published programme whose titles hold what feeds do send: a CR LF,
/// zero-width and format characters, CJK, emoji (joined ones too), bidirectional controls, line
/// and paragraph separators, combining marks, a tab and a C1 control. Opening each session in
/// turn must leave nothing of the timetable behind, and the timetable nothing of a session.
@Suite("conf app over titles of every width")
struct WideTextAppEndToEndTests {
  /// Day 1's sessions, one every half hour from 10:00, in the order the timetable lists them.
  static let events: [ProgrammeFeedFixtures.Event] = [
    "Plain ASCII title number one", "Line&#13;&#10;break title with CR LF",
    "Zero&#x200B;width&#x200B;spaces&#x200B;and&#xFEFF;BOM&#x200D;here",
    "並行性を安全に 並行性を安全に CJK title", "Rockets 🚀🚀🚀 and ⚡ emoji 🩷 (newer than some terminals)",
    "Coders 👩‍💻👨‍👩‍👧 ZWJ sequences", "Bidi &#x202E;override&#x202C; and &#x2066;isolate&#x2069; title",
    "Separators&#x2028;line&#x2029;para and soft&#xAD;hyphen",
    "Combining e&#x301;&#x301; marks and tab&#9;here", "C1 &#x9B;31m control title",
  ].enumerated().map { index, title in
    let minutes = 10 * 60 + 30 * index
    return ProgrammeFeedFixtures.Event(
      id: 101 + index, day: 1,
      start: String(format: "%02d:%02d", minutes / 60, minutes % 60), room: "H.1308",
      track: index.isMultiple(of: 2) ? "Go" : "Rust", title: title)
  }

  @Test("opening each session leaves no fragment of the timetable, and going back none of it")
  func noStaleCells() async throws {
    var runner = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2026-02-07T10:05:00+01:00", "TERM": "xterm-256color",
    ])
    try runner.putConfOnPath()
    defer { runner.cleanUp() }
    let feed = runner.home.appendingPathComponent("width.xml")
    try Data(ProgrammeFeedFixtures.xml(Self.events).utf8).write(to: feed)
    let added = try await runner.run(["conference", "add", feed.path])
    #expect(added.status == 0, "\(added.stderr)")
    let shell = try await TmuxSession(runner: runner, columns: 120, rows: 40)
    defer { shell.stop() }

    try await shell.typeLine("conf app")
    let timetable = try await shell.screen(showing: "Plain ASCII title number one")
    // Title from column 15, 70 columns wide; track from 86, 18 wide (with NO_COLOR, its
    // marker first); room from 105.
    let firstRow =
      " 10:00-10:25 ▶ Plain ASCII title number one" + String(repeating: " ", count: 43) + "◆ Go"
      + String(repeating: " ", count: 15) + "H.1308"
    #expect(timetable.split(separator: "\n").contains { $0 == firstRow }, "\(timetable)")

    for (index, event) in Self.events.enumerated().dropFirst() {
      try await shell.press("Down", "Enter")
      let screen = try await shell.screen("session \(event.id)'s detail") {
        $0.contains("‹ Esc  Session \(event.id)") && $0.contains("Speakers: Speaker")
      }
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let end = 10 * 60 + 30 * index + 25
      let time = event.start + String(format: "-%02d:%02d", end / 60, end % 60)
      // The detail's fields, then blank rows down to the status line: nothing left over.
      #expect(
        Array(lines[5...10]) == [
          " When:     Day 1, 2026-02-07, \(time) (UTC+01:00)", " Track:    \(event.track)",
          " Room:     H.1308", " Type:     talk", " Language: en",
          " Speakers: Speaker \(event.id)",
        ], "\(screen)")
      // Its link, selected, then the abstract (a line separator in it starts a line), none of
      // the timetable's columns.
      #expect(
        lines[11] == " Links:    Video recording  https://video.example.org/\(event.id).webm",
        "\(screen)")
      #expect(lines[12] == "" && lines[13].hasPrefix(" About "), "\(screen)")
      let abstract = lines[13...].prefix { !$0.isEmpty }
      #expect(abstract.count <= 3, "\(screen)")
      #expect(!abstract.contains { $0.contains("H.1308") || $0.contains("-1") }, "\(screen)")
      #expect(lines[(13 + abstract.count)..<39].allSatisfy { $0.isEmpty }, "\(screen)")

      try await shell.press("Escape")
      let back = try await shell.screen("the timetable after session \(event.id)") {
        $0.contains("Plain ASCII title number one") && !$0.contains("Speakers:")
      }
      #expect(back.split(separator: "\n").contains { $0 == firstRow }, "\(back)")
      let rows = back.split(separator: "\n", omittingEmptySubsequences: false)
      // Every row ends in its track and room, in their columns, and nothing is left below.
      for (row, shown) in Self.events.enumerated() {
        let suffix = (shown.track == "Go" ? "◆ Go   " : "▲ Rust ") + "            H.1308"
        #expect(rows[3 + row].hasSuffix(suffix), "row \(row): \(back)")
      }
      #expect(rows[13..<39].allSatisfy { $0.isEmpty }, "\(back)")
    }
    try await shell.press("q")
    try await shell.screen("the shell again") { !$0.contains("Plain ASCII title") }
  }
}
