import Domain
import Foundation
import Testing

struct QuietHoursTests {
  @Test(
    "two 24-hour times, read back as written",
    arguments: [
      ("22:00-07:00", "22:00-07:00"), ("7:30-9:05", "07:30-09:05"),
      (" 00:00-23:59 ", "00:00-23:59"),
    ])
  func parses(text: String, written: String) {
    #expect(QuietHours(parsing: text)?.description == written)
  }

  @Test(
    "anything else is refused",
    arguments: [
      "", "22:00", "22-07", "24:00-07:00", "22:60-07:00", "22:00-22:00", "22:00–07:00",
      "22:00-07:00-08:00", "-1:00-07:00", "２２:00-07:00", "22:0-07:00",
    ])
  func refuses(text: String) {
    #expect(QuietHours(parsing: text) == nil)
  }

  @Test("hours that cross midnight: from the first time (included) to the second (excluded)")
  func crossingMidnight() throws {
    let quiet = try #require(QuietHours(parsing: "22:00-07:00"))
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    // 2027-03-10 in Paris is UTC+1.
    func at(_ hour: Int, _ minute: Int) -> Date {
      Date(timeIntervalSince1970: 1_804_633_200 + Double(hour * 3_600 + minute * 60))
    }

    #expect(
      [at(21, 59), at(22, 0), at(23, 59), at(24, 0), at(30, 59), at(31, 0), at(12, 0)].map {
        quiet.contains($0, in: paris)
      } == [false, true, true, true, true, false, false])
    #expect(!quiet.contains(at(22, 30), in: .gmt))
  }

  @Test("hours within one day")
  func withinADay() throws {
    let quiet = try #require(QuietHours(parsing: "12:00-14:00"))
    let noon = Date(timeIntervalSince1970: 1_804_680_000)  // 2027-03-10 12:00 UTC

    #expect(
      [noon - 1, noon, noon + 7_199, noon + 7_200].map { quiet.contains($0, in: .gmt) } == [
        false, true, true, false,
      ])
  }
}
