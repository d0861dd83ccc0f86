public import Foundation

/// The programme of one conference day.
public struct Timetable: Sendable, Equatable {
  /// The conference day.
  public let day: ConferenceDay
  /// The calendar date of the day, in the conference's time zone.
  public let date: CalendarDate
  /// The conference's time zone; show every time in it, not in the device's.
  public let timeZone: TimeZone
  /// The day's sessions, sorted by start, then track.
  public let sessions: [Session]
  /// Whether the programme was just fetched or comes from a saved copy.
  public let freshness: Freshness
  /// The rooms in the order the programme lists them (a published feed's order, building by
  /// building); empty when it gives none. `rooms` reads the day's rooms in this order.
  public let roomOrder: [String]

  /// Creates a timetable.
  ///
  /// - Parameters:
  ///   - day: The conference day.
  ///   - date: The calendar date of the day, in the conference's time zone.
  ///   - timeZone: The conference's time zone.
  ///   - sessions: The day's sessions, sorted by start, then track.
  ///   - freshness: Whether the programme was just fetched or comes from a saved copy.
  ///   - roomOrder: The rooms in the programme's order; empty (the default) when it gives none.
  public init(
    day: ConferenceDay, date: CalendarDate, timeZone: TimeZone, sessions: [Session],
    freshness: Freshness, roomOrder: [String] = []
  ) {
    self.day = day
    self.date = date
    self.timeZone = timeZone
    self.sessions = sessions
    self.freshness = freshness
    self.roomOrder = roomOrder
  }

  /// The distinct tracks of the day's sessions, sorted by name.
  public var tracks: [Track] {
    Set(sessions.map(\.track)).sorted()
  }

  /// The day's track called `name` (ignoring case), or `nil` when no session of the day has it.
  public func track(named name: String) -> Track? {
    tracks.first { $0.isNamed(name) }
  }

  /// The sessions of `track`, in programme order.
  public func sessions(in track: Track) -> [Session] {
    sessions.filter { $0.track == track }
  }
}
