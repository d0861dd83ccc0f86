import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct SearchViewModelTests {
  private let analytics = InMemoryAnalytics()

  @Test
  func showsTheResultsAsRows() async throws {
    let sessions = [try Fixtures.session("101"), try Fixtures.session("103", track: "UI")]
    let viewModel = SearchViewModel(
      searchSessions: FakeSearchSessions { text in
        #expect(text == "modular")
        return sessions
      },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.search(matching: "modular")

    #expect(
      viewModel.state == .loaded(SearchViewModel.Content(query: "modular", sessions: sessions)))
    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.rows == sessions.map { SessionRow(session: $0) })
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "search_submitted", layer: .presentation, timestamp: Fixtures.now)
      ])
  }

  @Test
  func showsAnEmptyResult() async {
    let viewModel = SearchViewModel(
      searchSessions: FakeSearchSessions { _ in [] }, analytics: analytics, now: { Fixtures.now })

    await viewModel.search(matching: "nothing")

    #expect(viewModel.state == .loaded(SearchViewModel.Content(query: "nothing", sessions: [])))
  }

  @Test(arguments: [TimetableError.emptyQuery, .connectivity(.offline)])
  func failsWithTheUseCasesError(error: TimetableError) async {
    let viewModel = SearchViewModel(
      searchSessions: FakeSearchSessions { _ throws(TimetableError) in throw error },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.search(matching: " ")

    #expect(viewModel.state == .failed(error))
  }
}
