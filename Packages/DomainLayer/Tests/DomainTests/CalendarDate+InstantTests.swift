import Domain
import Foundation
import Testing

struct CalendarDateInstantTests {
  @Test(
    "the weekday counts from Sunday (0)",
    arguments: [
      ("1970-01-01", 4), ("2027-03-10", 3), ("2026-12-05", 6), ("2000-02-29", 2),
      ("1969-12-28", 0), ("0001-01-01", 1),
    ])
  func weekday(date: String, weekday: Int) throws {
    #expect(try #require(CalendarDate(date)).weekday == weekday)
  }

  @Test(arguments: [
    ("2027-03-10T00:00:00+09:00", "Asia/Tokyo", "2027-03-10"),
    ("2027-03-09T23:59:59+09:00", "Asia/Tokyo", "2027-03-09"),
    ("2027-03-09T15:00:00Z", "Asia/Tokyo", "2027-03-10"),
    ("2027-03-09T15:00:00Z", "UTC", "2027-03-09"),
    ("2027-03-10T09:00:00+09:00", "America/Los_Angeles", "2027-03-09"),
    // Los Angeles moves to daylight saving time on 2027-03-14: from then on it is UTC-7.
    ("2027-03-14T07:30:00Z", "America/Los_Angeles", "2027-03-13"),
    ("2027-03-15T07:30:00Z", "America/Los_Angeles", "2027-03-15"),
    ("1969-12-31T23:00:00Z", "UTC", "1969-12-31"),
    ("2028-02-29T12:00:00Z", "UTC", "2028-02-29"),
  ])
  func anInstantFallsOnTheDateOfItsZone(instant: String, zone: String, expected: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    let date = CalendarDate(of: ProgrammeSamples.instant(instant), in: timeZone)
    #expect(date.description == expected)
  }

  @Test
  func farInstantsAreClampedToTheYearsThatExist() {
    #expect(CalendarDate(of: .distantPast, in: .gmt).description == "0001-01-01")
    #expect(CalendarDate(of: .distantFuture, in: .gmt).description == "4001-01-01")
    let farFuture = Date(timeIntervalSince1970: 1e15)
    #expect(CalendarDate(of: farFuture, in: .gmt).description == "9999-12-31")
  }

  @Test(arguments: [
    ("2027-03-10", "2027-03-10", 0),
    ("2027-03-10", "2027-03-11", 1),
    ("2027-03-11", "2027-03-10", -1),
    ("2027-02-28", "2027-03-01", 1),
    ("2028-02-28", "2028-03-01", 2),
    ("2026-12-31", "2027-03-10", 69),
    ("1970-01-01", "2027-03-10", 20_887),
  ])
  func countsTheDaysBetweenTwoDates(from: String, to: String, days: Int) {
    let start = ProgrammeSamples.date(from)
    #expect(start.days(until: ProgrammeSamples.date(to)) == days)
  }
}
