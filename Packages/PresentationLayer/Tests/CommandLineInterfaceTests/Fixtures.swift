import Domain
import Foundation

/// A small day 1 in Tokyo (UTC+9): two tracks, a long title and a non-ASCII one.
enum Fixtures {
  /// The demo conference's three days.
  static let conferenceDays = [1, 2, 3].compactMap { try? ConferenceDay($0) }
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
  static let plusNine = TimeZone(secondsFromGMT: 9 * 3_600) ?? .gmt
  /// 2027-03-10T12:00:00+09:00.
  static let now = Date(timeIntervalSince1970: 1_804_647_600)
  /// 2027-03-10T10:00:00+09:00.
  static let tenOClock = Date(timeIntervalSince1970: 1_804_640_400)
  /// 2027-03-10T09:00:00+09:00, three hours before `now`.
  static let savedAt = Date(timeIntervalSince1970: 1_804_636_800)

  static let ada = Speaker(id: "sp-01", name: "Ada Lovelace", affiliation: "Analytical Engines")
  static let grace = Speaker(id: "sp-02", name: "Grace Hopper", affiliation: nil)

  static func session(
    _ id: Session.ID, startsAt: Date = tenOClock, minutes: Double = 45,
    track: String = "Architecture", title: String, abstract: String = "",
    speakers: [Speaker] = [], timeZone: TimeZone = tokyo, room: String = "Hall A"
  ) -> Session {
    Session(
      id: id, title: title, abstract: abstract, day: day(1), startsAt: startsAt,
      endsAt: startsAt + minutes * 60, timeZone: timeZone, track: Track(name: track),
      room: room, level: SessionLevel(name: "intermediate"), language: "en", speakers: speakers)
  }

  static let sessions = [
    session(
      "101", title: "Modularising a 200k-line app, one package at a time, without stopping",
      speakers: [ada]),
    session("102", track: "UI", title: "Layouts that breathe"),
    session(
      "103", startsAt: tenOClock + 3_600, track: "Concurrency",
      title: "並行性を安全に: Swift 6 への移行", speakers: [grace]),
  ]

  static func timetable(freshness: Freshness = .live, sessions: [Session] = sessions) -> Timetable {
    Timetable(
      day: day(1), date: CalendarDate(year: 2027, month: 3, day: 10) ?? date(),
      timeZone: tokyo, sessions: sessions, freshness: freshness)
  }

  /// `sessions` as the results of searching `text`, each labelled with the fields it matches.
  static func results(
    _ text: String, _ sessions: [Session], freshness: Freshness = .live,
    searchedDays: [ConferenceDay] = Fixtures.conferenceDays
  ) throws(TimetableError) -> SearchResults {
    let query = try SearchQuery(text)
    return SearchResults(
      query: query,
      matches: sessions.map {
        SessionMatch(session: $0, matchedFields: query.matchedFields(in: $0))
      },
      freshness: freshness, searchedDays: searchedDays, conferenceDays: Fixtures.conferenceDays)
  }

  static func day(_ number: Int) -> ConferenceDay {
    (try? ConferenceDay(number)) ?? .first
  }

  private static func date() -> CalendarDate {
    preconditionFailure("fixture date is valid")
  }
}
