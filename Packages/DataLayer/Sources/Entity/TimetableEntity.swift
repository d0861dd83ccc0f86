/// One day of the programme (`GET /v1/timetable?day=N`).
public struct TimetableEntity: Codable, Sendable, Equatable {
  /// The conference day, from 1.
  public let day: Int
  /// The calendar date, `YYYY-MM-DD`, in the conference's time zone.
  public let date: String
  /// The conference's IANA time zone, for example `Asia/Tokyo`.
  public let timeZone: String
  /// The day's sessions, sorted by start time, then track.
  public let sessions: [SessionEntity]

  /// Creates a timetable.
  public init(day: Int, date: String, timeZone: String, sessions: [SessionEntity]) {
    self.day = day
    self.date = date
    self.timeZone = timeZone
    self.sessions = sessions
  }

  enum CodingKeys: String, CodingKey {
    case day, date, sessions
    case timeZone = "time_zone"
  }
}
