public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// The bookmarks screen: lists the logged-in person's bookmarks, adds and removes them.
///
/// Needs a login: while `AppStateController.accountProblemAllowingOffline` is set (a login that
/// could not be checked offline is tried anyway), intents fail with it at
/// once; a login problem met on the way goes to the controller. Main-actor isolated; observe
/// `state`. Records the presentation events `bookmarks_viewed`, `bookmark_add_submitted` and
/// `bookmark_remove_submitted` (`session_id`).
@MainActor
@Observable
public final class BookmarksViewModel {
  /// What the screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// Loading or saving.
    case working
    /// The bookmarks, oldest first, with the changes still queued.
    case loaded(BookmarkList)
    /// The session was bookmarked (or already was), or the change was queued.
    case added(Session.ID, BookmarkChangeResult)
    /// The bookmark was removed (or was not there), or the change was queued.
    case removed(Session.ID, BookmarkChangeResult)
    /// It did not work.
    case failed(BookmarkError)
  }

  /// What the screen shows.
  public private(set) var state: State = .idle
  /// The bookmarked sessions the programme saved on this device has, by id, read with each
  /// load that succeeds: their titles and times. A bookmark the saved programme lacks (or
  /// every one, before a programme was saved) is not here.
  public private(set) var savedSessions: [Session.ID: Session] = [:]

  @ObservationIgnored private let getBookmarks: any GetBookmarksUseCase
  @ObservationIgnored private let addBookmark: any AddBookmarkUseCase
  @ObservationIgnored private let removeBookmark: any RemoveBookmarkUseCase
  @ObservationIgnored private let getSavedProgramme: (any GetSavedProgrammeUseCase)?
  @ObservationIgnored private let getMySchedule: (any GetMyScheduleUseCase)?
  @ObservationIgnored private let appState: AppStateController
  @ObservationIgnored private let needsLogin: Bool
  @ObservationIgnored private let events: PresentationEventRecorder

  /// Creates the view model in `.idle`; with `needsLogin` false (bookmarks kept on this device,
  /// for a conference without accounts) it never asks `appState` for a login. With
  /// `getSavedProgramme`, each load also finds the bookmarked sessions in the saved programme
  /// (`savedSessions`); when it lacks one, `getMySchedule` (which reads, and so saves, every
  /// day of the programme) is asked first, once.
  public init(
    getBookmarks: any GetBookmarksUseCase, addBookmark: any AddBookmarkUseCase,
    removeBookmark: any RemoveBookmarkUseCase,
    getSavedProgramme: (any GetSavedProgrammeUseCase)? = nil,
    getMySchedule: (any GetMyScheduleUseCase)? = nil, appState: AppStateController,
    needsLogin: Bool = true, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getBookmarks = getBookmarks
    self.addBookmark = addBookmark
    self.removeBookmark = removeBookmark
    self.getSavedProgramme = getSavedProgramme
    self.getMySchedule = getMySchedule
    self.appState = appState
    self.needsLogin = needsLogin
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Loads the bookmarks, then (with a saved-programme use case) their sessions.
  public func load() async {
    events.record(.bookmarksViewed)
    await perform { () throws(BookmarkError) in .loaded(try await getBookmarks()) }
    guard case .loaded(let list) = state, let getSavedProgramme else { return }
    let ids = Set(list.bookmarks.map(\.sessionID))
    var found = Self.sessions(ids, in: await getSavedProgramme())
    if found.count < ids.count, let getMySchedule, (try? await getMySchedule()) != nil {
      found = Self.sessions(ids, in: await getSavedProgramme())
    }
    savedSessions = found
  }

  private static func sessions(
    _ ids: Set<Session.ID>, in programme: [Timetable]
  ) -> [Session.ID: Session] {
    var found: [Session.ID: Session] = [:]
    for timetable in programme {
      for session in timetable.sessions where ids.contains(session.id) {
        found[session.id] = session
      }
    }
    return found
  }

  /// Bookmarks `sessionID`.
  public func add(_ sessionID: Session.ID) async {
    events.record(.bookmarkAddSubmitted)
    await perform { () throws(BookmarkError) in
      .added(sessionID, try await addBookmark(sessionID))
    }
  }

  /// Removes the bookmark of `sessionID`.
  public func remove(_ sessionID: Session.ID) async {
    events.record(.bookmarkRemoveSubmitted)
    await perform { () throws(BookmarkError) in
      .removed(sessionID, try await removeBookmark(sessionID))
    }
  }

  private func perform(_ work: () async throws(BookmarkError) -> State) async {
    if needsLogin, let problem = appState.accountProblemAllowingOffline(as: BookmarkError.self) {
      state = .failed(problem)
      return
    }
    state = .working
    do {
      state = try await work()
    } catch {
      if case .account(let accountError) = error {
        appState.handle(accountError)
      }
      state = .failed(error)
    }
  }
}
