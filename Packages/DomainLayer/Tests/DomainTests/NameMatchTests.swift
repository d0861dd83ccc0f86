import Domain
import Testing

struct NameMatchTests {
  private static let rooms = [
    "H.1308 (Rolin)", "K.1.105 (La Fontaine)", "UA2.114 (Baudoux)", "UA2.118 (Henriot)",
    "UB5.132", "Janson",
  ]

  @Test(
    "a unique part of a name, in any case and without accents, means that name",
    arguments: [
      ("ua2.118", "UA2.118 (Henriot)"), ("henriot", "UA2.118 (Henriot)"),
      ("UB5", "UB5.132"), ("fontaine", "K.1.105 (La Fontaine)"), ("  janson ", "Janson"),
      ("ＵＢ５", "UB5.132"),
    ])
  func uniquePart(text: String, room: String) {
    #expect(NameMatch(text, among: Self.rooms) == .one(room))
  }

  @Test("a part of several names means all of them, in the list's order")
  func severalNames() {
    #expect(
      NameMatch("ua2", among: Self.rooms) == .several(["UA2.114 (Baudoux)", "UA2.118 (Henriot)"]))
    #expect(NameMatch("(", among: Self.rooms).severalCount == 4)
  }

  @Test("a whole name wins over the longer names containing it")
  func wholeNameWins() {
    let tracks = ["BSD", "FreeBSD", "NetBSD", "Go", "Google Summer of Code"]
    #expect(NameMatch("bsd", among: tracks) == .one("BSD"))
    #expect(NameMatch("GO", among: tracks) == .one("Go"))
    #expect(NameMatch("Café", among: ["Cafe Talks", "Café"]) == .one("Café"))
  }

  @Test("text no name contains, and blank text, mean none", arguments: ["zz9", "", "   "])
  func none(text: String) {
    #expect(NameMatch(text, among: Self.rooms) == .none)
  }

  @Test("names are read through the given accessor")
  func accessor() {
    let tracks = [Track(name: "Security"), Track(name: "Secure boot"), Track(name: "Rust")]
    #expect(NameMatch("secu", among: tracks, name: \.name).severalCount == 2)
    #expect(NameMatch("rity", among: tracks, name: \.name) == .one(Track(name: "Security")))
  }

  @Test("any whole name, in any case, means itself, whatever else is listed")
  func everyWholeNameMeansItself() {
    var generator = SeededGenerator(seed: 30)
    let syllables = ["ka", "ro", "UB", "é", "5.", "1", " ", "Ha", "ll"]
    for _ in 0..<200 {
      let names = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
        (0..<Int.random(in: 1...4, using: &generator))
          .map { _ in syllables.randomElement(using: &generator) ?? "" }.joined()
      }
      guard let pick = names.randomElement(using: &generator),
        !FoldedText(pick).isEmpty
      else { continue }
      let match = NameMatch(pick.uppercased(), among: names)
      guard case .one(let name) = match else {
        Issue.record("\(pick) among \(names) gave \(match)")
        continue
      }
      #expect(FoldedText(name) == FoldedText(pick), "\(pick) among \(names)")
    }
  }
}

extension NameMatch {
  /// How many names `.several` holds; 0 for the other cases.
  fileprivate var severalCount: Int {
    if case .several(let names) = self { names.count } else { 0 }
  }
}
