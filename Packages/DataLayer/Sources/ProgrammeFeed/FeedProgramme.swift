import Entity

/// A published programme as read from a schedule feed: the conference, one timetable per day,
/// and what the reader repaired or left out on the way.
///
/// What the reader returns passes the same checks every time, so every command can use it: at
/// least one day; the days in date order, numbered from 1 upwards without repeats, dated within
/// the years 1970 to 2200; every session with a non-empty id of at most
/// `ProgrammeFeedReader.maximumIDLength` characters, a start and an end within those years, and
/// an end no earlier than its start and at most a day after it; text fields of bounded length.
public struct FeedProgramme: Sendable, Equatable {
  /// The conference: title, acronym, time zone, day change (`HH:MM`, `nil` for midnight) and
  /// days (index and date, in day order).
  ///
  /// The time zone is the caller's, else the feed's zone name, else (a feed naming no zone, or
  /// one this system does not know) the most common UTC offset of its events as a fixed zone
  /// named `GMT±HHMM` (`GMT+0100`, `GMT-0530`, `GMT+0000`), which `TimeZone(identifier:)` reads
  /// back. No IANA name has that shape, so it also tells that the zone came from the offsets.
  public let conference: ConferenceEntity
  /// One timetable per day, in day order; each day's sessions are sorted by start, then room,
  /// then id (numeric ids numerically).
  ///
  /// Each day's `rooms` are the rooms of its sessions in the feed's order: those the feed
  /// lists (c3voc JSON's `conference.rooms` and Sessionize's `rooms` for the whole programme,
  /// then the day's `<room>` elements or `rooms` members), then the others in the order their
  /// events first name them (the only order iCalendar, xCal, fortee and Indico give); `nil` for
  /// a day whose sessions have no room.
  public let timetables: [TimetableEntity]
  /// What the reader repaired or left out, in the order it met them (the conference, the days,
  /// then each day's events); at most `FeedWarning.maximumCount`, the last then counting the
  /// rest. Empty for a feed read as it is.
  public let warnings: [FeedWarning]

  /// Creates a programme.
  public init(
    conference: ConferenceEntity, timetables: [TimetableEntity], warnings: [FeedWarning] = []
  ) {
    self.conference = conference
    self.timetables = timetables
    self.warnings = warnings
  }
}
