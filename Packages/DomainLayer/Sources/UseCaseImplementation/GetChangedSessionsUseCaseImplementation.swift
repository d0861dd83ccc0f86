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
    Set(await changes(among: sessions).keys)
  }

  /// How each of `sessions` that moved or was cancelled since the changes were last seen
  /// changed (`.moved(from:to:)` or `.cancelled`); empty when they never were seen (or that
  /// copy cannot be read). Never marks anything seen.
  public func changes(among sessions: [Session]) async -> [Session.ID: ProgrammeChange.Kind] {
    guard !sessions.isEmpty, let previous = await seen.seenProgramme() else { return [:] }
    let shown = Set(sessions.map(\.id))
    let old = mapper.readableSessions(of: previous.timetables).filter { shown.contains($0.id) }
    var kinds: [Session.ID: ProgrammeChange.Kind] = [:]
    for change in ProgrammeChange.between(old, sessions, bookmarked: []) {
      switch change.kind {
      case .moved, .cancelled: kinds[change.session.id] = change.kind
      case .added, .removed: continue
      }
    }
    return kinds
  }
}
