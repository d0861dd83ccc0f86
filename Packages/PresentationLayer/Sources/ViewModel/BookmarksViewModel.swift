public import Analytics
public import Domain
public import Foundation
public import Observation
public import UseCase

/// The bookmarks screen: lists the logged-in person's bookmarks, adds and removes them.
///
/// Needs a login: while `AppStateController.offlineSessionProblem` is set (a login that
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

  @ObservationIgnored private let getBookmarks: any GetBookmarksUseCase
  @ObservationIgnored private let addBookmark: any AddBookmarkUseCase
  @ObservationIgnored private let removeBookmark: any RemoveBookmarkUseCase
  @ObservationIgnored private let appState: AppStateController
  @ObservationIgnored private let needsLogin: Bool
  @ObservationIgnored private let events: PresentationEventRecorder

  /// Creates the view model in `.idle`; with `needsLogin` false (bookmarks kept on this device,
  /// for a conference without accounts) it never asks `appState` for a login.
  public init(
    getBookmarks: any GetBookmarksUseCase, addBookmark: any AddBookmarkUseCase,
    removeBookmark: any RemoveBookmarkUseCase, appState: AppStateController,
    needsLogin: Bool = true, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getBookmarks = getBookmarks
    self.addBookmark = addBookmark
    self.removeBookmark = removeBookmark
    self.appState = appState
    self.needsLogin = needsLogin
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Loads the bookmarks.
  public func load() async {
    events.record(.bookmarksViewed)
    await perform { () throws(BookmarkError) in .loaded(try await getBookmarks()) }
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
    if needsLogin, let problem = appState.offlineSessionProblem {
      state = .failed(BookmarkError(problem))
      return
    }
    state = .working
    do {
      state = try await work()
    } catch {
      if case .session(let sessionError) = error {
        appState.handle(sessionError)
      }
      state = .failed(error)
    }
  }
}
