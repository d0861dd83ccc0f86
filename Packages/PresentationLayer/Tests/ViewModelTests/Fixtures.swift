import Domain
import Foundation

/// Day 1 in Tokyo (UTC+9) with sessions in two tracks.
enum Fixtures {
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
  static let now = Date(timeIntervalSince1970: 1_804_600_000)
  /// 2027-03-10T10:00:00+09:00.
  static let tenOClock = Date(timeIntervalSince1970: 1_804_640_400)

  static func session(
    _ id: Session.ID, startsAt: Date = tenOClock, track: String = "Architecture",
    title: String = "Modular apps", speakers: [Speaker] = []
  ) throws -> Session {
    Session(
      id: id, title: title, abstract: "How to split a monolith.", day: try ConferenceDay(1),
      startsAt: startsAt, endsAt: startsAt + 45 * 60, timeZone: tokyo, track: Track(name: track),
      room: "Hall A", level: SessionLevel(name: "intermediate"), language: "en", speakers: speakers)
  }

  static func timetable(freshness: Freshness = .live) throws -> Timetable {
    Timetable(
      day: try ConferenceDay(1), date: try requireDate("2027-03-10"), timeZone: tokyo,
      sessions: [
        try session("101", title: "Modular apps"),
        try session("102", track: "UI", title: "Layout"),
        try session("103", startsAt: tenOClock + 3_600, title: "Use cases"),
      ],
      freshness: freshness)
  }

  private static func requireDate(_ text: String) throws -> CalendarDate {
    guard let date = CalendarDate(text) else {
      throw TimetableError.storage(.failed(reason: "bad fixture date \(text)"))
    }
    return date
  }
}
