import Testing

@testable import ProgrammeFeed

@Suite("FeedText")
struct FeedTextTests {
  @Test(
    "text is cut to a number of scalars at a character boundary",
    arguments: [
      ("abcdef", 6, "abcdef", false), ("abcdef", 4, "abcd", true), ("", 0, "", false),
      ("abe\u{301}f", 3, "ab", true), ("abe\u{301}f", 4, "abe\u{301}", true),
      ("e" + String(repeating: "\u{301}", count: 50) + "x", 10, "", true),
      ("🇧🇪🇧🇪", 3, "🇧🇪", true),
    ])
  func bounded(text: String, maximum: Int, expected: String, isShortened: Bool) {
    let result = FeedText.bounded(text, to: maximum)
    #expect(result.text == expected)
    #expect(result.isShortened == isShortened)
  }

  @Test(
    "control, format and separator characters are found",
    arguments: [
      ("talk-12", false), ("talk 12", false), ("é", false), ("a\u{7}b", true), ("a\nb", true),
      ("a\u{202E}b", true), ("a\u{200B}b", true), ("a\u{2028}b", true),
    ])
  func controlCharacters(text: String, expected: Bool) {
    #expect(FeedText.hasControlCharacters(text) == expected)
  }
}
