import Analytics
import Domain
import Foundation
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
          == .failed(.session(state == .unauthenticated(reason: nil) ? .notLoggedIn : .expired)))
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
}
