import Domain
import Foundation
import Testing

/// A small programme in Tokyo (UTC+9) on 2027-03-10 … 12, with instants written as text.
enum ProgrammeSamples {
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt

  /// The instant `text` (ISO 8601 with an offset) names; records an issue for a typo.
  static func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else {
      Issue.record("not an instant: \(text)")
      return .distantPast
    }
    return date
  }

  /// The sample conference's three days.
  static let days = [day(1), day(2), day(3)]

  static func day(_ number: Int) -> ConferenceDay {
    (try? ConferenceDay(number)) ?? .first
  }

  static func date(_ text: String) -> CalendarDate {
    guard let date = CalendarDate(text) else {
      Issue.record("not a date: \(text)")
      return CalendarDate(of: .distantPast, in: .gmt)
    }
    return date
  }

  static func session(
    _ id: Session.ID, day: Int = 1, from start: String, to end: String,
    track: String = "Architecture", room: String = "Hall A", title: String = "Talk",
    abstract: String = "", speakers: [Speaker] = []
  ) -> Session {
    Session(
      id: id, title: title, abstract: abstract, day: Self.day(day),
      startsAt: instant(start), endsAt: instant(end), timeZone: tokyo, track: Track(name: track),
      room: room, level: SessionLevel(name: "beginner"), language: "en", speakers: speakers)
  }

  static func timetable(day: Int, date: String, sessions: [Session] = []) -> Timetable {
    Timetable(
      day: Self.day(day), date: Self.date(date), timeZone: tokyo, sessions: sessions,
      freshness: .live)
  }

  /// Days 1 to 3 on 2027-03-10, 11 and 12, one session each at 10:00-10:40 and 10:50-11:30.
  static let conference: [Timetable] = (1...3).map { number in
    let date = "2027-03-1\(number - 1)"
    return timetable(
      day: number, date: date,
      sessions: [
        session(
          Session.ID("\(number)01"), day: number, from: "\(date)T10:00:00+09:00",
          to: "\(date)T10:40:00+09:00"),
        session(
          Session.ID("\(number)02"), day: number, from: "\(date)T10:50:00+09:00",
          to: "\(date)T11:30:00+09:00", track: "Testing", room: "Room D"),
      ])
  }

  /// The sample conference's description: its three days in Tokyo, midnight to midnight.
  static let description = conference(of: conference)

  /// The description of a conference with `timetables`' days and dates, in Tokyo.
  static func conference(
    of timetables: [Timetable], dayChangeMinutes: Int = 0, spans: [Int: Range<Date>] = [:]
  ) -> Conference {
    Conference(
      title: "Sample", acronym: "sample", timeZone: tokyo, dayChangeMinutes: dayChangeMinutes,
      days: timetables.map {
        Conference.Day(day: $0.day, date: $0.date, span: spans[$0.day.number])
      })
  }
}
