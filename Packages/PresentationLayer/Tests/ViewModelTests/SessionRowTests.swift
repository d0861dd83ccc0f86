import Domain
import Foundation
import Testing
import ViewModel

struct SessionRowTests {
  @Test
  func writesEveryValueAsText() throws {
    let session = try Fixtures.session(
      "101",
      speakers: [
        Speaker(id: "sp-1", name: "Ada Lovelace", affiliation: "Engines"),
        Speaker(id: "sp-2", name: "Grace Hopper", affiliation: nil),
      ])

    #expect(
      SessionRow(session: session)
        == SessionRow(
          id: "101", day: try ConferenceDay(1), date: "2027-03-10", startTime: "10:00",
          endTime: "10:45", track: "Architecture", title: "Modular apps", room: "Hall A",
          speakers: "Ada Lovelace, Grace Hopper"))
    #expect(SessionRow(session: session).timeRange == "10:00-10:45")
  }

  @Test(
    "a room the programme does not name reads 'no room given' in text and '—' in a cell",
    arguments: ["", " ", "\t", " \n  "])
  func aRoomWithoutAName(room: String) {
    #expect(SessionRow.roomText(room) == "no room given")
    #expect(SessionRow.roomCell(room) == "—")
  }

  @Test("a named room is its name, in text and in a cell", arguments: ["Hall A", " K.1.105", "—"])
  func aNamedRoom(room: String) {
    #expect(SessionRow.roomText(room) == room)
    #expect(SessionRow.roomCell(room) == room)
  }

  @Test
  func usesTheGivenTimeZoneOverTheSessions() throws {
    let row = SessionRow(session: try Fixtures.session("101"), timeZone: .gmt)
    #expect(row.timeRange == "01:00-01:45")
  }
}
