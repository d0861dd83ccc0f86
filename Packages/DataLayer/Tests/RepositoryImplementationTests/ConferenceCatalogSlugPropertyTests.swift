import Testing

@testable import RepositoryImplementation

/// A conference's name becomes a folder's name: for any title or acronym a feed gives (path
/// separators, dots, NUL, line breaks, quotes, non-ASCII, bidirectional controls, any length),
/// the name is a safe, short file name.
struct ConferenceCatalogSlugPropertyTests {
  /// What feeds can put in a title, weighted towards what could escape a folder.
  private static let pieces: [String] = [
    "/", "..", ".", "\0", "\n", "\r", "\"", "'", ";", ":", " ", "-", "--", "\\", "~", "$",
    "\u{202E}", "\u{200B}", "é", "日本", "Ｆｕｌｌ", "a", "Z", "0", "9", "FOSDEM", "2026", "demo",
    "DEMO", String(repeating: "x", count: 50),
  ]

  @Test(
    "any text names a folder of 1 to 40 lowercase ASCII letters, digits and inner single dashes",
    arguments: 1...10)
  func slugsAreSafeFileNames(seed: UInt64) {
    var state = seed
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
    for _ in 0..<200 {
      let count = Int(next() % 12)
      let text = (0..<count).map { _ in Self.pieces[Int(next() % UInt64(Self.pieces.count))] }
        .joined()
      let slug = ConferenceCatalogRepositoryImplementation.slug(text)

      #expect((1...40).contains(slug.count), "\(text.debugDescription) → \(slug)")
      #expect(
        slug.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }, "\(text.debugDescription) → \(slug)")
      #expect(!slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.contains("--"), "\(slug)")
      #expect(slug != "demo", "the demo's name is never taken")
      #expect(ConferenceCatalogRepositoryImplementation.slug(text) == slug)
    }
  }

  @Test(
    "a programme naming itself nowhere is named after its file or its website",
    arguments: [
      ("/home/ada/Downloads/kotlinconf2025.ics", "kotlinconf2025"),
      ("https://sessionize.com/api/v2/abc/view/All", "sessionize.com"),
      ("relative/schedule.xcal", "schedule"), ("/", ""), ("https://", ""),
    ])
  func sourceNames(source: String, named: String) {
    #expect(ConferenceCatalogRepositoryImplementation.sourceName(source) == named)
  }
}
