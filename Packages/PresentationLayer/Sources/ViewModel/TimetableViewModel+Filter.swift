import Foundation

extension TimetableViewModel {
  /// What the person narrowed the timetable to, as typed; `nil` parts show everything.
  public struct Filter: Sendable, Equatable {
    /// A track's name (any letter case).
    public var track: String?
    /// A room's name (compared loosely: case, accents and width do not matter).
    public var room: String?
    /// Part of a speaker's name (compared loosely).
    public var speaker: String?

    /// Creates a filter; empty by default.
    public init(track: String? = nil, room: String? = nil, speaker: String? = nil) {
      self.track = track
      self.room = room
      self.speaker = speaker
    }

    /// Whether nothing is filtered.
    public var isEmpty: Bool {
      track == nil && room == nil && speaker == nil
    }

    /// `name` trimmed, or `nil` when it is `nil` or blank.
    static func cleaned(_ name: String?) -> String? {
      let trimmed = name?.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed?.isEmpty == false ? trimmed : nil
    }
  }
}
