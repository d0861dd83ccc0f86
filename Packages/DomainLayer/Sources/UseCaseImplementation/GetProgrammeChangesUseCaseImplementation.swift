public import Domain
import Entity
public import Repository
public import UseCase

/// Compares every day of the programme (`TimetableRepository`) with the programme as last seen
/// (`SeenProgrammeRepository`), marking the bookmarked sessions (`BookmarkRepository`, best
/// effort: without a readable list none is marked).
///
/// The first call has nothing to compare with: it records the programme as seen and reports
/// no change. The changes say whether the programme compared is a saved copy, and why.
public struct GetProgrammeChangesUseCaseImplementation: GetProgrammeChangesUseCase {
  private let loader: TimetableLoader
  private let seen: any SeenProgrammeRepository
  private let bookmarks: any BookmarkRepository
  private let mapper = TimetableMapper()

  /// Creates the use case.
  public init(
    timetables: any TimetableRepository, seen: any SeenProgrammeRepository,
    bookmarks: any BookmarkRepository
  ) {
    self.loader = TimetableLoader(repository: timetables)
    self.seen = seen
    self.bookmarks = bookmarks
  }

  /// The changes; see `GetProgrammeChangesUseCase`.
  public func callAsFunction(markingSeen: Bool) async throws(TimetableError) -> ProgrammeChanges {
    let conference = try await loader.conference()
    var entities: [TimetableEntity] = []
    var current: [Session] = []
    var freshness = Freshness.live
    for day in conference.dayNumbers {
      let fetched: Fetched<TimetableEntity>
      do {
        fetched = try await loader.repository.timetable(forDay: day.number)
      } catch {
        throw TimetableError(
          error, whenNotFound: .dayNotFound(day: day.number, days: conference.dayNumbers),
          from: loader.repository.origin)
      }
      entities.append(fetched.value)
      current += try mapper.timetable(from: fetched.value, freshness: .live).sessions
      let dayFreshness = Freshness(fetched.source, from: loader.repository.origin)
      if let savedAt = dayFreshness.savedAt, freshness.savedAt.map({ savedAt < $0 }) ?? true {
        freshness = .cached(
          savedAt: savedAt, because: freshness.staleBecause ?? dayFreshness.staleBecause)
      }
    }
    guard let previous = await seen.seenProgramme() else {
      try? await seen.markSeen(entities)
      return ProgrammeChanges(changes: [], since: nil, freshness: freshness)
    }
    let old = mapper.readableSessions(of: previous.timetables)
    let marked = Set(
      ((try? await bookmarks.bookmarks().value) ?? []).map { Session.ID(rawValue: $0.sessionID) })
    let changes = ProgrammeChange.between(old, current, bookmarked: marked)
    if markingSeen {
      try? await seen.markSeen(entities)
    }
    return ProgrammeChanges(changes: changes, since: previous.seenAt, freshness: freshness)
  }
}
