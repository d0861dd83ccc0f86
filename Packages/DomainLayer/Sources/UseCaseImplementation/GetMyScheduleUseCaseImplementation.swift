public import Domain
import Entity
public import Repository
public import UseCase

/// Builds the schedule from the bookmarks (`BookmarkRepository`) and the programme of every
/// day (`TimetableRepository`, saved copies allowed).
///
/// A bookmark of a session the programme no longer has is kept and listed in
/// `removedFromProgramme`. Queued changes count: a queued addition is in the schedule (marked
/// pending), a queued removal is not. With a `SeenProgrammeRepository`, sessions that moved or
/// were cancelled since the person last looked at the changes are marked changed, with how.
public struct GetMyScheduleUseCaseImplementation: GetMyScheduleUseCase {
  private let bookmarks: any BookmarkRepository
  private let timetables: any TimetableRepository
  private let changedSessions: GetChangedSessionsUseCaseImplementation?
  private let mapper = TimetableMapper()

  /// Creates the use case; `seen` (when given) is the programme last seen in the changes.
  public init(
    bookmarks: any BookmarkRepository, timetables: any TimetableRepository,
    seen: (any SeenProgrammeRepository)? = nil
  ) {
    self.bookmarks = bookmarks
    self.timetables = timetables
    self.changedSessions = seen.map { GetChangedSessionsUseCaseImplementation(seen: $0) }
  }

  /// The schedule; see `GetMyScheduleUseCase`.
  public func callAsFunction() async throws(BookmarkError) -> MySchedule {
    let list = try await GetBookmarksUseCaseImplementation(repository: bookmarks)()
    let bookmarked = Set(list.bookmarkedSessionIDs.map(\.rawValue))
    let pending = Set(list.bookmarks.filter { $0.status == .pendingAddition }.map(\.sessionID))
    let pendingRemovals = list.bookmarks.filter { $0.status == .pendingRemoval }.map(\.sessionID)
    guard !bookmarked.isEmpty else {
      return MySchedule(
        sessions: [], isFromSavedCopy: list.savedAt != nil, pendingRemovals: pendingRemovals)
    }
    let conference: Conference
    do {
      conference = try await TimetableLoader(repository: timetables).conference()
    } catch {
      throw BookmarkError(TimetableErrorBridge.sessionError(error))
    }
    var sessions: [Session] = []
    var isFromSavedCopy = list.savedAt != nil
    var staleBecause: ConnectivityError?
    for day in conference.dayNumbers.map(\.number) {
      let fetched: Fetched<TimetableEntity>
      do {
        fetched = try await timetables.timetable(forDay: day)
      } catch {
        throw BookmarkError(error, sessionID: nil)
      }
      if case .cache = fetched.source {
        isFromSavedCopy = true
        staleBecause =
          staleBecause ?? Freshness(fetched.source, from: timetables.origin).staleBecause
      }
      let timetable: Timetable
      do {
        timetable = try mapper.timetable(from: fetched.value, freshness: .live)
      } catch {
        throw BookmarkError(TimetableErrorBridge.sessionError(error))
      }
      sessions += timetable.sessions.filter { bookmarked.contains($0.id.rawValue) }
    }
    let found = Set(sessions.map(\.id.rawValue))
    let removed = list.bookmarkedSessionIDs.filter { !found.contains($0.rawValue) }
      .sorted { $0.rawValue < $1.rawValue }
    return MySchedule(
      sessions: sessions, isFromSavedCopy: isFromSavedCopy, staleBecause: staleBecause,
      pending: pending,
      pendingRemovals: pendingRemovals,
      changes: await changedSessions?.changes(among: sessions) ?? [:],
      removedFromProgramme: removed)
  }
}
