import Testing

@testable import Domain

struct FoldedTextTests {
  @Test(arguments: [
    ("Chloé", "chloe"),
    ("CHLOÉ DUBOIS", "chloe dubois"),
    ("ＳｗｉｆｔＵＩ", "swiftui"),
    ("Ａ１", "a1"),
    ("ﾃｽﾄ", "テスト"),
    ("  Emily \t Chen  ", "emily chen"),
    ("Emily\u{3000}Chen", "emily chen"),
    ("Straße", "strasse"),
    ("Crème Brûlée", "creme brulee"),
    ("並行性", "並行性"),
    ("   ", ""),
  ])
  func foldsCaseAccentsWidthAndSpaces(text: String, folded: String) {
    #expect(FoldedText(text).value == folded)
  }

  @Test(arguments: [
    ("Chloé Dubois", "chloe", true),
    ("SwiftUI Layout from the Inside Out", "ＳｗｉｆｔＵＩ", true),
    ("Emily Chen", "emily  chen", true),
    ("Emily Chen", "chen emily", false),
    ("Testing", "", false),
    ("Testing", "   ", false),
  ])
  func containsComparesFoldedText(text: String, part: String, contains: Bool) {
    #expect(FoldedText(text).contains(FoldedText(part)) == contains)
  }
}

/// The quick path gives Foundation's folding, on generated ASCII text with every kind of white
/// space, control character, letter case and punctuation, and the typographic marks it keeps.
struct FoldedTextASCIIPropertyTests {
  @Test("ASCII text folds byte by byte exactly as Foundation folds it", arguments: 1...8)
  func asciiFoldingIsFoundations(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<200 {
      let length = random.below(40)
      let bytes = (0..<length).map { _ in UInt8(random.below(0x80)) }
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(
        FoldedText.quickFolded(text) == FoldedText.foundationFolded(text),
        "\(Array(text.utf8))")
    }
  }

  @Test(
    "ASCII with dashes, curly quotes, bullets and ellipses folds quickly as Foundation folds it",
    arguments: 1...8)
  func keptMarksFoldAsFoundationFoldsThem(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let marks = Array(FoldedText.keptMarks)
    let ascii = Array("aZ09 \t\n\r\u{0B}\u{0C}.-'\"(*)".unicodeScalars)
    for _ in 0..<200 {
      let length = random.below(40)
      var text = String.UnicodeScalarView()
      for _ in 0..<length {
        text.append(random.below(3) == 0 ? random.pick(marks) : random.pick(ascii))
      }
      let string = String(text)
      let quick = try #require(FoldedText.quickFolded(string))
      #expect(quick == FoldedText.foundationFolded(string), "\(string.unicodeScalars.map(\.value))")
    }
  }

  @Test("text with anything outside ASCII is left to Foundation")
  func nonASCIIIsFoundations() {
    #expect(FoldedText.quickFolded("Chloé") == nil)
    #expect(FoldedText.quickFolded("a\u{2022}\u{0301}") == nil)
    #expect(FoldedText("  Chloé\u{2003}Dubois ") == FoldedText("chloe dubois"))
    #expect(FoldedText("ＳｗｉｆｔＵＩ") == FoldedText("swiftui"))
  }
}
