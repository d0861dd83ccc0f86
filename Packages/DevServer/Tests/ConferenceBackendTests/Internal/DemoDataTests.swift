import ConferenceBackend
import Foundation
import Testing

@Suite("Demo data, read through the API")
struct DemoDataTests {
  private let sessions: [SessionBody]

  init() async throws {
    let backend = try TestBackend.make()
    var sessions: [SessionBody] = []
    for day in 1...3 {
      let response = await backend.handle(try TestBackend.get("/v1/timetable?day=\(day)"))
      sessions += try TestBackend.decode(TimetableBody.self, from: response).sessions
    }
    self.sessions = sessions
  }

  @Test("80 sessions, ids 101… per day, sorted by start, at least 20 on day 1")
  func counts() {
    let expectedIDs: [String] = [101...128, 201...227, 301...325].flatMap { days in
      days.map { String($0) }
    }
    #expect(sessions.map(\.id) == expectedIDs)
    #expect(sessions.filter { $0.day == 1 }.count >= 20)
    let starts = sessions.map(\.startsAt)
    #expect(starts == starts.sorted())
  }

  @Test("four tracks, each in its own room")
  func tracks() {
    let rooms = Dictionary(sessions.map { ($0.track, [$0.room]) }, uniquingKeysWith: +)
      .mapValues { Set($0) }
    #expect(
      rooms == [
        "Architecture": ["Hall A"], "Concurrency": ["Hall B"], "SwiftUI": ["Room C"],
        "Testing": ["Room D"],
      ])
  }

  @Test("levels, languages, short titles and at least one non-ASCII title")
  func variety() {
    #expect(Set(sessions.map(\.level)) == ["beginner", "intermediate", "advanced"])
    #expect(Set(sessions.map(\.language)) == ["en", "ja"])
    #expect(sessions.filter { $0.title.count > 60 }.map(\.id) == [])
    #expect(
      sessions.filter { !$0.title.unicodeScalars.allSatisfy(\.isASCII) }.map(\.id)
        == ["118", "127", "206", "211", "305", "316", "322"])
  }

  @Test("speakers: several with more than one session, some sessions with two")
  func speakers() {
    let counts = Dictionary(
      sessions.flatMap { $0.speakers.map { ($0.id, 1) } }, uniquingKeysWith: +)
    #expect(counts.count == 28)
    #expect(counts.values.filter { $0 > 1 }.count >= 10)
    #expect(sessions.filter { $0.speakers.count == 2 }.count == 11)
    #expect(sessions.allSatisfy { !$0.speakers.isEmpty })
  }

  @Test("no two sessions of one track overlap, and no speaker is in two places at once")
  func noClashes() {
    var clashes: [String] = []
    for (index, first) in sessions.enumerated() {
      for second in sessions[(index + 1)...] where Self.overlap(first, second) {
        if first.track == second.track {
          clashes.append("track \(first.id)/\(second.id)")
        }
        if !Set(first.speakers).isDisjoint(with: second.speakers) {
          clashes.append("speaker \(first.id)/\(second.id)")
        }
      }
    }
    #expect(clashes == [])
  }

  @Test("a 90-minute workshop partly overlaps shorter talks in other tracks")
  func partialOverlap() throws {
    let workshop = try #require(sessions.first { $0.id == "117" })
    let overlapping = sessions.filter { $0.id != workshop.id && Self.overlap(workshop, $0) }
    #expect(overlapping.map(\.id) == ["114", "115", "116", "118", "119", "120"])
    #expect(
      [workshop.startsAt, workshop.endsAt]
        == ["2027-03-10T13:30:00+09:00", "2027-03-10T15:00:00+09:00"])
    #expect(
      overlapping.allSatisfy { $0.track != workshop.track && $0.startsAt < workshop.endsAt })
  }

  private static func overlap(_ first: SessionBody, _ second: SessionBody) -> Bool {
    first.startsAt < second.endsAt && second.startsAt < first.endsAt
  }
}
