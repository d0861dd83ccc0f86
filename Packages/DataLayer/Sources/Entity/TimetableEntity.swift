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
  /// The day's rooms in the order the programme lists them (a published feed's order, building
  /// by building), each named as its sessions name it; `nil` when the source gives no order
  /// (the backend), and then the rooms read in name order. A room of the sessions missing here
  /// has no place in the order.
  public let rooms: [String]?

  /// Creates a timetable.
  ///
  /// - Parameters:
  ///   - day: The conference day, from 1.
  ///   - date: The calendar date, `YYYY-MM-DD`.
  ///   - timeZone: The conference's IANA time zone.
  ///   - sessions: The day's sessions, sorted by start time, then track.
  ///   - rooms: The day's rooms in the programme's order; `nil` when it gives none.
  public init(
    day: Int, date: String, timeZone: String, sessions: [SessionEntity], rooms: [String]? = nil
  ) {
    self.day = day
    self.date = date
    self.timeZone = timeZone
    self.sessions = sessions
    self.rooms = rooms
  }

  enum CodingKeys: String, CodingKey {
    case day, date, sessions, rooms
    case timeZone = "time_zone"
  }
}
