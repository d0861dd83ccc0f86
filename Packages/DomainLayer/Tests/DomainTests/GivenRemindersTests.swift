import Domain
import Foundation
import Testing

struct GivenRemindersTests {
  private static let start = Date(timeIntervalSince1970: 1_804_640_400)

  private static func session(_ id: String, at start: Date = start) -> Session {
    Session(
      id: Session.ID(id), title: "Talk", abstract: "", day: .first, startsAt: start,
      endsAt: start + 1_800, timeZone: .gmt, track: Track(name: "Main"), room: "A", level: nil,
      language: "en", speakers: [])
  }

  @Test("a reminder is its session at its start: moved, it reminds again")
  func keyedBySessionAndStart() {
    var given = GivenReminders()
    given.insert(Self.session("101"))

    #expect(given.contains(Self.session("101")))
    #expect(!given.contains(Self.session("101", at: Self.start + 3_600)))
    #expect(!given.contains(Self.session("102")))
  }

  @Test("it keeps the latest given, each once, up to its capacity")
  func bounded() {
    var given = GivenReminders()
    for number in 0..<(GivenReminders.capacity + 20) {
      given.insert(Self.session(String(number)))
    }
    given.insert(Self.session("20"))
    let ids = given.entries.map(\.sessionID.rawValue)

    #expect(ids.count == GivenReminders.capacity)
    #expect(!ids.contains("19"))
    #expect(ids.first == "21")
    #expect(ids.last == "20")
    #expect(ids.filter { $0 == "20" }.count == 1)
  }
}
