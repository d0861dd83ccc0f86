import Domain
import Foundation
import Testing

struct ConferenceTests {
  /// A two-day conference on 1 and 2 February 2020 whose days change at 04:00.
  private static func twoDays() throws -> Conference {
    Conference(
      title: "FOSDEM 2020", acronym: "fosdem2020",
      timeZone: try #require(TimeZone(identifier: "Europe/Brussels")), dayChangeMinutes: 240,
      days: [
        Conference.Day(day: try ConferenceDay(1), date: try #require(CalendarDate("2020-02-01"))),
        Conference.Day(day: try ConferenceDay(2), date: try #require(CalendarDate("2020-02-02"))),
      ])
  }

  @Test
  func findsItsDaysByNumber() throws {
    let conference = try Self.twoDays()
    #expect(try conference.day(2) == (try ConferenceDay(2)))
    #expect(conference.dayNumbers == [try ConferenceDay(1), try ConferenceDay(2)])
  }

  @Test
  func aDayItDoesNotHaveIsNotFoundAndNamesItsDays() throws {
    let conference = try Self.twoDays()
    #expect(throws: TimetableError.dayNotFound(day: 3, days: conference.dayNumbers)) {
      try conference.day(3)
    }
    do {
      _ = try conference.day(3)
    } catch {
      #expect(error.description == "the conference has no day 3; it runs on days 1 to 2")
      #expect(error.recoverySuggestion == "Pick a day from 1 to 2.")
    }
  }

  @Test
  func knowsTheDayAfterEachDay() throws {
    let conference = try Self.twoDays()
    #expect(conference.day(after: try ConferenceDay(1)) == (try ConferenceDay(2)))
    #expect(conference.day(after: try ConferenceDay(2)) == nil)
    #expect(conference.day(after: try ConferenceDay(5)) == nil)
  }
}
