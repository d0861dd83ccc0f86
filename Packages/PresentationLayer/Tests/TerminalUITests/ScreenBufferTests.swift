import TerminalUI
import Testing

@Suite("ScreenBuffer")
struct ScreenBufferTests {
  @Test("text is clipped at the edge and at the width given; tabs become spaces, controls �")
  func clipping() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 10, rows: 3))
    #expect(buffer.write("Hello, world", row: 0, column: 2) == 8)
    #expect(buffer.write("a\tb\u{1B}c", row: 1, column: 0, width: 4) == 4)
    #expect(buffer.write("ignored", row: 3, column: 0) == 0)
    #expect(buffer.lines == ["  Hello, w", "a b\u{FFFD}", ""])
  }

  @Test(
    "each character takes the cells the line commands measure: format characters none, emoji two, a line break one"
  )
  func cellsAsMeasured() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 20, rows: 3))
    #expect(buffer.write("a\u{200B}b\u{FEFF}c\u{200D}d\u{AD}e", row: 0, column: 0) == 5)
    #expect(buffer.write("🚀⚡👩\u{200D}💻!", row: 1, column: 0) == 7)
    #expect(buffer.write("CR\r\nLF\u{2028}end", row: 2, column: 0) == 9)
    #expect(buffer.lines == ["abcde", "🚀⚡👩\u{200D}💻!", "CR LF end"])
    #expect(buffer[1, 1].isContinuation && buffer[1, 3].isContinuation)
    #expect(buffer[1, 4] == Cell("👩\u{200D}💻") && buffer[1, 6] == Cell("!"))
  }

  @Test("a wide character takes two cells, and one that does not fit becomes a space")
  func wideCharacters() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 5, rows: 1))
    #expect(buffer.write("日本語", row: 0, column: 0) == 5)
    #expect(buffer.lines == ["日本"])
    #expect(buffer[0, 1].isContinuation)
    #expect(buffer[0, 4] == Cell(" "))
  }

  @Test("bidirectional controls from data never reach the terminal: each becomes �")
  func bidiControls() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 20, rows: 1))
    buffer.write("a\u{202E}bc\u{2066}d\u{2069}e", row: 0, column: 0)
    #expect(buffer.lines == ["a\u{FFFD}bc\u{FFFD}d\u{FFFD}e"])
  }

  @Test("without color, styles keep everything but the color")
  func noColor() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1), usesColor: false)
    buffer.write("ab", row: 0, column: 0, style: CellStyle(isBold: true, foreground: .red))
    buffer.applyStyle(CellStyle(isInverse: true, foreground: .green), row: 0, column: 1, width: 2)
    #expect(buffer[0, 0] == Cell("a", style: .bold))
    #expect(buffer[0, 1] == Cell("b", style: .inverse))
    #expect(buffer[0, 2] == Cell(" ", style: .inverse))
    #expect(buffer[0, 3] == .blank)
  }
}
