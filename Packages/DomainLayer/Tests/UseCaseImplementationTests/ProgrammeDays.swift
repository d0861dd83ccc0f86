import Entity
import Foundation
import Repository

/// The three days of a small programme in Tokyo, as the repository gives them: 2027-03-10 to
/// 12, a session at 10:00-10:40 and one at 10:50-11:30 each day (ids `d01`, `d02`).
enum ProgrammeDays {
  static func entity(day: Int) -> TimetableEntity {
    let date = "2027-03-1\(day - 1)"
    return TimetableEntity(
      day: day, date: date, timeZone: "Asia/Tokyo",
      sessions: [
        Fixtures.sessionEntity(
          id: "\(day)01", day: day, startsAt: "\(date)T10:00:00+09:00",
          endsAt: "\(date)T10:40:00+09:00"),
        Fixtures.sessionEntity(
          id: "\(day)02", day: day, startsAt: "\(date)T10:50:00+09:00",
          endsAt: "\(date)T11:30:00+09:00", track: "Testing"),
      ])
  }

  /// A repository answering every day from the network.
  static func repository() -> FakeTimetableRepository {
    FakeTimetableRepository(timetable: { day in Fetched(value: entity(day: day), source: .network) }
    )
  }

  /// The instant `text` names (ISO 8601 with an offset).
  static func instant(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text) ?? .distantPast
  }
}
