import TerminalUI
import Testing

@Suite("FrameRenderer")
struct FrameRendererTests {
  private let size = TerminalSize(columns: 20, rows: 4)

  private func frame(_ rows: [(String, CellStyle)]) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: size)
    for (index, (text, style)) in rows.enumerated() {
      buffer.write(text, row: index, column: 0, style: style)
    }
    return buffer
  }

  @Test("the first frame clears the screen and writes the rows that are not blank")
  func firstFrame() {
    var renderer = FrameRenderer()
    let output = renderer.render(frame([("Day 1", .bold), ("", .plain), ("10:00 Talk", .plain)]))
    #expect(
      output
        == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[0;1mDay 1\u{1B}[3;1H\u{1B}[0m10:00 Talk")
  }

  @Test("an unchanged frame writes nothing")
  func unchanged() {
    var renderer = FrameRenderer()
    let first = frame([("Day 1", .plain)])
    _ = renderer.render(first)
    #expect(renderer.render(first) == "")
  }

  @Test("moving the selection rewrites only the two rows' changed cells")
  func selection() {
    var renderer = FrameRenderer()
    var before = frame([("a", .plain), ("b", .plain), ("c", .plain)])
    before.applyStyle(.inverse, row: 0, width: 3)
    var after = frame([("a", .plain), ("b", .plain), ("c", .plain)])
    after.applyStyle(.inverse, row: 1, width: 3)
    _ = renderer.render(before)
    #expect(
      renderer.render(after)
        == "\u{1B}[1;1Ha  \u{1B}[2;1H\u{1B}[0;7mb  \u{1B}[0m")
  }

  @Test("changes close together share one cursor move; far apart they get one each")
  func runs() {
    var renderer = FrameRenderer()
    _ = renderer.render(frame([("abcdefghijklmnopqrst", .plain)]))
    #expect(
      renderer.render(frame([("aXcdXfghijklmnopqrsX", .plain)])) == "\u{1B}[1;2HXcdX\u{1B}[1;20HX")
  }

  @Test("a size change or invalidate() draws the whole frame again")
  func fullRedraw() {
    var renderer = FrameRenderer()
    let first = frame([("x", .plain)])
    _ = renderer.render(first)
    renderer.invalidate()
    #expect(renderer.render(first) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1Hx")
  }

  @Test("whatever the frames, the emulated screen ends up showing the last one")
  func emulatedScreenMatches() {
    var renderer = FrameRenderer()
    var emulator = TerminalEmulator(size: size)
    let frames = [
      frame([("Timetable", .bold), ("日本語のセッション", .plain), ("10:00 Swift", .inverse)]),
      frame([("Timetable", .bold), ("English session", .plain), ("10:00 Swift", .plain)]),
      frame([("Tickets", CellStyle(foreground: .green)), ("日本", .dim), ("", .plain)]),
      frame([("Tickets", CellStyle(foreground: .green)), ("x日本", .dim), ("", .plain)]),
    ]
    for next in frames {
      emulator.apply(renderer.render(next))
      #expect(emulator.screen == next)
    }
  }

  @Test(
    "a terminal that measures some characters otherwise still shows every other cell of each frame, nothing of an earlier one"
  )
  func disputedWidths() {
    let size = TerminalSize(columns: 32, rows: 4)
    var renderer = FrameRenderer()
    var emulator = TerminalEmulator(size: size)
    // An older terminal: one column for the rocket, none for the newer pink heart, two emoji of
    // two columns each for the joined coder, two columns for the (East Asian ambiguous) star.
    emulator.disputedWidths = ["🚀": 1, "🩷": 0, "👩\u{200D}💻": 4, "★": 2]
    func frame(_ rows: [String], selected: Int? = nil) -> ScreenBuffer {
      var buffer = ScreenBuffer(size: size)
      for (index, text) in rows.enumerated() {
        buffer.write(text, row: index, column: 0)
      }
      if let selected { buffer.applyStyle(.inverse, row: selected) }
      return buffer
    }
    let list = [
      "10:00 ★ 🚀🚀 Rockets       Go", "10:30 👩\u{200D}💻 Coders         Rust",
      "11:00 🩷 Pink heart      Go", "12:00   Plain          Rust",
    ]
    var party = list
    party[1] = "10:30 🎉 Coders         Rust"
    let frames = [
      frame(list, selected: 0), frame(list, selected: 1), frame(party), frame(list),
      frame(["‹ Esc  Session 105", "", "When: Day 1, 10:00", "Room: Hall A"]),
      frame(list, selected: 1), frame(["", "x", "", ""]),
    ]
    for (number, next) in frames.enumerated() {
      emulator.apply(renderer.render(next))
      for row in 0..<size.rows {
        var disputed: Set<Int> = []
        for column in 0..<size.columns {
          let cell = next[row, column]
          if !cell.isContinuation, emulator.disputedWidths[cell.character] != nil {
            disputed.formUnion(
              column...(next[row, column + 1].isContinuation ? column + 1 : column))
          }
        }
        for column in 0..<size.columns where !disputed.contains(column) {
          #expect(
            emulator.screen[row, column] == next[row, column],
            "frame \(number), row \(row), column \(column): \(emulator.lines[row])")
        }
      }
    }
  }
}
