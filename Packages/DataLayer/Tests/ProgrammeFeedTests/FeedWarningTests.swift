import Testing

@testable import ProgrammeFeed

@Suite("FeedWarning")
struct FeedWarningTests {
  private func warnings(_ count: Int) -> [FeedWarning] {
    (1...count).map { FeedWarning(description: "w\($0)") }
  }

  @Test("up to 20 warnings are kept as they are")
  func underTheCap() {
    #expect(FeedWarning.capped(warnings(20)) == warnings(20))
    #expect(FeedWarning.capped([]) == [])
  }

  @Test("past 20, the first 19 are kept and the last line counts the rest")
  func overTheCap() {
    #expect(
      FeedWarning.capped(warnings(21)).map(\.description)
        == (1...19).map { "w\($0)" } + ["and 2 more warnings"])
    #expect(FeedWarning.capped(warnings(500)).last?.description == "and 481 more warnings")
  }
}
