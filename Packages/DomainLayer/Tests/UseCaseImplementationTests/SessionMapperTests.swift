import Domain
import Entity
import Foundation
import Testing
import UseCaseImplementation

struct SessionMapperTests {
  private let mapper = SessionMapper()

  @Test
  func mapsEveryFieldAndShowsTimesAtTheWrittenOffset() throws {
    let session = try mapper.session(from: Fixtures.sessionEntity())
    #expect(session == (try Fixtures.session(timeZone: Fixtures.plusNine)))
  }

  @Test(
    "the track's colour reads from #rrggbb; anything else is no colour",
    arguments: [
      ("#1f77b4", Track.Color(red: 0x1f, green: 0x77, blue: 0xb4)), ("blue", nil), (nil, nil),
    ] as [(String?, Track.Color?)])
  func readsTheTrackColor(text: String?, color: Track.Color?) throws {
    let base = Fixtures.sessionEntity()
    let entity = SessionEntity(
      id: base.id, title: base.title, abstract: base.abstract, day: base.day,
      startsAt: base.startsAt, endsAt: base.endsAt, track: base.track, trackColor: text,
      room: base.room, level: base.level, language: base.language, speakers: base.speakers)

    #expect(try mapper.session(from: entity).track == Track(name: "Architecture", color: color))
  }

  @Test
  func usesTheGivenTimeZoneWhenThereIsOne() throws {
    let session = try mapper.session(from: Fixtures.sessionEntity(), timeZone: Fixtures.tokyo)
    #expect(session == (try Fixtures.session(timeZone: Fixtures.tokyo)))
  }

  @Test(arguments: [
    ("2027-03-10T10:00:00+09:00", 1_804_640_400.0, 32_400),
    ("2027-03-10T01:00:00Z", 1_804_640_400.0, 0),
    ("2027-03-09T20:00:00-05:00", 1_804_640_400.0, -18_000),
    ("2027-03-10T06:30:00+0530", 1_804_640_400.0, 19_800),
    ("2027-03-10T10:00:00.250+09:00", 1_804_640_400.25, 32_400),
  ])
  func readsTimestampsWithAnyOffset(text: String, seconds: Double, offset: Int) throws {
    let entity = Fixtures.sessionEntity(startsAt: text, endsAt: "2027-03-10T23:00:00+09:00")
    let session = try mapper.session(from: entity)
    #expect(session.startsAt == Date(timeIntervalSince1970: seconds))
    #expect(session.timeZone == TimeZone(secondsFromGMT: offset))
  }

  @Test(arguments: [
    "", "2027-03-10", "2027-03-10T10:00:00", "2027-03-10 10:00:00+09:00",
    "2027-03-10T25:00:00+09:00", "2027-03-10T10:60:00+09:00", "2027-02-30T10:00:00+09:00",
    "2027-03-10T10:00:00+9:00", "2027-03-10T10:00:00.+09:00", "2027-03-10T10:00:00+09:00x",
    "next tuesday, probably", "２０２７-03-10T10:00:00+09:00", "2027-03-10T10:00:00+0９:00",
    "2027-3-10T10:00:00+09:00", "2027-03-10T10:00:00+09:00:00", "2027-03-10T10:00:00+",
  ])
  func rejectsMalformedStartTimes(text: String) {
    #expect(
      throws: TimetableError.connectivity(
        .incompatible(reason: "session '104' has an unreadable start time '\(text)'"))
    ) {
      try mapper.session(from: Fixtures.sessionEntity(startsAt: text))
    }
  }

  @Test(arguments: [
    (
      Fixtures.sessionEntity(endsAt: "soon"), "session '104' has an unreadable end time 'soon'"
    ),
    (
      Fixtures.sessionEntity(endsAt: "2027-03-10T09:00:00+09:00"),
      "session '104' has an unreadable end time '2027-03-10T09:00:00+09:00', which is before its"
        + " start"
    ),
    (Fixtures.sessionEntity(day: 0), "session '104' has an unreadable day number 0"),
    (Fixtures.sessionEntity(id: ""), "a session without an id was received"),
  ])
  func rejectsOtherMalformedFields(entity: SessionEntity, reason: String) {
    #expect(throws: TimetableError.connectivity(.incompatible(reason: reason))) {
      try mapper.session(from: entity)
    }
  }

  @Test
  func theLevelIsTheProgrammesWordAndMayBeMissing() throws {
    #expect(
      try mapper.session(from: Fixtures.sessionEntity(level: "expert")).level?.name == "expert")
    #expect(try mapper.session(from: Fixtures.sessionEntity(level: nil)).level == nil)
    #expect(try mapper.session(from: Fixtures.sessionEntity(level: "")).level == nil)
  }

  @Test
  func aDayBeyondTheDemosThreeIsADay() throws {
    #expect(try mapper.session(from: Fixtures.sessionEntity(day: 9)).day.number == 9)
  }

  @Test
  func mapsTheFeedsFields() throws {
    let entity = SessionEntity(
      id: "11235", title: "Go at scale", subtitle: "lessons", abstract: "Text.", day: 2,
      startsAt: "2020-02-02T10:30:00+01:00", endsAt: "2020-02-02T11:00:00+01:00", track: "Go",
      room: "UD2.218A", level: nil, kind: "lightning talk", language: "",
      speakers: [SpeakerEntity(id: "7", name: "Gopher", affiliation: nil)],
      links: [SessionLinkEntity(title: "Slides", url: "https://example.org/s.pdf")],
      isCancelled: true)
    let session = try mapper.session(from: entity)
    #expect(session.subtitle == "lessons")
    #expect(session.kind == "lightning talk")
    #expect(session.links == [SessionLink(title: "Slides", address: "https://example.org/s.pdf")])
    #expect(session.isCancelled)
    #expect(session.level == nil)
  }
}
