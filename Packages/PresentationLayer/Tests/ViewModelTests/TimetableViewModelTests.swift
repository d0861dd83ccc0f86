import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct TimetableViewModelTests {
  private let analytics = InMemoryAnalytics()

  private func makeViewModel(_ getTimetable: FakeGetTimetable) -> TimetableViewModel {
    TimetableViewModel(getTimetable: getTimetable, analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func startsIdleWithoutLoading() {
    let viewModel = makeViewModel(.unexpected)
    #expect(viewModel.state == .idle)
    #expect(viewModel.selectedTrackName == nil)
  }

  @Test
  func movesThroughLoadingToLoadedRows() async throws {
    let timetable = try Fixtures.timetable()
    let box = Box<TimetableViewModel>()
    var statesDuringLoad: [TimetableViewModel.State?] = []
    let viewModel = makeViewModel(
      FakeGetTimetable { day in
        #expect(day == (try? ConferenceDay(1)))
        statesDuringLoad.append(box.value?.state)
        return timetable
      })
    box.value = viewModel

    await viewModel.load(day: try ConferenceDay(1))

    #expect(statesDuringLoad == [.loading])
    let day = try ConferenceDay(1)
    #expect(
      viewModel.state
        == .loaded(TimetableViewModel.Content(timetable: timetable, selectedTrack: nil)))
    guard case .loaded(let content) = viewModel.state else { return }
    #expect(
      content.rows == [
        SessionRow(
          id: "101", day: day, date: "2027-03-10", startTime: "10:00", endTime: "10:45",
          track: "Architecture", title: "Modular apps", room: "Hall A", speakers: ""),
        SessionRow(
          id: "102", day: day, date: "2027-03-10", startTime: "10:00", endTime: "10:45",
          track: "UI", title: "Layout", room: "Hall A", speakers: ""),
        SessionRow(
          id: "103", day: day, date: "2027-03-10", startTime: "11:00", endTime: "11:45",
          track: "Architecture", title: "Use cases", room: "Hall A", speakers: ""),
      ])
    #expect(content.tracks == [Track(name: "Architecture"), Track(name: "UI")])
    #expect(content.isCached == false)
    #expect(content.savedAt == nil)
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "timetable_viewed", layer: .presentation, properties: ["day": "1"],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func saysWhenTheDayIsASavedCopy() async throws {
    let savedAt = Date(timeIntervalSince1970: 1_804_500_000)
    let timetable = try Fixtures.timetable(freshness: .cached(savedAt: savedAt))
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })

    await viewModel.load(day: try ConferenceDay(1))

    guard case .loaded(let content) = viewModel.state else {
      Issue.record("Expected loaded, got \(viewModel.state)")
      return
    }
    #expect(content.isCached)
    #expect(content.savedAt == savedAt)
  }

  @Test(arguments: [
    TimetableError.connectivity(.offline), .connectivity(.unavailable(reason: "503")),
    .storage(.failed(reason: "cache unreadable")), .dayNotFound(day: 2),
  ])
  func failsWithTheUseCasesError(error: TimetableError) async throws {
    let viewModel = makeViewModel(FakeGetTimetable { _ throws(TimetableError) in throw error })

    await viewModel.load(day: try ConferenceDay(2))

    #expect(viewModel.state == .failed(.timetable(error)))
  }

  @Test(arguments: ["ui", "UI", " Ui "])
  func filtersByTrackIgnoringCase(name: String) async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    viewModel.selectTrack(name)

    await viewModel.load(day: try ConferenceDay(1))

    #expect(
      viewModel.state
        == .loaded(
          TimetableViewModel.Content(timetable: timetable, selectedTrack: Track(name: "UI"))))
    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.sessions.map(\.id) == ["102"])
    #expect(content.rows.map(\.id) == ["102"])
  }

  @Test
  func refiltersALoadedDayAndGoesBackToEveryTrack() async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    await viewModel.load(day: try ConferenceDay(1))

    viewModel.selectTrack("architecture")
    #expect(
      viewModel.state
        == .loaded(
          TimetableViewModel.Content(
            timetable: timetable, selectedTrack: Track(name: "Architecture"))))

    viewModel.selectTrack(nil)
    #expect(
      viewModel.state
        == .loaded(TimetableViewModel.Content(timetable: timetable, selectedTrack: nil)))
    #expect(
      analytics.events.map(\.name) == [
        "timetable_viewed", "timetable_track_selected", "timetable_track_selected",
      ])
    #expect(
      analytics.events.map(\.properties).dropFirst() == [
        ["track": "architecture"], ["track": "all"],
      ])
  }

  @Test
  func anUnknownTrackFailsListingTheKnownOnes() async throws {
    let timetable = try Fixtures.timetable()
    let viewModel = makeViewModel(FakeGetTimetable { _ in timetable })
    viewModel.selectTrack("Cooking")

    await viewModel.load(day: try ConferenceDay(1))

    let failure = TimetableViewModel.Failure.unknownTrack(
      name: "Cooking", day: try ConferenceDay(1),
      knownTracks: [Track(name: "Architecture"), Track(name: "UI")])
    #expect(viewModel.state == .failed(failure))
    #expect(failure.message == "day 1 has no track 'Cooking'")
    #expect(failure.recoverySuggestion == "Pick one of: Architecture, UI.")
    #expect(
      analytics.events.last
        == AnalyticsEvent(
          name: "timetable_viewed", layer: .presentation,
          properties: ["day": "1", "track": "Cooking"], timestamp: Fixtures.now))
  }

  @Test
  func onlyTheLatestOfOverlappingLoadsChangesTheState() async throws {
    let first = try Fixtures.timetable()
    let box = Box<TimetableViewModel>()
    let viewModel = makeViewModel(
      FakeGetTimetable { day throws(TimetableError) in
        if day.number == 1 {
          // A second load starts and finishes while the first is still in flight.
          await box.value?.load(day: try ConferenceDay(2))
          return first
        }
        throw .connectivity(.offline)
      })
    box.value = viewModel

    await viewModel.load(day: try ConferenceDay(1))

    #expect(viewModel.state == .failed(.timetable(.connectivity(.offline))))
  }
}
