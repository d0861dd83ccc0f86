import Analytics
import Domain
import Foundation
import Synchronization
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct BookmarksViewModelTests {
  private let analytics = InMemoryAnalytics()

  private func makeViewModel(
    _ appState: AppStateController, getBookmarks: FakeGetBookmarks = .unexpected,
    addBookmark: FakeAddBookmark = .unexpected
  ) -> BookmarksViewModel {
    BookmarksViewModel(
      getBookmarks: getBookmarks, addBookmark: addBookmark,
      removeBookmark: FakeRemoveBookmark.unexpected,
      appState: appState, analytics: analytics, now: { Fixtures.now })
  }

  @Test("a change queued offline ends in .added with .queued")
  func queued() async {
    let appState = await AppStateController.make(in: .authenticated(AccountFixtures.ada))
    let viewModel = makeViewModel(
      appState, addBookmark: FakeAddBookmark { _ throws(BookmarkError) in .queued })
    await viewModel.add("104")
    #expect(viewModel.state == .added("104", .queued))
    #expect(analytics.events.map(\.name) == ["bookmark_add_submitted"])
  }

  @Test("a login that could not be checked offline is tried anyway: the saved list is shown")
  func offlineLoginIsTried() async {
    let appState = await AppStateController.make(in: .error(.connectivity(.offline)))
    let list = BookmarkList(
      bookmarks: [Bookmark(sessionID: "104", createdAt: Fixtures.now, status: .pendingAddition)],
      savedAt: Fixtures.now)
    let viewModel = makeViewModel(
      appState, getBookmarks: FakeGetBookmarks { () throws(BookmarkError) in list })
    await viewModel.load()
    #expect(viewModel.state == .loaded(list))
  }

  @Test("no login, or one that expired, fails at once without calling the use case")
  func loginProblems() async {
    for state in [AppState.unauthenticated(reason: nil), .unauthenticated(reason: .expired)] {
      let appState = await AppStateController.make(in: state)
      let viewModel = makeViewModel(appState)
      await viewModel.load()
      #expect(
        viewModel.state
          == .failed(.account(state == .unauthenticated(reason: nil) ? .notLoggedIn : .expired)))
    }
  }

  @Test("a backend that failed otherwise still fails at once")
  func unavailable() async {
    let failure = ConnectivityError.unavailable(reason: "HTTP 503")
    let appState = await AppStateController.make(in: .error(.connectivity(failure)))
    let viewModel = makeViewModel(appState)
    await viewModel.load()
    #expect(viewModel.state == .failed(.connectivity(failure)))
  }

  @Test("a load finds the bookmarked sessions in the saved programme, and only those")
  func findsSavedSessions() async throws {
    let appState = await AppStateController.make(in: .authenticated(AccountFixtures.ada))
    let saved = try Fixtures.timetable(freshness: .cached(savedAt: Fixtures.now))
    let list = BookmarkList(
      bookmarks: [
        Bookmark(sessionID: "102", createdAt: Fixtures.now),
        Bookmark(sessionID: "999", createdAt: Fixtures.now, status: .pendingAddition),
      ], savedAt: nil)
    let viewModel = BookmarksViewModel(
      getBookmarks: FakeGetBookmarks { () throws(BookmarkError) in list },
      addBookmark: FakeAddBookmark.unexpected, removeBookmark: FakeRemoveBookmark.unexpected,
      getSavedProgramme: FakeGetSavedProgramme { [saved] }, appState: appState,
      analytics: analytics, now: { Fixtures.now })
    await viewModel.load()
    #expect(viewModel.state == .loaded(list))
    #expect(viewModel.savedSessions.keys.map(\.rawValue) == ["102"])
    #expect(viewModel.savedSessions["102"]?.title == "Layout")
  }

  @Test("a bookmark the saved programme lacks is looked for once more after the schedule read it")
  func readsTheProgrammeThroughTheScheduleWhenNotSaved() async throws {
    let appState = await AppStateController.make(in: .authenticated(AccountFixtures.ada))
    let saved = try Fixtures.timetable(freshness: .cached(savedAt: Fixtures.now))
    let scheduleReads = Mutex(0)
    let list = BookmarkList(
      bookmarks: [Bookmark(sessionID: "103", createdAt: Fixtures.now)], savedAt: nil)
    let viewModel = BookmarksViewModel(
      getBookmarks: FakeGetBookmarks { () throws(BookmarkError) in list },
      addBookmark: FakeAddBookmark.unexpected, removeBookmark: FakeRemoveBookmark.unexpected,
      getSavedProgramme: FakeGetSavedProgramme {
        scheduleReads.withLock { $0 } == 0 ? [] : [saved]
      },
      getMySchedule: FakeGetMySchedule { () throws(BookmarkError) in
        scheduleReads.withLock { $0 += 1 }
        return MySchedule(sessions: [], isFromSavedCopy: false)
      }, appState: appState, analytics: analytics, now: { Fixtures.now })
    await viewModel.load()
    #expect(scheduleReads.withLock { $0 } == 1)
    #expect(viewModel.savedSessions["103"]?.title == "Use cases")
    await viewModel.load()
    #expect(scheduleReads.withLock { $0 } == 1, "found in the saved programme: no second read")
  }
}
