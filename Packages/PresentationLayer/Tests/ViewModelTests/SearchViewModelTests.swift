import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct SearchViewModelTests {
  private let analytics = InMemoryAnalytics()

  private static func results(
    _ text: String, _ matches: [SessionMatch], freshness: Freshness = .live
  ) throws -> SearchResults {
    SearchResults(
      query: try SearchQuery(text), matches: matches, freshness: freshness,
      searchedDays: [1, 2, 3].compactMap { try? ConferenceDay($0) })
  }

  @Test
  func showsTheResultsAsRowsWithWhatMatched() async throws {
    let sessions = [try Fixtures.session("101"), try Fixtures.session("103", track: "UI")]
    let results = try Self.results(
      "modular",
      [
        SessionMatch(session: sessions[0], matchedFields: [.title, .speaker]),
        SessionMatch(session: sessions[1], matchedFields: []),
      ])
    let viewModel = SearchViewModel(
      searchSessions: FakeSearchSessions { text in
        #expect(text == "modular")
        return results
      },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.search(matching: "modular")

    #expect(
      viewModel.state == .loaded(SearchViewModel.Content(query: "modular", results: results)))
    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.rows == sessions.map { SessionRow(session: $0) })
    #expect(content.sessions == sessions)
    #expect(content.matchedFields(of: "101") == "title+speaker")
    #expect(content.matchedFields(of: "103") == "—")
    #expect(content.speakers(of: "101") == "—")
    #expect(content.isCached == false)
    #expect(content.savedAt == nil)
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "search_submitted", layer: .ui, timestamp: Fixtures.now)
      ])
  }

  @Test
  func showsAnEmptyResultFromTheSavedDays() async throws {
    let results = try Self.results("nothing", [], freshness: .cached(savedAt: Fixtures.now))
    let viewModel = SearchViewModel(
      searchSessions: FakeSearchSessions { _ in results }, analytics: analytics,
      now: { Fixtures.now })

    await viewModel.search(matching: "nothing")

    #expect(viewModel.state == .loaded(SearchViewModel.Content(query: "nothing", results: results)))
    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.isCached)
    #expect(content.savedAt == Fixtures.now)
  }

  @Test(arguments: [TimetableError.emptyQuery, .connectivity(.offline)])
  func failsWithTheUseCasesError(error: TimetableError) async {
    let viewModel = SearchViewModel(
      searchSessions: FakeSearchSessions { _ throws(TimetableError) in throw error },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.search(matching: " ")

    #expect(viewModel.state == .failed(error))
  }

  @Test
  func speakersWhoseNameMatchesComeFirst() async throws {
    let ada = Speaker(id: "sp-01", name: "Ada Lovelace", affiliation: nil)
    let chloe = Speaker(id: "sp-18", name: "Chloé Dubois", affiliation: nil)
    let session = try Fixtures.session("226", speakers: [ada, chloe])
    let results = try Self.results(
      "chloe", [SessionMatch(session: session, matchedFields: [.speaker])])

    let content = SearchViewModel.Content(query: "chloe", results: results)

    #expect(content.speakers(of: "226") == "Chloé Dubois, Ada Lovelace")
    #expect(content.speakers(of: "999") == "—")
  }
}
