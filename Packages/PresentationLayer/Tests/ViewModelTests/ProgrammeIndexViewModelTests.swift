import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct ProgrammeIndexViewModelTests {
  private static func session(_ id: Session.ID, track: String, room: String) throws -> Session {
    Session(
      id: id, title: "Title \(id)", abstract: "", day: try ConferenceDay(1),
      startsAt: Fixtures.tenOClock, endsAt: Fixtures.tenOClock + 45 * 60,
      timeZone: Fixtures.tokyo, track: Track(name: track), room: room,
      level: SessionLevel(name: "beginner"),
      language: "en", speakers: [])
  }

  @Test
  func offersTheSavedProgrammesNamesWithoutRepeats() async throws {
    let base = try Fixtures.timetable()
    let dayOne = Timetable(
      day: base.day, date: base.date, timeZone: base.timeZone,
      sessions: [
        try Self.session("101", track: "UI", room: "Hall B"),
        try Self.session("102", track: "architecture", room: "Hall A"),
        try Self.session("103", track: "UI", room: "Hall A"),
      ],
      freshness: .cached(savedAt: Fixtures.now))
    let viewModel = ProgrammeIndexViewModel(
      getSavedProgramme: FakeGetSavedProgramme(answer: { [dayOne] }))
    #expect(viewModel.content.sessions == [])

    await viewModel.load()

    #expect(
      viewModel.content
        == ProgrammeIndexViewModel.Content(
          days: [dayOne.day], tracks: ["architecture", "UI"], rooms: ["Hall A", "Hall B"],
          sessions: ["101", "102", "103"].map { .init(id: Session.ID($0), title: "Title \($0)") }))
  }
}
