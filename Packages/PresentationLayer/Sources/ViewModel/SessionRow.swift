public import Domain
public import Foundation

/// One session as a line of a list, with every value already written as text.
public struct SessionRow: Sendable, Equatable, Identifiable {
  /// The session's identifier.
  public let id: Session.ID
  /// The conference day.
  public let day: ConferenceDay
  /// The calendar date of the start, `YYYY-MM-DD`, in the conference's time zone.
  public let date: String
  /// The start as `HH:mm` in the conference's time zone.
  public let startTime: String
  /// The end as `HH:mm` in the conference's time zone.
  public let endTime: String
  /// The track's name.
  public let track: String
  /// The title.
  public let title: String
  /// The room.
  public let room: String
  /// The speakers' names, comma-separated, in billing order.
  public let speakers: String
  /// Whether the session was cancelled (lists mark it `✗`).
  public let isCancelled: Bool

  /// Creates a row from its parts.
  public init(
    id: Session.ID, day: ConferenceDay, date: String, startTime: String, endTime: String,
    track: String, title: String, room: String, speakers: String, isCancelled: Bool = false
  ) {
    self.id = id
    self.day = day
    self.date = date
    self.startTime = startTime
    self.endTime = endTime
    self.track = track
    self.title = title
    self.room = room
    self.speakers = speakers
    self.isCancelled = isCancelled
  }

  /// The row for `session`, with times written in `timeZone` (by default the session's own).
  public init(session: Session, timeZone: TimeZone? = nil) {
    let formatter = ConferenceTimeFormatter(timeZone: timeZone ?? session.timeZone)
    self.init(
      id: session.id, day: session.day, date: formatter.day(of: session.startsAt),
      startTime: formatter.time(of: session.startsAt), endTime: formatter.time(of: session.endsAt),
      track: session.track.name, title: session.title, room: session.room,
      speakers: session.speakers.map(\.name).joined(separator: ", "),
      isCancelled: session.isCancelled)
  }

  /// The room as a sentence or a session's page says it: its name, or `no room given` when the
  /// programme gives none.
  public var roomText: String {
    Self.roomText(room)
  }

  /// The room in a table's cell: its name, or `—` when the programme gives none.
  public var roomCell: String {
    Self.roomCell(room)
  }

  /// `room` as a sentence says it: the name, or `no room given` for an empty or blank one.
  public static func roomText(_ room: String) -> String {
    hasRoom(room) ? room : "no room given"
  }

  /// `room` in a table's cell: the name, or `—` for an empty or blank one.
  public static func roomCell(_ room: String) -> String {
    hasRoom(room) ? room : "—"
  }

  private static func hasRoom(_ room: String) -> Bool {
    room.contains { !$0.isWhitespace }
  }

  /// The start and end, for example `10:00-10:45`.
  public var timeRange: String {
    "\(startTime)-\(endTime)"
  }
}
