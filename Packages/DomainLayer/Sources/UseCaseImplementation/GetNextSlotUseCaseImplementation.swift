public import Analytics
public import Domain
public import Foundation
public import Repository
public import UseCase

/// Finds the next slot from the days a `TimetableRepository` gives (see
/// `UpcomingSlot.find(after:loading:)`).
///
/// Records the domain event `next_slot_found` (properties `phase`, `day` of the slot or `none`,
/// `session_count`) on success and `next_slot_failed` (`error`) on failure.
public struct GetNextSlotUseCaseImplementation: GetNextSlotUseCase {
  private let loader: TimetableLoader
  private let events: DomainEventRecorder

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where the days come from.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any TimetableRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.loader = TimetableLoader(repository: repository)
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// The next slot after `instant`; see `GetNextSlotUseCase`.
  public func callAsFunction(after instant: Date) async throws(TimetableError) -> UpcomingSlot {
    do throws(TimetableError) {
      let conference = try await loader.conference()
      let upcoming = try await UpcomingSlot.find(
        after: instant, in: conference, loading: loader.load)
      events.record(
        .nextSlotFound,
        [
          "phase": upcoming.moment.phase.analyticsName,
          "day": upcoming.timetable.map { String($0.day.number) } ?? "none",
          "session_count": String(upcoming.slot?.sessions.count ?? 0),
        ])
      return upcoming
    } catch {
      events.record(.nextSlotFailed, ["error": error.analyticsName])
      throw error
    }
  }
}
