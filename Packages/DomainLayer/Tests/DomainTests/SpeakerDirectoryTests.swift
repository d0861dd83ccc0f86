import Domain
import Testing

struct SpeakerDirectoryTests {
  private static let chloe = Speaker(id: "sp-18", name: "Chloé Dubois", affiliation: nil)
  private static let emily = Speaker(id: "sp-14", name: "Emily Chen", affiliation: "Acme")
  private static let emilia = Speaker(id: "sp-15", name: "Emily", affiliation: nil)
  private static let ada = Speaker(id: "sp-01", name: "ada Lovelace", affiliation: nil)

  // Day 2 lists Emily's later session first; session 101 names Chloé twice.
  private let directory = SpeakerDirectory(timetables: [
    ProgrammeSamples.timetable(
      day: 1, date: "2027-03-10",
      sessions: [
        ProgrammeSamples.session(
          "101", from: "2027-03-10T10:00:00+09:00", to: "2027-03-10T10:40:00+09:00",
          speakers: [emily, chloe, chloe]),
        ProgrammeSamples.session(
          "102", from: "2027-03-10T11:00:00+09:00", to: "2027-03-10T11:40:00+09:00",
          speakers: [ada]),
      ]),
    ProgrammeSamples.timetable(
      day: 2, date: "2027-03-11",
      sessions: [
        ProgrammeSamples.session(
          "202", day: 2, from: "2027-03-11T15:00:00+09:00", to: "2027-03-11T15:40:00+09:00",
          speakers: [emily]),
        ProgrammeSamples.session(
          "201", day: 2, from: "2027-03-11T09:00:00+09:00", to: "2027-03-11T09:40:00+09:00",
          speakers: [emily, emilia]),
      ]),
  ])

  @Test
  func listsEverySpeakerOnceByNameWithTheirSessionsAcrossDaysInTimeOrder() {
    #expect(directory.entries.map(\.speaker) == [Self.ada, Self.chloe, Self.emilia, Self.emily])
    #expect(
      directory.entries.map { $0.sessions.map(\.id) } == [
        ["102"], ["101"], ["201"], ["101", "201", "202"],
      ])
    #expect(SpeakerDirectory(timetables: []).entries.isEmpty)
  }

  @Test(arguments: [
    ("chen", ["Emily Chen"]),
    ("CHLOE", ["Chloé Dubois"]),
    ("emil", ["Emily", "Emily Chen"]),
    ("EMILY", ["Emily"]),
    ("Grace", []),
    ("  ", []),
  ])
  func matchesPartsOfNamesLooselyAndAWholeNameAlone(name: String, expected: [String]) {
    #expect(directory.entries(matching: name).map(\.speaker.name) == expected)
  }

}
