import Foundation
import Testing

@testable import ProgrammeFeed

@Suite("FeedTime")
struct FeedTimeTests {
  @Test(
    "dates read and count days from 1970-01-01",
    arguments: [
      ("1970-01-01", 0), ("2000-02-29", 11_016), ("2030-02-02", 21_947), ("1969-12-31", -1),
    ])
  func dates(text: String, days: Int) throws {
    let date = try #require(FeedTime.date(from: text[...]))
    #expect(date.daysSinceEpoch == days)
    #expect(FeedTime.CivilDate(daysSinceEpoch: days) == date)
    #expect(date.text == text)
  }

  @Test(
    "impossible dates do not read",
    arguments: ["2030-02-29", "2030-13-01", "30-01-01", "2030-1-01", "2030-01-00"])
  func invalidDates(text: String) {
    #expect(FeedTime.date(from: text[...]) == nil)
  }

  @Test(
    "times of day and durations read as seconds",
    arguments: [
      ("09:30", 34_200), ("9:30", 34_200), ("00:00", 0), ("23:59:59", 86_399), ("01:30:00", 5400),
    ] as [(String, Int?)])
  func seconds(text: String, expected: Int?) {
    #expect(FeedTime.seconds(from: text[...], maximumHours: 24) == expected)
  }

  @Test(
    "malformed times do not read",
    arguments: ["1h", "24:00", "10:60", "10:5", ":30", "10:00:", "10"])
  func invalidSeconds(text: String) {
    #expect(FeedTime.seconds(from: text[...], maximumHours: 24) == nil)
  }

  @Test(
    "durations read with any number of hours up to nine digits",
    arguments: [
      ("00:30", 1800), ("999:59", 3_599_940), ("6944:11:40", 24_999_100),
      ("123456789:00", 444_444_440_400), ("1234567890:00", nil), ("1h", nil), ("10:60", nil),
      ("", nil), ("-1:00", nil),
    ] as [(String, Int?)])
  func durations(text: String, expected: Int?) {
    #expect(FeedTime.duration(from: text[...]) == expected)
  }

  @Test(
    "ISO 8601 stamps read with or without an offset",
    arguments: [
      ("2030-02-02T10:30:00+01:00", FeedTime.Stamp(localSeconds: 1_896_258_600, offset: 3600)),
      ("2030-02-02T10:30:00.250Z", FeedTime.Stamp(localSeconds: 1_896_258_600, offset: 0)),
      ("2030-02-02 10:30-0530", FeedTime.Stamp(localSeconds: 1_896_258_600, offset: -19_800)),
      ("2030-02-02T10:30:00", FeedTime.Stamp(localSeconds: 1_896_258_600, offset: nil)),
    ] as [(String, FeedTime.Stamp)])
  func stamps(text: String, expected: FeedTime.Stamp) {
    #expect(FeedTime.stamp(from: text[...]) == expected)
  }

  @Test("instants are written with the zone's offset at that instant, across DST changes")
  func rendering() throws {
    let brussels = try #require(TimeZone(identifier: "Europe/Brussels"))
    // 2030-03-31 is the spring-forward Sunday in Europe: 02:00 local becomes 03:00.
    let midnight = try #require(FeedTime.date(from: "2030-03-31")).daysSinceEpoch * 86_400
    let before = FeedTime.instant(ofLocalSeconds: midnight + 3600, in: brussels)
    let after = FeedTime.instant(ofLocalSeconds: midnight + 4 * 3600, in: brussels)
    let inGap = FeedTime.instant(ofLocalSeconds: midnight + 9000, in: brussels)

    #expect(FeedTime.text(ofInstant: before, in: brussels) == "2030-03-31T01:00:00+01:00")
    #expect(FeedTime.text(ofInstant: after, in: brussels) == "2030-03-31T04:00:00+02:00")
    #expect(FeedTime.text(ofInstant: inGap, in: brussels) == "2030-03-31T03:30:00+02:00")
    #expect(after - before == 2 * 3600)
    let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
    #expect(FeedTime.text(ofInstant: 0, in: kolkata) == "1970-01-01T05:30:00+05:30")
    let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
    #expect(FeedTime.text(ofInstant: -1, in: honolulu) == "1969-12-31T13:59:59-10:00")
  }
}
