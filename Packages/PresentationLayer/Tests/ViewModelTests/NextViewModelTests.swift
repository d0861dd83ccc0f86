import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct NextViewModelTests {
  private let analytics = InMemoryAnalytics()

  @Test
  func showsTheNextSlotAndHowLongUntilItStarts() async throws {
    let timetable = try Fixtures.timetable()
    let instant = Fixtures.tenOClock + 20 * 60 + 10
    let slot = try #require(timetable.slot(after: instant))
    let upcoming = UpcomingSlot(
      moment: ConferenceMoment(instant: instant, phase: .during, timetable: timetable),
      timetable: timetable, slot: slot)
    let viewModel = NextViewModel(
      getNextSlot: FakeGetNextSlot { asked in
        #expect(asked == instant)
        return upcoming
      },
      analytics: analytics, now: { instant })

    await viewModel.load()

    #expect(viewModel.state == .loaded(NextViewModel.Content(upcoming: upcoming)))
    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.sessions.map(\.id) == ["103"])
    #expect(content.rows.map(\.timeRange) == ["11:00-11:45"])
    #expect(content.minutesUntilStart == 40)
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "next_viewed", layer: .ui, timestamp: instant)
      ])
  }

  @Test
  func saysWhenNoSlotIsLeft() async throws {
    let timetable = try Fixtures.timetable()
    let upcoming = UpcomingSlot(
      moment: ConferenceMoment(
        instant: Fixtures.now, phase: .after(daysAgo: 2), timetable: timetable),
      timetable: nil, slot: nil)
    let viewModel = NextViewModel(
      getNextSlot: FakeGetNextSlot { _ in upcoming }, analytics: analytics,
      now: { Fixtures.now })

    await viewModel.load()

    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.sessions == [])
    #expect(content.minutesUntilStart == nil)
  }

  @Test
  func failsWithTheUseCasesError() async {
    let viewModel = NextViewModel(
      getNextSlot: FakeGetNextSlot { _ throws(TimetableError) in throw .connectivity(.offline) },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load()

    #expect(viewModel.state == .failed(.connectivity(.offline)))
  }
}
