import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct SessionDetailViewModelTests {
  private let analytics = InMemoryAnalytics()

  @Test
  func reloadKeepsTheSessionShownUntilTheNewCopyReplacesIt() async throws {
    let first = try Fixtures.session("101")
    let moved = try Fixtures.session("101", title: "Modular apps, renamed")
    let box = Box<SessionDetailViewModel>()
    var calls = 0
    var statesDuringReload: [SessionDetailViewModel.State?] = []
    let viewModel = SessionDetailViewModel(
      getSession: FakeGetSession { id in
        calls += 1
        guard calls > 1 else { return SessionDetail(session: first, freshness: .live) }
        #expect(id == "101")
        statesDuringReload.append(box.value?.state)
        return SessionDetail(session: moved, freshness: .live)
      },
      analytics: analytics, now: { Fixtures.now })
    box.value = viewModel
    await viewModel.reload()
    #expect(calls == 0)

    await viewModel.load(id: "101")
    let shown = viewModel.state
    await viewModel.reload()

    #expect(statesDuringReload == [shown])
    #expect(
      viewModel.state == .loaded(.init(detail: SessionDetail(session: moved, freshness: .live))))
    #expect(analytics.events.count == 1)
  }

  @Test
  func loadsTheSessionReadyToRender() async throws {
    let session = try Fixtures.session(
      "101",
      speakers: [
        Speaker(id: "sp-1", name: "Ada Lovelace", affiliation: "Engines"),
        Speaker(id: "sp-2", name: "Grace Hopper", affiliation: nil),
      ])
    let savedAt = Date(timeIntervalSince1970: 1_804_500_000)
    let box = Box<SessionDetailViewModel>()
    var statesDuringLoad: [SessionDetailViewModel.State?] = []
    let viewModel = SessionDetailViewModel(
      getSession: FakeGetSession { id in
        #expect(id == "101")
        statesDuringLoad.append(box.value?.state)
        return SessionDetail(session: session, freshness: .cached(savedAt: savedAt))
      },
      analytics: analytics, now: { Fixtures.now })
    box.value = viewModel

    await viewModel.load(id: "101")

    #expect(statesDuringLoad == [.loading])
    guard case .loaded(let content) = viewModel.state else {
      Issue.record("Expected loaded, got \(viewModel.state)")
      return
    }
    #expect(content.session == session)
    #expect(content.row == SessionRow(session: session))
    #expect(content.speakerLines == ["Ada Lovelace (Engines)", "Grace Hopper"])
    #expect(content.isCached)
    #expect(content.savedAt == savedAt)
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "session_viewed", layer: .ui, properties: [:], timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [TimetableError.sessionNotFound("999"), .connectivity(.offline)])
  func failsWithTheUseCasesError(error: TimetableError) async {
    let viewModel = SessionDetailViewModel(
      getSession: FakeGetSession { _ throws(TimetableError) in throw error },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load(id: "999")

    #expect(viewModel.state == .failed(error))
  }
}
