import Domain
import Testing

struct ConferenceDayTests {
  @Test(arguments: [1, 2, 3])
  func acceptsTheThreeConferenceDays(number: Int) throws {
    let day = try ConferenceDay(number)
    #expect(day.number == number)
    #expect(day.description == String(number))
  }

  @Test(arguments: [Int.min, -1, 0, 4, 9, Int.max])
  func rejectsEveryOtherNumber(number: Int) {
    #expect(throws: TimetableError.dayNotFound(day: number)) {
      try ConferenceDay(number)
    }
  }

  @Test
  func listsAllDaysInOrder() throws {
    #expect(
      ConferenceDay.all == [try ConferenceDay(1), try ConferenceDay(2), try ConferenceDay(3)])
    #expect(ConferenceDay.first == (try ConferenceDay(1)))
    #expect(try ConferenceDay(1) < (try ConferenceDay(3)))
  }
}

extension ConferenceDayTests {
  @Test
  func eachDayKnowsTheNextOne() throws {
    #expect(try ConferenceDay(1).next == (try ConferenceDay(2)))
    #expect(try ConferenceDay(2).next == (try ConferenceDay(3)))
    #expect(try ConferenceDay(3).next == nil)
  }
}
