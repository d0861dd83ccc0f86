import Testing

@testable import TerminalUI

@Suite("Text cut to terminal cells")
struct StringCellsTests {
  @Test("words wrap at the width; a longer word is split between characters, in order")
  func wrapsWordsAndSplitsLongOnes() {
    #expect("one two three four".wrappedToCells(9) == ["one two", "three", "four"])
    #expect("abcdefghij kl".wrappedToCells(4) == ["abcd", "efgh", "ij", "kl"])
    // A wide character that does not fit ends the line; nothing after it jumps ahead.
    #expect("aaa並b".wrappedToCells(4) == ["aaa", "並b"])
    #expect("a\n\nb".wrappedToCells(10) == ["a", "", "b"])
  }

  @Test("a word longer than the width is split in one pass: each width measured once")
  func wrapsALongWordMeasuringEachCharacterOnce() {
    // 60,000 characters (80,000 cells) without a space, as a hostile backend's title: the
    // earlier wrap measured the line again for every character of every line it cut off.
    let title = String(repeating: "ab並", count: 20_000) + " tail"
    var measured = 0
    let lines = title.wrappedToCells(80) {
      measured += 1
      return $0.cellWidth
    }
    #expect(measured == title.count - 1)  // every character but the space
    #expect(lines.count == 1_001)
    #expect(lines.dropLast().allSatisfy { $0.cellWidth == 80 })
    #expect(lines.last == "tail")
    #expect(lines.joined() == String(repeating: "ab並", count: 20_000) + "tail")
  }
}
