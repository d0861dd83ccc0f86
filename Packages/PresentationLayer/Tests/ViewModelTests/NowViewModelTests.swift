import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct NowViewModelTests {
  private let analytics = InMemoryAnalytics()

  private func makeViewModel(
    at instant: Date, phase: ConferenceMoment.Phase = .during
  ) throws -> NowViewModel {
    let timetable = try Fixtures.timetable()
    return NowViewModel(
      getConferenceMoment: FakeGetConferenceMoment { asked in
        #expect(asked == instant)
        return ConferenceMoment(instant: asked, phase: phase, timetable: timetable)
      },
      analytics: analytics, now: { instant })
  }

  @Test
  func showsTheSessionsUnderWayWithTheMinutesLeft() async throws {
    let instant = Fixtures.tenOClock + 15 * 60 + 30
    let viewModel = try makeViewModel(at: instant)

    await viewModel.load()

    guard case .loaded(let content) = viewModel.state else {
      Issue.record("Expected loaded, got \(viewModel.state)")
      return
    }
    #expect(content.running.map(\.id) == ["101", "102"])
    #expect(content.rows.map(\.id) == ["101", "102"])
    #expect(content.running.map(content.minutesLeft(of:)) == [30, 30])
    #expect(content.nextSlotToday == nil)
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "now_viewed", layer: .ui, timestamp: instant)
      ])
  }

  @Test
  func betweenSlotsItKnowsTodaysNextOne() async throws {
    let viewModel = try makeViewModel(at: Fixtures.tenOClock + 50 * 60)

    await viewModel.load()

    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.running == [])
    #expect(content.nextSlotToday?.sessions.map(\.id) == ["103"])
  }

  @Test
  func outsideTheConferenceNothingRunsAndNoSlotIsToday() async throws {
    let viewModel = try makeViewModel(at: Fixtures.tenOClock, phase: .before(daysUntil: 1))

    await viewModel.load()

    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.running == [])
    #expect(content.nextSlotToday == nil)
    #expect(content.moment.phase == .before(daysUntil: 1))
  }

  @Test
  func failsWithTheUseCasesError() async {
    let viewModel = NowViewModel(
      getConferenceMoment: FakeGetConferenceMoment { _ throws(TimetableError) in
        throw .connectivity(.offline)
      },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load()

    #expect(viewModel.state == .failed(.connectivity(.offline)))
  }
}
