import Domain
import Foundation
import Testing
import ViewModel

struct ConferenceTimeFormatterTests {
  @Test(
    "a day tab reads weekday, day and month; the year only when it is not this year's",
    arguments: [
      ("2027-03-10", "Wed 10 Mar"), ("2027-12-31", "Fri 31 Dec"), ("2028-01-01", "Sat 1 Jan 2028"),
      ("2026-02-01", "Sun 1 Feb 2026"),
    ])
  func weekdayAndDate(date: String, expected: String) throws {
    let tokyo = ConferenceTimeFormatter(timeZone: Fixtures.tokyo)
    let day = try #require(CalendarDate(date))
    #expect(tokyo.weekdayAndDate(of: day, today: Fixtures.tenOClock) == expected)
  }

  @Test
  func writesTimesInTheConferenceTimeZone() {
    let tokyo = ConferenceTimeFormatter(timeZone: Fixtures.tokyo)
    #expect(tokyo.time(of: Fixtures.tenOClock) == "10:00")
    #expect(tokyo.day(of: Fixtures.tenOClock) == "2027-03-10")
    #expect(tokyo.offset(at: Fixtures.tenOClock) == "+09:00")
    #expect(tokyo.timestamp(of: Fixtures.tenOClock) == "2027-03-10T10:00:00+09:00")
  }

  @Test
  func followsDaylightSavingTime() throws {
    let newYork = ConferenceTimeFormatter(
      timeZone: try #require(TimeZone(identifier: "America/New_York")))
    let beforeChange = Date(timeIntervalSince1970: 1_805_007_599)
    #expect(newYork.timestamp(of: beforeChange) == "2027-03-14T01:59:59-05:00")
    #expect(newYork.timestamp(of: beforeChange + 1) == "2027-03-14T03:00:00-04:00")
  }

  @Test(arguments: [
    (-1.0, 0, "1969-12-31T23:59:59+00:00"),
    (-0.5, 0, "1969-12-31T23:59:59+00:00"),
    (0.0, -3_600, "1969-12-31T23:00:00-01:00"),
    (951_782_400.0, 0, "2000-02-29T00:00:00+00:00"),
    (1_804_640_400.0, 19_800, "2027-03-10T06:30:00+05:30"),
  ])
  func handlesEdgesOfTheCalendar(seconds: Double, offset: Int, expected: String) throws {
    let formatter = ConferenceTimeFormatter(
      timeZone: try #require(TimeZone(secondsFromGMT: offset)))
    #expect(formatter.timestamp(of: Date(timeIntervalSince1970: seconds)) == expected)
  }
}
