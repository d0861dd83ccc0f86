import Domain
import Foundation

extension FakeGetConference {
  /// A fake answering with a conference of `count` consecutive days from 2027-03-10, in Tokyo
  /// (the shape of the demo programme the tests' fixtures use).
  public static func days(_ count: Int) -> FakeGetConference {
    let days = (0..<count).compactMap { offset -> Conference.Day? in
      guard let day = try? ConferenceDay(offset + 1),
        let date = CalendarDate(year: 2027, month: 3, day: 10 + offset)
      else { return nil }
      return Conference.Day(day: day, date: date)
    }
    let conference = Conference(
      title: "Swift Harbour 2027", acronym: "swiftharbour2027",
      timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt, days: days)
    return FakeGetConference { conference }
  }
}
