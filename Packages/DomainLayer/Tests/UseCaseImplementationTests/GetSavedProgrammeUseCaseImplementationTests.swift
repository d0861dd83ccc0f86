import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetSavedProgrammeUseCaseImplementationTests {
  private static let savedAt = Date(timeIntervalSince1970: 1_804_500_000)

  private static func entity(day: Int, date: String) -> TimetableEntity {
    TimetableEntity(day: day, date: date, timeZone: "Asia/Tokyo", sessions: [])
  }

  @Test
  func mapsEverySavedDayAndLeavesOutOneThatNoLongerMaps() async throws {
    let repository = FakeTimetableRepository(saved: {
      [
        Fetched(
          value: Self.entity(day: 1, date: "2027-03-10"), source: .cache(savedAt: Self.savedAt)),
        Fetched(
          value: Self.entity(day: 9, date: "18 March"), source: .cache(savedAt: Self.savedAt)),
        Fetched(
          value: Self.entity(day: 2, date: "2027-03-11"), source: .cache(savedAt: Self.savedAt)),
      ]
    })

    let days = await GetSavedProgrammeUseCaseImplementation(repository: repository)()

    #expect(days.map(\.day.number) == [1, 2])
    #expect(days.allSatisfy { $0.freshness == .cached(savedAt: Self.savedAt) })
    #expect(repository.calls == [.savedTimetables])
  }

  @Test
  func nothingSavedIsAnEmptyProgramme() async {
    let repository = FakeTimetableRepository(saved: { [] })

    #expect(await GetSavedProgrammeUseCaseImplementation(repository: repository)() == [])
  }
}
