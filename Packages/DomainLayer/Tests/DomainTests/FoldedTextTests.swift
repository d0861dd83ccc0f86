import Domain
import Testing

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
