public import APIClient
public import DataStore
public import Entity
public import Foundation
public import Repository

/// The programme from the backend, with the local cache standing in when the backend is down.
///
/// Every timetable fetched is saved to the cache, and the first day fetched live brings the
/// conference's other days with it, once, so that every day answers offline afterwards. When
/// the backend cannot answer (no connection, a 5xx, or a page that is not the API's, such as a
/// captive portal's), the cached copy is returned with `.cache(savedAt:because:)`, `because`
/// being that failure. A published programme (an `api` whose `origin` is a website or a file)
/// is its saved copy's only source: any failure to refresh it (an error status, a page that is
/// not a schedule, a redirect not followed) is answered from the copy the same way, so it is
/// said, never silent and never fatal. When the cache holds a copy, a call waits for `api` no
/// longer than the command's `RefreshBudget`: past it, the call is cut and the copy answers the
/// same way (`because` is `.offline`). A cancelled call never falls back to the cache, so it
/// cannot return stale data. Cache failures never fail a call: a failed save still returns the
/// fresh value, a failed read counts as "nothing cached" (a damaged or unusable cache reports
/// itself through its own warning).
public final class TimetableRepositoryImplementation: TimetableRepository {
  private let api: any ConferenceAPIClient
  private let cache: TimetableCache
  private let savesAnswers: Bool
  private let budget: RefreshBudget
  private let now: @Sendable () -> Date

  /// Creates a repository reading from `api`, saving to `cache` at the times `now` gives.
  ///
  /// - Parameters:
  ///   - api: The programme's source: the backend, or an added conference's feed client.
  ///   - cache: The saved copy, answered from when `api` gives no usable answer.
  ///   - savesAnswers: With `false` nothing is written: for a client that keeps its own copy
  ///     in `cache` already (a published programme's), so a day is not encoded and saved again
  ///     on every command; the fallback still reads `cache`.
  ///   - budget: How long a call may wait for `api` when `cache` holds a copy that can answer
  ///     in its place; past it the call is cut and answered from the copy, saying why
  ///     (`RefreshBudget`). Unlimited by default.
  ///   - now: The clock that dates what is saved.
  public init(
    api: any ConferenceAPIClient, cache: TimetableCache, savesAnswers: Bool = true,
    budget: RefreshBudget = .unlimited, now: @escaping @Sendable () -> Date
  ) {
    self.api = api
    self.cache = cache
    self.savesAnswers = savesAnswers
    self.budget = budget
    self.now = now
  }

  /// What the programme's source offers: the `api`'s capabilities.
  public var capabilities: SourceCapabilitiesEntity {
    api.capabilities
  }

  /// Where the programme is read from: the `api`'s origin.
  public var origin: ProgrammeOriginEntity {
    api.origin
  }

  /// The conference's description: fresh and cached, or the cached copy when the backend is
  /// down; in a cache saved before descriptions were kept, one made from the saved days (their
  /// dates and time zone; no title).
  ///
  /// - Throws: as `timetable(forDay:)`.
  public func conference() async throws(RepositoryError) -> Fetched<ConferenceEntity> {
    do {
      let conference = try await budget.run(
        { [api] () async throws(APIClientError) in try await api.conference() },
        unlessCopy: { [cache] in
          if (try? await cache.conference()) != nil { return true }
          return !((try? await cache.savedDays()) ?? []).isEmpty
        })
      if savesAnswers { try? await cache.save(conference, savedAt: now()) }
      return Fetched(value: conference, source: .network)
    } catch  where Task.isCancelled {
      throw .cancelled
    } catch  where canFallBack(from: error) {
      let failure = RepositoryError(error)
      if let cached = try? await cache.conference() {
        return Fetched(
          value: cached.value, source: .cache(savedAt: cached.savedAt, because: failure))
      }
      let saved = await savedTimetables()
      guard let first = saved.first, case .cache(let savedAt, _) = first.source else {
        throw failure
      }
      let conference = ConferenceEntity(
        title: "", acronym: "", timeZone: first.value.timeZone, dayChange: nil,
        days: saved.map { ConferenceDayEntity(day: $0.value.day, date: $0.value.date) })
      return Fetched(value: conference, source: .cache(savedAt: savedAt, because: failure))
    } catch {
      throw RepositoryError(error)
    }
  }

  /// The sessions of `day`: fresh and cached, or the cached copy when the backend is down.
  ///
  /// - Throws: `.offline` or `.serverFailure` when the backend is down and nothing is cached,
  ///   `.cancelled` when the call was cancelled (whatever is cached), `.notFound` for a 404,
  ///   `.rejected` for another 4xx, `.unreadableResponse` for an answer that does not decode,
  ///   `.invalidRequest` when the request cannot be sent.
  public func timetable(
    forDay day: Int
  ) async throws(RepositoryError) -> Fetched<TimetableEntity> {
    do {
      let timetable = try await budget.run(
        { [api] () async throws(APIClientError) in try await api.timetable(day: day) },
        unlessCopy: { [cache] in (try? await cache.timetable(forDay: day)) != nil })
      if savesAnswers {
        try? await cache.save(timetable, savedAt: now())
        await saveMissingDays()
      }
      return Fetched(value: timetable, source: .network)
    } catch  where Task.isCancelled {
      throw .cancelled
    } catch  where canFallBack(from: error) {
      guard let cached = try? await cache.timetable(forDay: day) else {
        throw RepositoryError(error)
      }
      return Fetched(
        value: cached.value,
        source: .cache(savedAt: cached.savedAt, because: RepositoryError(error)))
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Fetches and saves the conference's days that are not saved yet (after a day came live), so
  /// that a later command answers any day offline: best effort, a failure leaves the rest for
  /// another time; nothing is fetched once every day is saved.
  private func saveMissingDays() async {
    guard let saved = try? await cache.savedDays() else { return }
    let days: [Int]
    if let cached = try? await cache.conference() {
      days = cached.value.days.map(\.day)
    } else if let live = try? await api.conference() {
      try? await cache.save(live, savedAt: now())
      days = live.days.map(\.day)
    } else {
      return
    }
    for day in days where !saved.contains(day) {
      guard !Task.isCancelled, let timetable = try? await api.timetable(day: day) else { return }
      try? await cache.save(timetable, savedAt: now())
    }
  }

  /// One session from the backend or, when it is down, from any cached timetable holding it.
  ///
  /// - Throws: as `timetable(forDay:)`; `.notFound(.session)` for an unknown id.
  public func session(id: SessionEntity.ID) async throws(RepositoryError) -> Fetched<SessionEntity>
  {
    do {
      let session = try await budget.run(
        { [api] () async throws(APIClientError) in try await api.session(id: id) },
        unlessCopy: { [cache] in (try? await cache.session(id: id)) != nil })
      return Fetched(value: session, source: .network)
    } catch .encoding {
      // The client refuses an id it cannot send as one path segment: no session has it.
      throw .notFound(.session)
    } catch  where Task.isCancelled {
      throw .cancelled
    } catch  where canFallBack(from: error) {
      guard let cached = try? await cache.session(id: id) else {
        throw RepositoryError(error)
      }
      return Fetched(
        value: cached.value,
        source: .cache(savedAt: cached.savedAt, because: RepositoryError(error)))
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Every timetable the cache holds, in day order; a cache that cannot be read counts as
  /// empty (it reports itself through its own warning).
  public func savedTimetables() async -> [Fetched<TimetableEntity>] {
    let saved = (try? await cache.timetables()) ?? []
    return saved.map { Fetched(value: $0.value, source: .cache(savedAt: $0.savedAt)) }
  }

  /// Sessions matching `query` from the backend; when it is down, every saved day instead, for
  /// the caller to search (the matching rules are the domain's).
  ///
  /// - Throws: `.offline` or `.serverFailure` when the backend is down and no day is saved,
  ///   `.cancelled` when the call was cancelled, otherwise as `timetable(forDay:)`.
  public func searchSessions(
    matching query: String
  ) async throws(RepositoryError) -> SessionSearchAnswer {
    do {
      let answer = try await budget.run(
        { [api] () async throws(APIClientError) in try await api.searchSessions(query: query) },
        unlessCopy: { [cache] in !((try? await cache.savedDays()) ?? []).isEmpty })
      return .matches(answer.sessions)
    } catch  where Task.isCancelled {
      throw .cancelled
    } catch  where canFallBack(from: error) {
      let failure = RepositoryError(error)
      let saved = await savedTimetables().map { fetched in
        guard case .cache(let savedAt, _) = fetched.source else { return fetched }
        return Fetched(value: fetched.value, source: .cache(savedAt: savedAt, because: failure))
      }
      guard !saved.isEmpty else { throw failure }
      return .savedTimetables(saved)
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Whether a saved copy answers in place of `error`: when the backend gave no answer
  /// (`canFallBackToCache`) or a success that is not the API's (`.decoding`: a captive portal's
  /// login page answers every address), and for a published programme whenever its source
  /// failed, except for a cancelled call.
  private func canFallBack(from error: APIClientError) -> Bool {
    if case .decoding = error { return true }
    return error.canFallBackToCache || (api.origin != .backend && error != .cancelled)
  }

  /// Fetches and saves the days of `days` the cache does not hold yet, one request each; does
  /// nothing when the cache cannot be read, and skips a day whose fetch or save fails.
  public func keepOfflineCopies(ofDays days: [Int]) async {
    guard savesAnswers, let saved = try? await cache.savedDays() else { return }
    for day in days where !saved.contains(day) {
      guard !Task.isCancelled, let timetable = try? await api.timetable(day: day) else {
        continue
      }
      try? await cache.save(timetable, savedAt: now())
    }
  }
}
