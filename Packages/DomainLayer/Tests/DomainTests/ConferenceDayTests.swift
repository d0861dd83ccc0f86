import Domain
import Testing

struct ConferenceDayTests {
  @Test(arguments: [1, 2, 3, 4, 9, 365])
  func anyPositiveNumberIsADay(number: Int) throws {
    let day = try ConferenceDay(number)
    #expect(day.number == number)
    #expect(day.description == String(number))
  }

  @Test(arguments: [Int.min, -1, 0])
  func rejectsNumbersBelowOne(number: Int) {
    #expect(throws: TimetableError.dayNotFound(day: number, days: [])) {
      try ConferenceDay(number)
    }
  }

  @Test
  func daysAreOrderedByNumberAndTheFirstIsDayOne() throws {
    #expect(ConferenceDay.first == (try ConferenceDay(1)))
    #expect(try ConferenceDay(1) < (try ConferenceDay(3)))
    #expect(try ConferenceDay(10) > (try ConferenceDay(9)))
  }
}
