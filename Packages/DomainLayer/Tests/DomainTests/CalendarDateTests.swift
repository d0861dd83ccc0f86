import Domain
import Testing

struct CalendarDateTests {
  @Test
  func parsesAndPrintsYearMonthDay() throws {
    let date = try #require(CalendarDate("2027-03-10"))
    #expect(date == CalendarDate(year: 2027, month: 3, day: 10))
    #expect(date.description == "2027-03-10")
    #expect(CalendarDate(year: 7, month: 1, day: 2)?.description == "0007-01-02")
  }

  @Test(arguments: [
    "", "2027-3-10", "2027-03-1", "27-03-10", "2027/03/10", "2027-02-29", "2027-13-01",
    "2027-00-10", "2027-04-31", "2027-03-10T10:00", "２０２７-03-10", "+027-03-10",
  ])
  func rejectsMalformedOrImpossibleDates(text: String) {
    #expect(CalendarDate(text) == nil)
  }

  @Test
  func knowsLeapYears() {
    #expect(CalendarDate("2028-02-29") != nil)
    #expect(CalendarDate("2000-02-29") != nil)
    #expect(CalendarDate("2100-02-29") == nil)
  }

  @Test
  func ordersChronologically() throws {
    let dates = try ["2027-03-11", "2026-12-31", "2027-03-10"].map {
      try #require(CalendarDate($0))
    }
    #expect(dates.sorted().map(\.description) == ["2026-12-31", "2027-03-10", "2027-03-11"])
  }
}
