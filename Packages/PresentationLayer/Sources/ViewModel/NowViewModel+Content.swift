public import Domain
import Foundation

extension NowViewModel {
  /// Where the conference stands at one moment, ready to render.
  public struct Content: Sendable, Equatable {
    /// The moment: where it falls and the day shown for it.
    public let moment: ConferenceMoment
    /// The sessions under way, in programme order.
    public let running: [Session]
    /// One row per session under way.
    public let rows: [SessionRow]
    /// Today's next slot when nothing is under way and one is left today, else `nil`.
    public let nextSlotToday: TimeSlot?

    /// The content for `moment`.
    public init(moment: ConferenceMoment) {
      self.moment = moment
      running = moment.runningSessions
      rows = running.map { SessionRow(session: $0, timeZone: moment.timetable.timeZone) }
      nextSlotToday =
        moment.isToday && moment.runningSessions.isEmpty
        ? moment.timetable.slot(after: moment.instant) : nil
    }

    /// The whole minutes session `id` has left, rounded up.
    public func minutesLeft(of session: Session) -> Int {
      session.minutesLeft(at: moment.instant)
    }
  }
}
