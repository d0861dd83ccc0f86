public import Foundation

extension Timetable {
  /// The sessions under way at `instant`, in programme order.
  public func sessions(runningAt instant: Date) -> [Session] {
    sessions.filter { $0.isRunning(at: instant) }
  }

  /// The first slot that starts after `instant` (strictly), or `nil` when none does.
  public func slot(after instant: Date) -> TimeSlot? {
    guard let start = sessions.lazy.map(\.startsAt).filter({ $0 > instant }).min() else {
      return nil
    }
    return TimeSlot(startsAt: start, sessions: sessions.filter { $0.startsAt == start })
  }

  /// The day's first slot, or `nil` for a day without sessions.
  public var firstSlot: TimeSlot? {
    slot(after: .distantPast)
  }
}
