import Entity
import Testing

struct ConferenceEntityTests {
  @Test("a description saved before unscheduled sessions were kept decodes without them")
  func decodesAnOlderCopy() throws {
    let json =
      #"{"acronym":"a","day_change":null,"days":[{"date":"2030-09-10","day":1}],"#
      + #""time_zone":"Asia/Tokyo","title":"T"}"#

    #expect(
      try decode(ConferenceEntity.self, from: json)
        == ConferenceEntity(
          title: "T", acronym: "a", timeZone: "Asia/Tokyo", dayChange: nil,
          days: [ConferenceDayEntity(day: 1, date: "2030-09-10")]))
  }

  @Test("unscheduled sessions are written under `unscheduled` and read back")
  func roundTripsTheUnscheduledSessions() throws {
    let conference = ConferenceEntity(
      title: "T", acronym: "a", timeZone: "Asia/Tokyo", dayChange: nil,
      days: [ConferenceDayEntity(day: 1, date: "2030-09-10")],
      unscheduled: [
        UnscheduledSessionEntity(
          id: "u1", title: "Later", abstract: "", track: "", room: nil,
          speakers: [SpeakerEntity(id: "s1", name: "Ada", affiliation: nil)])
      ])
    let json =
      #"{"acronym":"a","days":[{"date":"2030-09-10","day":1}],"#
      + #""time_zone":"Asia/Tokyo","title":"T","unscheduled":[{"abstract":"","id":"u1","#
      + #""speakers":[{"id":"s1","name":"Ada"}],"title":"Later","track":""}]}"#

    #expect(try canonicalJSON(conference) == json)
    #expect(try decode(ConferenceEntity.self, from: json) == conference)
  }
}
