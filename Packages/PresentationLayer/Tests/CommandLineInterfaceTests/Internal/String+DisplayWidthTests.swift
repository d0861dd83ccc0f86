import CommandLineInterface
import Testing

struct StringDisplayWidthTests {
  @Test(arguments: [
    ("abc", 3), ("", 0), ("並行性", 6), ("e\u{301}", 1), ("🎉", 2), ("ｶ", 1), ("Ｗ", 2),
  ])
  func countsTerminalColumns(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test(arguments: [
    ("Layouts that breathe", 10, "Layouts t…"), ("short", 10, "short"), ("並行性を安全に", 7, "並行性…"),
    ("abc", 0, ""), ("abc", 1, "…"), ("abcd", 3, "ab…"),
  ])
  func truncatesWithAnEllipsis(text: String, width: Int, expected: String) {
    #expect(text.truncated(toDisplayWidth: width) == expected)
    #expect(expected.displayWidth <= max(width, 0))
  }

  @Test
  func wrapsBetweenWordsAndKeepsParagraphs() {
    #expect(
      "one two three four\n\nfive".wrapped(toDisplayWidth: 9)
        == ["one two", "three", "four", "", "five"])
    #expect("abcdefghij kl".wrapped(toDisplayWidth: 4) == ["abcd", "efgh", "ij", "kl"])
    #expect("".wrapped(toDisplayWidth: 10) == [""])
    #expect("並行性を安全に".wrapped(toDisplayWidth: 5) == ["並行", "性を", "安全", "に"])
  }

  @Test("a word longer than the width is split in one pass: each width measured once")
  func wrapsALongWordMeasuringEachCharacterOnce() {
    // 60,000 characters (80,000 columns) without a space, as a hostile backend's title: the
    // earlier wrap measured the rest of the word again for every line it cut off (quadratic).
    let title = String(repeating: "ab並", count: 20_000) + " tail"
    var measured = 0
    let lines = title.wrapped(toDisplayWidth: 80) {
      measured += 1
      return $0.displayWidth
    }
    #expect(measured == title.count - 1)  // every character but the space
    #expect(lines.count == 1_001)
    #expect(lines.dropLast().allSatisfy { $0.displayWidth == 80 })
    #expect(lines.last == "tail")
    #expect(lines.joined() == String(repeating: "ab並", count: 20_000) + "tail")
  }

  @Test
  func neutralisesTerminalControls() {
    #expect("a\u{1B}[31mb\u{7}".sanitizedForTerminal() == "a\u{FFFD}[31mb\u{FFFD}")
    #expect("a\nb\tc\r\nd".sanitizedForTerminal() == "a b c d")
    #expect("a\nb".sanitizedForTerminal(keepingLineBreaks: true) == "a\nb")
    #expect("left\u{202E}right".sanitizedForTerminal() == "left\u{FFFD}right")
  }
}
