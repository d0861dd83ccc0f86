import Foundation
import Testing
import ViewModel

struct ElapsedTimeFormatterTests {
  @Test(arguments: [
    (0.0, "less than a minute ago"), (59.0, "less than a minute ago"), (60.0, "1 minute ago"),
    (3_599.0, "59 minutes ago"), (3_600.0, "1 hour ago"), (10_800.0, "3 hours ago"),
    (86_400.0, "1 day ago"), (5 * 86_400.0, "5 days ago"),
  ])
  func saysHowLongAgoACopyWasSaved(seconds: Double, expected: String) {
    let now = Fixtures.now
    #expect(ElapsedTimeFormatter.age(from: now - seconds, to: now) == expected)
  }

  @Test
  func saysNothingForATimeInTheFuture() {
    #expect(ElapsedTimeFormatter.age(from: Fixtures.now + 1, to: Fixtures.now) == nil)
  }
}
