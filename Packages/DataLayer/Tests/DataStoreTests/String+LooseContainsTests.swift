import Foundation
import Testing

@testable import DataStore

struct StringLooseContainsTests {
  @Test(
    "gives Foundation's case- and diacritic-insensitive answer, ASCII or not",
    arguments: [
      ("Rust on rails", "rust"), ("Rust on rails", "RAILS"), ("Rust on rails", "on r"),
      ("Rust on rails", "rusty"), ("Rust", "Rust on rails"), ("Rust", ""), ("", "a"),
      ("[brackets] and @at", "[BRACKETS]"), ("Zebra", "z"), ("zebra", "Z"), ("a\tb", "A\tB"),
      ("Café crème", "cafe"), ("café", "CAFÉ"), ("Cafe", "café"), ("Straße", "strasse"),
      ("並行性を安全に", "安全"), ("Kernel", "kérnel"), ("naïve", "naive"),
      ("• Kernel hacking — notes", "KERNEL HACKING"), ("a—b", "a-b"), ("“Rust” → rails", "rust"),
      ("• Ke\u{301}rnel", "kernel"), ("• naïve", "naive"), ("• Straße", "strasse"),
      ("→ \u{212A}ernel", "kernel"), ("x ½ y", "1/2"), ("• rust", "rusty"),
    ])
  func matchesFoundation(text: String, query: String) {
    let foundation = text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive])
    #expect(text.looselyContains(query) == (foundation != nil))
  }

  @Test("ASCII text is matched without regard to case, at every position")
  func asciiPositions() {
    #expect("Kernel hacking".looselyContains("KERNEL"))
    #expect("Kernel hacking".looselyContains("hacking"))
    #expect("Kernel hacking".looselyContains("l h"))
    #expect(!"Kernel hacking".looselyContains("hackings"))
    #expect(!"Kernel hacking".looselyContains("kernal"))
  }
}
