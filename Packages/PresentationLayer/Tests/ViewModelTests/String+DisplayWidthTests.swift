import Testing
import ViewModel

@Suite("Text laid out for a terminal")
struct StringDisplayWidthTests {
  @Test(arguments: [
    ("abc", 3), ("", 0), ("並行性", 6), ("e\u{301}", 1), ("🎉", 2), ("ｶ", 1), ("Ｗ", 2),
    ("Zero\u{200B}width\u{FEFF}", 9), ("a\r\nb", 3), ("👩\u{200D}💻 dev", 6),
  ])
  func countsTerminalColumns(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test(arguments: [
    ("Layouts that breathe", 10, "Layouts t…"), ("short", 10, "short"), ("並行性を安全に", 7, "並行性…"),
    ("abc", 0, ""), ("abc", 1, "…"), ("abcd", 3, "ab…"), ("a\r\nb\u{200B}c", 5, "a bc"),
    ("🚀🚀🚀 go", 5, "🚀🚀…"),
  ])
  func truncatesWithAnEllipsis(text: String, width: Int, expected: String) {
    #expect(text.truncated(toDisplayWidth: width) == expected)
  }

  @Test
  func padsToAWidth() {
    #expect("並a".padded(toDisplayWidth: 5) == "並a  ")
    #expect("x\u{200B}".padded(toDisplayWidth: 2) == "x ")
    #expect("long".padded(toDisplayWidth: 2) == "long")
  }

  @Test("words wrap at the width; a longer word is split between characters, in order")
  func wrapsBetweenWordsAndKeepsParagraphs() {
    #expect(
      "one two three four\n\nfive".wrapped(toDisplayWidth: 9)
        == ["one two", "three", "four", "", "five"])
    #expect("abcdefghij kl".wrapped(toDisplayWidth: 4) == ["abcd", "efgh", "ij", "kl"])
    #expect("".wrapped(toDisplayWidth: 10) == [""])
    #expect("並行性を安全に".wrapped(toDisplayWidth: 5) == ["並行", "性を", "安全", "に"])
    // A wide character that does not fit ends the line; nothing after it jumps ahead.
    #expect("aaa並b".wrapped(toDisplayWidth: 4) == ["aaa", "並b"])
    // Every kind of line break starts a line; tabs separate words.
    #expect(
      "a\r\nb\rc\u{2028}d\u{2029}e\tf".wrapped(toDisplayWidth: 10) == ["a", "b", "c", "d", "e f"])
  }

  @Test("a word longer than the width is split in one pass: each width measured once")
  func wrapsALongWordMeasuringEachCharacterOnce() {
    // 60,000 characters (80,000 columns) without a space, as a hostile backend's title: the
    // earlier wraps measured the rest of the word again for every line they cut off.
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
    #expect("a\nb\tc\r\nd\u{2028}e\u{2029}f".sanitizedForTerminal() == "a b c d e f")
    #expect("a\nb\r\nc\u{2028}d".sanitizedForTerminal(keepingLineBreaks: true) == "a\nb\nc\nd")
    #expect("left\u{202E}right\u{9B}".sanitizedForTerminal() == "left\u{FFFD}right\u{FFFD}")
    #expect(
      "zero\u{200B}width\u{200D}joiner\u{FEFF}bom\u{AD}hyphen".sanitizedForTerminal()
        == "zerowidthjoinerbomhyphen")
    #expect("👨\u{200D}👩\u{200D}👧".sanitizedForTerminal() == "👨\u{200D}👩\u{200D}👧")
  }
}

/// Properties of the layout functions over generated text, checked against a small table of
/// widths of its own rather than against `displayWidth`.
extension StringDisplayWidthTests {
  /// The pieces text is made of: ASCII, CJK, emoji and joined emoji, combining marks, format
  /// characters, controls, bidirectional controls, line breaks and tabs.
  private static let pieces = [
    "a", "Z", "7", "~", " ", " ", "並", "性", "가", "Ｗ", "🎉", "🚀", "👍🏽", "👩\u{200D}💻",
    "👨\u{200D}👩\u{200D}👧", "\u{301}", "\u{308}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}",
    "\u{AD}", "\u{2060}", "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{9F}",
    "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\n", "\r\n", "\r", "\t", "\u{2028}",
    "\u{2029}",
  ]

  /// Columns by a cluster's first scalar: what a terminal gives each character the pieces can
  /// show as.
  private static let widths: [Unicode.Scalar: Int] = {
    var widths: [Unicode.Scalar: Int] = [" ": 1, "\u{FFFD}": 1, "…": 1]
    for scalar in "aZ7~".unicodeScalars { widths[scalar] = 1 }
    for scalar in "並性가Ｗ🎉🚀👍👩👨".unicodeScalars { widths[scalar] = 2 }
    return widths
  }()

  /// What must never reach a terminal: C0 and C1 controls, DEL, bidirectional controls, line
  /// and paragraph separators, and format characters outside an emoji sequence.
  private static func forbidden(in text: String) -> [Unicode.Scalar] {
    var found: [Unicode.Scalar] = []
    for character in text {
      for scalar in character.unicodeScalars {
        let isJoinedEmoji =
          scalar == "\u{200D}" && character.unicodeScalars.first.map { widths[$0] == 2 } == true
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069,
          0x2028, 0x2029, 0x200B, 0x200C, 0xFEFF, 0xAD, 0x2060:
          found.append(scalar)
        case 0x200D where !isJoinedEmoji:
          found.append(scalar)
        default:
          break
        }
      }
    }
    return found
  }

  private static func expectedWidth(
    of text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    text.reduce(0) { total, character in
      guard let first = character.unicodeScalars.first, let width = widths[first] else {
        Issue.record(
          "unexpected character \(character.debugDescription) in \(text.debugDescription)",
          sourceLocation: sourceLocation)
        return total
      }
      return total + width
    }
  }

  @Test(
    "shown on one line, generated text holds nothing that steers a terminal and is as wide as its characters say"
  )
  func sanitizedTextIsSafeAndMeasured() {
    var generator = SeededGenerator(seed: 0x5EED_0028_9)
    for _ in 0..<2_000 {
      let text = generator.text(from: Self.pieces)
      let shown = text.sanitizedForTerminal()
      #expect(
        Self.forbidden(in: shown).isEmpty, "\(text.debugDescription) → \(shown.debugDescription)")
      #expect(shown.displayWidth == Self.expectedWidth(of: shown), "\(text.debugDescription)")
      #expect(text.displayWidth == shown.displayWidth, "\(text.debugDescription)")
    }
  }

  @Test(
    "cut or wrapped to a width, generated text never exceeds it and loses nothing but what it must")
  func truncatedAndWrappedTextFits() {
    var generator = SeededGenerator(seed: 0x5EED_0032_5)
    for _ in 0..<2_000 {
      let text = generator.text(from: Self.pieces)
      let width = Int.random(in: 2...30, using: &generator)
      let shown = text.sanitizedForTerminal()

      let cut = text.truncated(toDisplayWidth: width)
      #expect(Self.forbidden(in: cut).isEmpty, "\(text.debugDescription)")
      #expect(Self.expectedWidth(of: cut) <= width, "\(text.debugDescription) at \(width)")
      if Self.expectedWidth(of: shown) <= width {
        #expect(cut == shown, "\(text.debugDescription) at \(width)")
      } else {
        #expect(cut.hasSuffix("…") && shown.hasPrefix(cut.dropLast()), "\(text.debugDescription)")
      }

      let lines = text.wrapped(toDisplayWidth: width)
      for line in lines {
        #expect(Self.forbidden(in: line).isEmpty, "\(text.debugDescription)")
        #expect(Self.expectedWidth(of: line) <= width, "\(line.debugDescription) at \(width)")
      }
      // Only the spaces between words (and line breaks) differ.
      #expect(
        Array(lines.joined().unicodeScalars.filter { $0 != " " })
          == Array(shown.unicodeScalars.filter { $0 != " " }), "\(text.debugDescription)")
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failure can be reproduced.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// Up to 40 of `pieces`, chosen at random.
  mutating func text(from pieces: [String]) -> String {
    let count = Int.random(in: 0...40, using: &self)
    return (0..<count).map { _ in pieces.randomElement(using: &self) ?? "" }.joined()
  }
}
