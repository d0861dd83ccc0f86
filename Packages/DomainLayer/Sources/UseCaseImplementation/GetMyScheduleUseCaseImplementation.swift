public import Domain
import Entity
public import Repository
public import UseCase

/// Builds the schedule from the bookmarks (`BookmarkRepository`) and the programme of every
/// day (`TimetableRepository`, saved copies allowed).
///
/// A bookmark of a session the programme no longer has is left out. Queued changes count:
/// a queued addition is in the schedule (marked pending), a queued removal is not.
public struct GetMyScheduleUseCaseImplementation: GetMyScheduleUseCase {
  private let bookmarks: any BookmarkRepository
  private let timetables: any TimetableRepository
  private let mapper = TimetableMapper()

  /// Creates the use case.
  public init(bookmarks: any BookmarkRepository, timetables: any TimetableRepository) {
    self.bookmarks = bookmarks
    self.timetables = timetables
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
    for day in conference.dayNumbers.map(\.number) {
      let fetched: Fetched<TimetableEntity>
      do {
        fetched = try await timetables.timetable(forDay: day)
      } catch {
        throw BookmarkError(error, sessionID: nil)
      }
      if case .cache = fetched.source {
        isFromSavedCopy = true
      }
      let timetable: Timetable
      do {
        timetable = try mapper.timetable(from: fetched.value, freshness: .live)
      } catch {
        throw BookmarkError(TimetableErrorBridge.sessionError(error))
      }
      sessions += timetable.sessions.filter { bookmarked.contains($0.id.rawValue) }
    }
    return MySchedule(
      sessions: sessions, isFromSavedCopy: isFromSavedCopy, pending: pending,
      pendingRemovals: pendingRemovals)
  }
}
