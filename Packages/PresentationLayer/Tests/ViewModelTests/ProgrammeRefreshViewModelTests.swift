import Domain
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct ProgrammeRefreshViewModelTests {
  private static let listing = ConferenceListing(
    name: "test", title: "Test", source: "https://example.org/schedule.xml", timeZone: nil,
    firstDate: nil, lastDate: nil, sessionCount: nil, refreshedAt: nil, isCurrent: true)

  @Test("refreshing, then when it was updated, in the zone given")
  func refreshed() async {
    let model = ProgrammeRefreshViewModel(
      refreshConference: FakeRefreshConference { _ in Self.listing }, now: { Fixtures.tenOClock })
    #expect(model.sentence(in: Fixtures.tokyo) == nil)

    #expect(model.begin())
    #expect(!model.begin())
    #expect(model.sentence(in: Fixtures.tokyo) == "refreshing…")
    #expect(await model.complete())
    #expect(model.state == .refreshed(at: Fixtures.tenOClock))
    #expect(model.sentence(in: Fixtures.tokyo) == "Updated at 10:00.")
  }

  @Test("a failure says what could not be reached")
  func failed() async {
    let model = ProgrammeRefreshViewModel(
      refreshConference: FakeRefreshConference { _ throws(ConferenceError) in
        throw .unreachableSource(reason: "example.org did not answer within 30 seconds")
      }, now: { Fixtures.tenOClock })

    #expect(!(await model.refresh()))
    #expect(
      model.sentence(in: Fixtures.tokyo)
        == "Could not refresh: the programme cannot be reached: example.org did not answer "
        + "within 30 seconds.")
  }
}
