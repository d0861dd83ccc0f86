public import Foundation

/// The next slot of the programme after an instant, with where the instant falls.
///
/// With bookmarks, the person's own session in that slot is what a caller puts first; this
/// type carries the whole slot in programme order.
public struct UpcomingSlot: Sendable, Equatable {
  /// Where the instant falls, and the day shown for it.
  public let moment: ConferenceMoment
  /// The day the slot is on: the moment's day, or the following one when the moment's day has
  /// no slot left; `nil` when no slot is left at all.
  public let timetable: Timetable?
  /// The slot, or `nil` when the conference has no session left to start.
  public let slot: TimeSlot?

  /// Creates an upcoming slot; `slot` and `timetable` are both set or both `nil`.
  public init(moment: ConferenceMoment, timetable: Timetable?, slot: TimeSlot?) {
    self.moment = moment
    self.timetable = timetable
    self.slot = slot
  }

  /// Whether the slot is on the calendar day of the moment's instant, in the conference's
  /// zone: then how soon it starts is worth saying; on another day its day says when.
  public var isOnTheMomentsDay: Bool {
    guard let timetable else { return false }
    return CalendarDate(of: moment.instant, in: timetable.timeZone) == timetable.date
  }

  /// The next slot after `instant`: on the day `ConferenceMoment.locate(at:days:loading:)`
  /// finds among the conference's `days`, or on the first later day with a session when that
  /// day has none left.
  ///
  /// - Throws: What `load` throws.
  public static func find(
    after instant: Date, days: [ConferenceDay],
    loading load: (ConferenceDay) async throws(TimetableError) -> Timetable
  ) async throws(TimetableError) -> UpcomingSlot {
    let moment = try await ConferenceMoment.locate(at: instant, days: days, loading: load)
    var timetable = moment.timetable
    while true {
      if let slot = timetable.slot(after: instant) {
        return UpcomingSlot(moment: moment, timetable: timetable, slot: slot)
      }
      guard let index = days.firstIndex(of: timetable.day), index + 1 < days.count else {
        return UpcomingSlot(moment: moment, timetable: nil, slot: nil)
      }
      timetable = try await load(days[index + 1])
    }
  }
}
