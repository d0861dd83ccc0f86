import Domain
import Foundation
import Testing

struct TimetableFiltersTests {
  private static let chloe = Speaker(id: "sp-18", name: "Chloé Dubois", affiliation: nil)
  private static let emily = Speaker(id: "sp-14", name: "Emily Chen", affiliation: nil)
  private static let ada = Speaker(id: "sp-01", name: "ada Lovelace", affiliation: nil)

  private let day = ProgrammeSamples.timetable(
    day: 1, date: "2027-03-10",
    sessions: [
      ProgrammeSamples.session(
        "101", from: "2027-03-10T10:00:00+09:00", to: "2027-03-10T10:40:00+09:00",
        room: "Room D", speakers: [emily, chloe]),
      ProgrammeSamples.session(
        "102", from: "2027-03-10T10:00:00+09:00", to: "2027-03-10T10:40:00+09:00",
        room: "Hall A", speakers: [chloe]),
      ProgrammeSamples.session(
        "103", from: "2027-03-10T10:50:00+09:00", to: "2027-03-10T11:30:00+09:00",
        room: "hall b", speakers: [ada]),
    ])

  @Test
  func listsDistinctRoomsAndSpeakersByName() {
    #expect(day.rooms == ["Hall A", "hall b", "Room D"])
    #expect(day.speakers == [Self.ada, Self.chloe, Self.emily])
  }

  @Test(arguments: [
    ("Hall A", ["102"] as [Session.ID]),
    ("hall a", ["102"]),
    (" HALL  A ", ["102"]),
    ("Ｈａｌｌ Ａ", ["102"]),
    ("Hall", []),
    ("", []),
  ])
  func roomsMatchWholeNamesLoosely(name: String, expected: [Session.ID]) {
    #expect(day.sessions.filter { $0.isHeld(inRoom: name) }.map(\.id) == expected)
  }

  @Test(arguments: [
    ("chloe", ["101", "102"] as [Session.ID]),
    ("Chloé Dubois", ["101", "102"]),
    ("chen", ["101"]),
    ("LOVELACE", ["103"]),
    ("Grace", []),
    ("  ", []),
  ])
  func speakersMatchPartsOfNamesLoosely(name: String, expected: [Session.ID]) {
    #expect(day.sessions.filter { $0.hasSpeaker(named: name) }.map(\.id) == expected)
  }
}
