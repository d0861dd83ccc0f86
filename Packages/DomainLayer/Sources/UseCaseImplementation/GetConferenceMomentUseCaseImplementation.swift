public import Analytics
public import Domain
public import Foundation
public import Repository
public import UseCase

/// Finds the conference moment from the days a `TimetableRepository` gives, loading the day
/// shown and those that can file a session running then (see
/// `ConferenceMoment.locate(at:in:loading:)`).
///
/// Records the domain event `conference_moment_located` (properties `phase` = `before`,
/// `during`, `day_off` or `after`, `day`, `source`) on success and
/// `conference_moment_failed` (`error`) on failure.
public struct GetConferenceMomentUseCaseImplementation: GetConferenceMomentUseCase {
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

  /// The moment `instant`; see `GetConferenceMomentUseCase`.
  public func callAsFunction(at instant: Date) async throws(TimetableError) -> ConferenceMoment {
    do throws(TimetableError) {
      let conference = try await loader.conference()
      let moment = try await ConferenceMoment.locate(
        at: instant, in: conference, loading: loader.load)
      events.record(
        .conferenceMomentLocated,
        [
          "phase": moment.phase.analyticsName, "day": String(moment.timetable.day.number),
          "source": moment.timetable.freshness.analyticsSource,
        ])
      return moment
    } catch {
      events.record(.conferenceMomentFailed, ["error": error.analyticsName])
      throw error
    }
  }
}
