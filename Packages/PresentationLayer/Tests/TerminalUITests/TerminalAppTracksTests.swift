import Domain
import TerminalUI
import Testing
import ViewModel

/// The list's track colours and markers and its column widths (`TerminalApp+Tracks.swift`).
@MainActor
@Suite("TerminalApp tracks and columns")
struct TerminalAppTracksTests {
  @Test(
    "colour from the environment: none for NO_COLOR or a monochrome terminal, 24-bit on request",
    arguments: [
      (["TERM": "xterm-256color"], true, false),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, true),
      (["TERM": "tmux-256color", "COLORTERM": "24bit"], true, true),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": ""], false, false),
      (["TERM": "vt100"], false, false),
      (["TERM": "xterm-mono"], false, false),
      (["TERM": "dumb"], false, false),
      ([:], false, false),
    ])
  func colorSupport(environment: [String: String], usesColor: Bool, trueColor: Bool) {
    let support = TerminalApp.colorSupport(in: environment)
    #expect(support.usesColor == usesColor)
    #expect(support.usesTrueColor == trueColor)
  }

  @Test("at 200 columns rooms and tracks are shown whole; at 80 they give way to the title")
  func columnsFollowTheWindow() async {
    let wide = AppHarness(size: TerminalSize(columns: 200, rows: 30))
    await wide.launch()
    await wide.press(.right)
    let narrow = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await narrow.launch()
    await narrow.press(.right)

    #expect(
      lines(of: wide.screen).contains {
        $0.hasPrefix(" 12:00-12:40   Wide Rooms ")
          && $0.hasSuffix("Developer Experience & Tooling Auditorium Maximum, Ground Floor")
      }, "\(wide.screen)")
    #expect(
      lines(of: narrow.screen).contains(
        " 12:00-12:40   Wide Rooms                             Developer Ex… Auditorium…"),
      "\(narrow.screen)")
  }

  @Test("without colour each track shows its marker, neighbours by name told apart")
  func markersWithoutColour() async {
    let harness = AppHarness(size: TerminalSize(columns: 120, rows: 40), usesColor: false)
    await harness.launch()

    // FNV-1a slots: Architecture 2 (■), Concurrency 4 (○), SwiftUI 2 (■), Testing 1 (▲).
    let screen = harness.screen
    #expect(screen.contains("Keynote: Layers That Last"))
    for marked in ["■ Architecture", "○ Concurrency", "■ SwiftUI", "▲ Testing"] {
      #expect(screen.contains(marked), "\(marked)")
    }
    let coloured = AppHarness(size: TerminalSize(columns: 120, rows: 40))
    await coloured.launch()
    #expect(!coloured.screen.contains("■ Architecture"))
  }

  @Test("a terminal with 24-bit colour shows the palette's colour; one without, the basic one")
  func trueColour() async {
    let trueColor = AppHarness(size: TerminalSize(columns: 80, rows: 24), usesTrueColor: true)
    await trueColor.launch()
    let basic = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await basic.launch()

    // Testing takes slot 1: #5fa83a, basic green (32).
    let testing = ";38;2;95;168;58m"
    #expect(trueColor.terminal.snapshot.output.contains(testing))
    #expect(!basic.terminal.snapshot.output.contains(testing))
    #expect(TerminalAppTests.sgrParameters(in: basic.terminal.snapshot.output).contains("32"))
  }

  @Test("the grid draws each box's left edge in its track's colour; without colour, plainly")
  func gridEdgesInTrackColours() async {
    let colour = AppHarness(size: TerminalSize(columns: 120, rows: 40), usesTrueColor: true)
    await colour.launch()
    let plain = AppHarness(size: TerminalSize(columns: 120, rows: 40), usesColor: false)
    await plain.launch()

    let coloured = await colour.bytesWritten(pressing: .character("g"))
    let uncoloured = await plain.bytesWritten(pressing: .character("g"))

    // Testing's #5fa83a on the edge of its box (Testing View Models with Fakes, 11:00).
    let testing = ";38;2;95;168;58m"
    // (The renderer erases a cell before a box-drawing character: ESC [ 1 X.)
    let edges = ["├", "│", "\u{1B}[1X├", "\u{1B}[1X│"].map { testing + $0 }
    #expect(edges.contains { coloured.contains($0) }, "\(coloured)")
    #expect(!uncoloured.contains("38;2;"))
    #expect(!uncoloured.contains("\u{1B}[32m├"))
  }

  private func lines(of screen: String) -> [Substring] {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
  }
}
