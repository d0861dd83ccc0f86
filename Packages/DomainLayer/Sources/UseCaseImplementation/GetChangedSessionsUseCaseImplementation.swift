public import Domain
public import Repository
public import UseCase

/// Compares sessions with the programme as last seen (`SeenProgrammeRepository`): the same
/// comparison as `conf changes`, limited to the sessions given.
public struct GetChangedSessionsUseCaseImplementation: GetChangedSessionsUseCase {
  private let seen: any SeenProgrammeRepository
  private let mapper = TimetableMapper()

  /// Creates the use case over the programme as last seen.
  public init(seen: any SeenProgrammeRepository) {
    self.seen = seen
  }

  /// The changed ids; see `GetChangedSessionsUseCase`.
  public func callAsFunction(among sessions: [Session]) async -> Set<Session.ID> {
    guard !sessions.isEmpty, let previous = await seen.seenProgramme() else { return [] }
    let shown = Set(sessions.map(\.id))
    let old = mapper.readableSessions(of: previous.timetables).filter { shown.contains($0.id) }
    let changes = ProgrammeChange.between(old, sessions, bookmarked: [])
    return Set(
      changes.filter {
        switch $0.kind {
        case .moved, .cancelled: true
        case .added, .removed: false
        }
      }.map(\.session.id))
  }
}
