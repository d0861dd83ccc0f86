import Testing
import ViewModel

@Suite("A character as a terminal shows it")
struct CharacterDisplayWidthTests {
  @Test(
    "each kind of character takes the columns a terminal gives it",
    arguments: [
      ("a", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("e\u{301}\u{301}", 1), ("並", 2), ("ｶ", 1),
      ("Ｗ", 2), ("\u{3000}", 2), ("가", 2), ("🎉", 2), ("🚀", 2), ("⚡", 2), ("🩷", 2),
      ("👍🏽", 2), ("👩\u{200D}💻", 2), ("👨\u{200D}👩\u{200D}👧", 2), ("❤\u{FE0F}", 2), ("❤", 1),
      ("🇯🇵", 2), ("1\u{FE0F}\u{20E3}", 2), ("…", 1), ("─", 1), ("\u{FFFD}", 1),
      // Format characters take nothing.
      ("\u{200B}", 0), ("\u{200C}", 0), ("\u{200D}", 0), ("\u{2060}", 0), ("\u{2064}", 0),
      ("\u{FEFF}", 0), ("\u{AD}", 0),
      // A combining mark with nothing to combine with shows nothing.
      ("\u{301}", 0), ("\u{FE0F}", 0),
      // What is shown as a space or as � takes one column.
      ("\t", 1), ("\n", 1), ("\r\n", 1), ("\u{2028}", 1), ("\u{2029}", 1), ("\u{1B}", 1),
      ("\u{7F}", 1), ("\u{9B}", 1), ("\u{202E}", 1), ("\u{2066}", 1), ("\u{200F}", 1),
    ] as [(Character, Int)])
  func width(character: Character, columns: Int) {
    #expect(character.displayWidth == columns)
  }

  @Test(
    "controls and bidirectional controls show as �, tabs and line breaks as a space, format characters as nothing",
    arguments: [
      ("a", "a"), ("並", "並"), ("👩\u{200D}💻", "👩\u{200D}💻"), ("\t", " "), ("\n", " "),
      ("\r", " "), ("\r\n", " "), ("\u{B}", " "), ("\u{C}", " "), ("\u{85}", " "),
      ("\u{2028}", " "), ("\u{2029}", " "), ("\u{0}", "\u{FFFD}"), ("\u{1B}", "\u{FFFD}"),
      ("\u{7F}", "\u{FFFD}"), ("\u{80}", "\u{FFFD}"), ("\u{9B}", "\u{FFFD}"),
      ("\u{9F}", "\u{FFFD}"), ("\u{202A}", "\u{FFFD}"), ("\u{202E}", "\u{FFFD}"),
      ("\u{2066}", "\u{FFFD}"), ("\u{2069}", "\u{FFFD}"), ("\u{200E}", "\u{FFFD}"),
      ("\u{61C}", "\u{FFFD}"), ("\u{200B}", nil),
      ("\u{FEFF}", nil), ("\u{AD}", nil), ("\u{2060}", nil), ("\u{301}", nil),
      // A joiner that joins no emoji is dropped from its cluster; one between two is kept.
      ("a\u{200D}", "a"), ("👩\u{200D}", "👩"), ("1\u{200D}\u{301}", "1\u{301}"),
    ] as [(Character, Character?)])
  func displayForm(character: Character, shown: Character?) {
    #expect(character.displayForm == shown)
  }
}
