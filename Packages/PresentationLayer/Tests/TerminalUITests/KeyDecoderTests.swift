import TerminalUI
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
  @Test(
    "bytes decode into keys",
    arguments: [
      ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [Key.up, .down, .right, .left]),
      ("\u{1B}OA\u{1B}OB", [.up, .down]),
      ("\r\n\t\u{7F}\u{08}", [.enter, .enter, .tab, .backspace, .backspace]),
      ("\u{03}\u{1A}", [.control("c"), .control("z")]),
      ("q/b?", [.character("q"), .character("/"), .character("b"), .character("?")]),
      ("é日", [.character("é"), .character("日")]),
      ("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\u{1B}[Z", [.pageUp, .pageDown, .home, .end, .backTab]),
      ("\u{1B}", [.escape]),
      ("\u{1B}q", [.escape, .character("q")]),
      ("\u{1B}[1;5A", [.up]),
      ("\u{1B}[99x", []),
    ])
  func decoding(input: String, expected: [Key]) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(input.utf8)) == expected)
  }

  @Test("a sequence and a character split across reads wait for their end")
  func split() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]) == [])
    #expect(decoder.decode([UInt8(ascii: "B"), 0xE6, 0x97]) == [.down])
    #expect(decoder.decode([0xA5]) == [.character("日")])
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]) == [])
    #expect(decoder.flush() == [.escape])
  }

  @Test(
    "a bracketed paste is one paste of text: its newlines, escapes and letters are no keys",
    arguments: [
      ("\u{1B}[200~actor\no\u{1B}[201~", [Key.paste("actor o")]),
      ("\u{1B}[200~ab\u{1B}cd\u{7}\te\u{1B}[201~q", [.paste("abcd e"), .character("q")]),
      ("x\u{1B}[200~\u{1B}[201~", [.character("x"), .paste("")]),
      ("\u{1B}[200~並行\r\n性\u{1B}[201~", [.paste("並行 性")]),
    ])
  func bracketedPaste(input: String, expected: [Key]) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(input.utf8)) == expected)
  }

  @Test("a paste split across reads, its end marker too, arrives whole once it ends")
  func splitPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~act".utf8)) == [])
    #expect(decoder.decode(Array("or\no\u{1B}[2".utf8)) == [])
    #expect(decoder.decode(Array("01~\u{1B}[B".utf8)) == [.paste("actor o"), .down])
  }

  @Test("a paste of 100 KB keeps its first 1,024 characters and reads the rest to its end")
  func largePaste() {
    var decoder = KeyDecoder()
    var keys = decoder.decode(Array("\u{1B}[200~".utf8))
    for _ in 0..<100 {
      keys += decoder.decode(Array(String(repeating: "a", count: 1_024).utf8))
    }
    keys += decoder.decode(Array("\u{1B}[201~q".utf8))
    #expect(keys == [.paste(String(repeating: "a", count: 1_024)), .character("q")])
  }
}
