import Entity
import Foundation

enum Samples {
  static let savedAt = Date(timeIntervalSince1970: 1_800_000_000)
  static let later = Date(timeIntervalSince1970: 1_800_000_600)
  static let now = Date(timeIntervalSince1970: 1_800_003_600)

  static func session(_ id: String, day: Int, title: String = "Talk") -> SessionEntity {
    SessionEntity(
      id: id, title: title, abstract: "Abstract of \(id).", day: day,
      startsAt: "2027-03-1\(day - 1)T10:00:00+09:00", endsAt: "2027-03-1\(day - 1)T10:40:00+09:00",
      track: "Architecture", room: "Hall A", level: "beginner", language: "en",
      speakers: [SpeakerEntity(id: "sp-01", name: "Ada Lovelace", affiliation: "Analytical")])
  }

  static func timetable(day: Int, sessions: [SessionEntity]) -> TimetableEntity {
    TimetableEntity(
      day: day, date: "2027-03-1\(day - 1)", timeZone: "Asia/Tokyo", sessions: sessions)
  }
}
