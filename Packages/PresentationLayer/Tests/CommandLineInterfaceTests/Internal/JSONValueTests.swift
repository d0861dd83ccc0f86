import CommandLineInterface
import Foundation
import Testing

struct JSONValueTests {
  @Test
  func sortsKeysAndIndentsByTwoSpaces() {
    let value = JSONValue.object([
      "b": .array([.number(1), .bool(true), .null]), "a": .object([:]), "c": .array([]),
      "B": .optional(nil), "d": .optional("x"),
    ])
    #expect(
      value.rendered == """
        {
          "B": null,
          "a": {},
          "b": [
            1,
            true,
            null
          ],
          "c": [],
          "d": "x"
        }

        """)
  }

  @Test
  func escapesWhatJSONRequiresAndKeepsUnicode() {
    let value = JSONValue.string("quote\" back\\ \n\t\r\u{8}\u{C}\u{1}\u{7F} 並行 🎉 /")
    #expect(
      value.rendered
        == #""quote\" back\\ \n\t\r\b\f\u0001\u007f 並行 🎉 /""# + "\n")
  }

  @Test(
    "C1 controls, bidirectional controls, line and paragraph separators and the BOM are escaped")
  func escapesWhatTerminalsAndJavaScriptActOn() {
    let value = JSONValue.string(
      "csi\u{9B}31m nel\u{85} rlo\u{202E} lri\u{2066} pdi\u{2069} rlm\u{200F} ls\u{2028} ps\u{2029} "
        + "bom\u{FEFF} zwj👩\u{200D}💻")
    #expect(
      value.rendered
        == #""csi\u009b31m nel\u0085 rlo\u202e lri\u2066 pdi\u2069 rlm\u200f ls\u2028 ps\u2029 "#
        + #"bom\ufeff "# + "zwj👩\u{200D}💻\"\n")
  }

  @Test(
    "any text is written as valid JSON that reads back as that text, nothing raw that a terminal would act on"
  )
  func roundTripsGeneratedText() throws {
    let pieces = [
      "a", " ", "\"", "\\", "/", "並", "🎉", "👩\u{200D}💻", "e\u{301}", "\u{200B}", "\u{FEFF}",
      "\u{0}", "\u{1B}", "\n", "\r\n", "\t", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}",
      "\u{61C}", "\u{200E}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}",
      "\u{2029}",
    ]
    var generator = SeededGenerator(seed: 0x150_2028)
    for _ in 0..<1_000 {
      let count = Int.random(in: 0...30, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
      let rendered = JSONValue.array([.string(text)]).rendered

      let raw = rendered.unicodeScalars.filter { scalar in
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
          0x2028, 0x2029, 0xFEFF:
          true
        default: false
        }
      }
      #expect(raw.isEmpty, "\(text.debugDescription) → \(rendered.debugDescription)")
      let parsed = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String]
      #expect(parsed == [text], "\(text.debugDescription) → \(rendered.debugDescription)")
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
}
