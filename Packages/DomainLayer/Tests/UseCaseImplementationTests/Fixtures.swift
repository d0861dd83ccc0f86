import Domain
import Entity
import Foundation

/// Sample data shared by the tests: day 1 in Tokyo (UTC+9).
enum Fixtures {
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
  static let plusNine = TimeZone(secondsFromGMT: 9 * 3_600) ?? .gmt
  static let now = Date(timeIntervalSince1970: 1_804_600_000)
  /// The demo conference's days, 1 to 3.
  static let days = [1, 2, 3].compactMap { try? ConferenceDay($0) }
  /// The demo conference as the backend describes it: three days from 2027-03-10 in Tokyo.
  static let conferenceEntity = ConferenceEntity(
    title: "Swift Harbour 2027", acronym: "swiftharbour2027", timeZone: "Asia/Tokyo",
    dayChange: nil,
    days: [
      ConferenceDayEntity(day: 1, date: "2027-03-10"),
      ConferenceDayEntity(day: 2, date: "2027-03-11"),
      ConferenceDayEntity(day: 3, date: "2027-03-12"),
    ])
  /// 2027-03-10T10:00:00+09:00.
  static let tenOClock = Date(timeIntervalSince1970: 1_804_640_400)

  static func sessionEntity(
    id: String = "104", day: Int = 1, startsAt: String = "2027-03-10T10:00:00+09:00",
    endsAt: String = "2027-03-10T10:45:00+09:00", track: String = "Architecture",
    room: String = "Hall A", level: String? = "intermediate"
  ) -> SessionEntity {
    SessionEntity(
      id: id, title: "Modular apps", abstract: "How to split a monolith.", day: day,
      startsAt: startsAt, endsAt: endsAt, track: track, room: room, level: level,
      language: "en",
      speakers: [
        SpeakerEntity(id: "sp-01", name: "Ada Lovelace", affiliation: "Analytical Engines"),
        SpeakerEntity(id: "sp-02", name: "Grace Hopper", affiliation: nil),
      ])
  }

  static func session(
    id: Session.ID = "104", startsAt: Date = tenOClock, minutes: Double = 45,
    timeZone: TimeZone = tokyo, track: String = "Architecture"
  ) throws -> Session {
    Session(
      id: id, title: "Modular apps", abstract: "How to split a monolith.",
      day: try ConferenceDay(1), startsAt: startsAt, endsAt: startsAt + minutes * 60,
      timeZone: timeZone, track: Track(name: track), room: "Hall A",
      level: SessionLevel(name: "intermediate"),
      language: "en",
      speakers: [
        Speaker(id: "sp-01", name: "Ada Lovelace", affiliation: "Analytical Engines"),
        Speaker(id: "sp-02", name: "Grace Hopper", affiliation: nil),
      ])
  }
}
