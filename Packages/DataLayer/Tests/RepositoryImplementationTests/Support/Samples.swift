import APIClient
import Entity
import Foundation

enum Samples {
  static let savedAt = Date(timeIntervalSince1970: 1_800_000_000)
  static let now = Date(timeIntervalSince1970: 1_800_003_600)

  static let session = SessionEntity(
    id: "104", title: "Actors in practice", abstract: "Isolation.", day: 1,
    startsAt: "2027-03-10T10:00:00+09:00", endsAt: "2027-03-10T10:40:00+09:00",
    track: "Concurrency", room: "Hall A", level: "advanced", language: "en",
    speakers: [SpeakerEntity(id: "sp-01", name: "Ada Lovelace", affiliation: nil)])

  static let dayOne = TimetableEntity(
    day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo", sessions: [session])

  static let down = APIClientError.unreachable(reason: "connection refused")
  static let unavailable = APIClientError.api(
    APIError(status: 503, code: "unavailable", message: "Try later."))
}
