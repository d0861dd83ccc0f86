/// A conference as a whole (`GET /v1/conference`, or the head of a published schedule feed):
/// its name, its time zone and its days.
public struct ConferenceEntity: Codable, Sendable, Equatable {
  /// The conference's name, for example `FOSDEM 2020`.
  public let title: String
  /// Its short name, for example `fosdem2020`.
  public let acronym: String
  /// Its IANA time zone, for example `Europe/Brussels`.
  public let timeZone: String
  /// When a day ends and the next begins, `HH:MM` in the conference's time zone, for example
  /// `04:00` (a session starting at 01:30 then belongs to the day before); `nil` for midnight.
  public let dayChange: String?
  /// Its days, in order.
  public let days: [ConferenceDayEntity]
  /// The sessions its programme lists without a time yet, in the programme's order; `nil`
  /// (a backend, a copy saved before they were kept) for none.
  public let unscheduled: [UnscheduledSessionEntity]?

  /// Creates a conference.
  ///
  /// - Parameters:
  ///   - title: The conference's name.
  ///   - acronym: Its short name.
  ///   - timeZone: Its IANA time zone.
  ///   - dayChange: When a day ends and the next begins, `HH:MM`; `nil` for midnight.
  ///   - days: Its days, in order.
  ///   - unscheduled: The sessions listed without a time yet; `nil` for none.
  public init(
    title: String, acronym: String, timeZone: String, dayChange: String?,
    days: [ConferenceDayEntity], unscheduled: [UnscheduledSessionEntity]? = nil
  ) {
    self.title = title
    self.acronym = acronym
    self.timeZone = timeZone
    self.dayChange = dayChange
    self.days = days
    self.unscheduled = unscheduled
  }

  enum CodingKeys: String, CodingKey {
    case title, acronym, days, unscheduled
    case timeZone = "time_zone"
    case dayChange = "day_change"
  }
}

/// One day of a conference.
public struct ConferenceDayEntity: Codable, Sendable, Equatable {
  /// The day's number, from 1.
  public let day: Int
  /// Its calendar date, `YYYY-MM-DD`, in the conference's time zone.
  public let date: String
  /// When the programme says the day starts, ISO 8601 with its offset (a congress day's
  /// `2026-12-27T10:00:00+01:00`); `nil` when it does not say.
  public let start: String?
  /// When the programme says the day ends (`2026-12-28T04:00:00+01:00`); `nil` when it does
  /// not say.
  public let end: String?

  /// Creates a day.
  public init(day: Int, date: String, start: String? = nil, end: String? = nil) {
    self.day = day
    self.date = date
    self.start = start
    self.end = end
  }
}
