public import Domain
public import Repository
public import UseCase

/// Gets the saved programme from a `TimetableRepository`'s cache and maps it to the domain.
///
/// A saved day that no longer maps (malformed) is left out. Records no analytics event: it runs
/// on every completion request.
public struct GetSavedProgrammeUseCaseImplementation: GetSavedProgrammeUseCase {
  private let repository: any TimetableRepository
  private let mapper = TimetableMapper()

  /// Creates the use case reading `repository`'s saved timetables.
  public init(repository: any TimetableRepository) {
    self.repository = repository
  }

  /// The saved timetables; see `GetSavedProgrammeUseCase`.
  public func callAsFunction() async -> [Timetable] {
    await repository.savedTimetables().compactMap { fetched in
      try? mapper.timetable(from: fetched.value, freshness: Freshness(fetched.source))
    }
  }
}
