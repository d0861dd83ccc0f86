public import Entity

/// Reads the programme: timetables, sessions and search.
///
/// Implementations fetch from the backend and keep the last answer per day and per session in a
/// local cache, returning the cached copy (with `.cache` source, saying why) when the backend
/// cannot be reached; a published programme's copy stands in for any failure of its source.
public protocol TimetableRepository: Sendable {
  /// Where the programme is read from: the conference backend, or an added conference's
  /// website or file. Failures and saved copies are about it.
  var origin: ProgrammeOriginEntity { get }
  /// What the programme's source offers besides the programme: its client's
  /// `ConferenceAPIClient.capabilities`.
  var capabilities: SourceCapabilitiesEntity { get }
  /// The conference's name, time zone and days, from the backend or, when it is unreachable,
  /// the cache (or, in a cache saved before descriptions were kept, the saved days).
  func conference() async throws(RepositoryError) -> Fetched<ConferenceEntity>
  /// The sessions of `day`, from the backend or, when it is unreachable, the cache.
  func timetable(forDay day: Int) async throws(RepositoryError) -> Fetched<TimetableEntity>
  /// One session, from the backend or, when it is unreachable, any cached timetable holding it.
  func session(id: SessionEntity.ID) async throws(RepositoryError) -> Fetched<SessionEntity>
  /// Sessions whose title, abstract or speaker names contain `query`, from the backend or, when
  /// it is unreachable, the saved days to search instead.
  func searchSessions(
    matching query: String
  ) async throws(RepositoryError) -> SessionSearchAnswer

  /// Fetches and saves each day of `days` that has no saved copy yet, so that the programme can
  /// be read and searched offline later; best effort: a day that cannot be fetched is skipped.
  func keepOfflineCopies(ofDays days: [Int]) async
  /// Every timetable saved in the cache, in day order, with `.cache` source; never asks the
  /// backend. A cache that cannot be read counts as empty.
  func savedTimetables() async -> [Fetched<TimetableEntity>]
}

extension TimetableRepository {
  /// The conference backend, unless an implementation reads a published programme.
  public var origin: ProgrammeOriginEntity { .backend }
}
