import Entity

/// A published programme as read from a schedule feed: the conference and one timetable per
/// day.
public struct FeedProgramme: Sendable, Equatable {
  /// The conference: title, acronym, time zone, day change (`HH:MM`, `nil` for midnight) and
  /// days (index and date, in day order).
  public let conference: ConferenceEntity
  /// One timetable per day, in day order; each day's sessions are sorted by start, then room,
  /// then id (numeric ids numerically).
  public let timetables: [TimetableEntity]

  /// Creates a programme.
  public init(conference: ConferenceEntity, timetables: [TimetableEntity]) {
    self.conference = conference
    self.timetables = timetables
  }
}
