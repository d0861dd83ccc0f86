public import Domain
import Foundation

extension NextViewModel {
  /// The next slot, ready to render.
  public struct Content: Sendable, Equatable {
    /// The slot with where "now" falls.
    public let upcoming: UpcomingSlot
    /// The slot's sessions in the order shown.
    public let sessions: [Session]
    /// One row per session of the slot.
    public let rows: [SessionRow]

    /// The content for `upcoming`.
    public init(upcoming: UpcomingSlot) {
      self.upcoming = upcoming
      sessions = upcoming.slot?.sessions ?? []
      let timeZone = upcoming.timetable?.timeZone ?? upcoming.moment.timetable.timeZone
      rows = sessions.map { SessionRow(session: $0, timeZone: timeZone) }
    }

    /// Whole minutes until the slot starts, rounded up; `nil` without a slot.
    public var minutesUntilStart: Int? {
      upcoming.slot.map { slot in
        Int((max(0, slot.startsAt.timeIntervalSince(upcoming.moment.instant)) / 60).rounded(.up))
      }
    }
  }
}
