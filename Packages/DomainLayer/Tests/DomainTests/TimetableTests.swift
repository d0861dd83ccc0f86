import Domain
import Foundation
import Testing

struct TimetableTests {
  private let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt

  private func session(_ id: Session.ID, track: String) throws -> Session {
    Session(
      id: id, title: "Talk \(id)", abstract: "", day: try ConferenceDay(1),
      startsAt: Date(timeIntervalSince1970: 0), endsAt: Date(timeIntervalSince1970: 60),
      timeZone: tokyo, track: Track(name: track), room: "A", level: SessionLevel(name: "beginner"),
      language: "en",
      speakers: [])
  }

  @Test
  func listsDistinctTracksByName() throws {
    let timetable = Timetable(
      day: try ConferenceDay(1), date: try #require(CalendarDate("2027-03-10")), timeZone: tokyo,
      sessions: [
        try session("1", track: "Testing"), try session("2", track: "architecture"),
        try session("3", track: "Testing"),
      ],
      freshness: .live)

    #expect(timetable.tracks == [Track(name: "architecture"), Track(name: "Testing")])
  }

  @Test(arguments: ["testing", "TESTING", " Testing "])
  func findsTracksIgnoringCase(name: String) throws {
    let sessions = [try session("1", track: "Testing"), try session("2", track: "UI")]
    let timetable = Timetable(
      day: try ConferenceDay(1), date: try #require(CalendarDate("2027-03-10")), timeZone: tokyo,
      sessions: sessions, freshness: .live)

    let track = try #require(timetable.track(named: name))
    #expect(track == Track(name: "Testing"))
    #expect(timetable.sessions(in: track) == [sessions[0]])
    #expect(timetable.track(named: "Test") == nil)
  }

  @Test
  func freshnessTellsWhetherTheDataIsASavedCopy() {
    let savedAt = Date(timeIntervalSince1970: 1_000)
    #expect(Freshness.live.isCached == false)
    #expect(Freshness.live.savedAt == nil)
    #expect(Freshness.cached(savedAt: savedAt).isCached)
    #expect(Freshness.cached(savedAt: savedAt).savedAt == savedAt)
  }

  @Test
  func sessionIdentifiersWrapTheirRawValue() {
    #expect(Session.ID("104") == Session.ID(rawValue: "104"))
    #expect(Session.ID("104").description == "104")
    #expect(Speaker.ID("sp-07").rawValue == "sp-07")
  }
}
