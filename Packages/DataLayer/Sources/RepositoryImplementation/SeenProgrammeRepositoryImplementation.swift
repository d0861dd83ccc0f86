public import DataStore
public import Entity
public import Foundation
public import Repository

/// The programme as last seen, kept in a `TimetableCache` of its own (for example
/// `<conference folder>/seen.sqlite`), one row per day.
public final class SeenProgrammeRepositoryImplementation: SeenProgrammeRepository {
  private let cache: TimetableCache
  private let now: @Sendable () -> Date

  /// Creates the repository over `cache`, stamping what is seen with `now`.
  public init(cache: TimetableCache, now: @escaping @Sendable () -> Date) {
    self.cache = cache
    self.now = now
  }

  /// The days as last seen and the oldest of their times; see `SeenProgrammeRepository`.
  public func seenProgramme() async -> (timetables: [TimetableEntity], seenAt: Date)? {
    guard let saved = try? await cache.timetables(), let first = saved.first else { return nil }
    let seenAt = saved.map(\.savedAt).min() ?? first.savedAt
    return (saved.map(\.value), seenAt)
  }

  /// Saves each of `timetables` as seen now; see `SeenProgrammeRepository`.
  public func markSeen(_ timetables: [TimetableEntity]) async throws(RepositoryError) {
    let seenAt = now()
    for timetable in timetables {
      do {
        try await cache.save(timetable, savedAt: seenAt)
      } catch {
        throw RepositoryError(error, in: "the programme last seen")
      }
    }
  }
}
