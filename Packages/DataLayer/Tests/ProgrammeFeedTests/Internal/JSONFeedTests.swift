import Entity
import Foundation
import ProgrammeFeed
import Testing

@Suite("JSONFeed")
struct JSONFeedTests {
  @Test("a pretalx schedule.json: rooms as keys, ids as numbers or text, nulls, links")
  func pretalx() throws {
    let read = try programme(PretalxJSONFeeds.schedule)

    #expect(
      read
        == FeedProgramme(
          conference: ConferenceEntity(
            title: "Demo Conference", acronym: "demo30", timeZone: "Europe/Amsterdam",
            dayChange: nil,
            days: [
              // pretalx ends a day at 03:59; it runs up to the next day's 04:00 start.
              ConferenceDayEntity(
                day: 1, date: "2030-06-10", start: "2030-06-10T04:00:00+02:00",
                end: "2030-06-11T04:00:00+02:00"),
              ConferenceDayEntity(
                day: 2, date: "2030-06-11", start: "2030-06-11T04:00:00+02:00",
                end: "2030-06-12T03:59:00+02:00"),
            ]),
          timetables: [
            TimetableEntity(
              day: 1, date: "2030-06-10", timeZone: "Europe/Amsterdam",
              sessions: [
                SessionEntity(
                  id: "31", title: "Markdown all the way", subtitle: nil,
                  abstract: "# Why\n\nBecause *text* stays.\n\n- a\n- b", day: 1,
                  startsAt: "2030-06-10T09:00:00+02:00", endsAt: "2030-06-10T10:30:00+02:00",
                  track: "Docs", room: "Blue Room", level: nil, kind: "Talk", language: "en",
                  speakers: [
                    SpeakerEntity(id: "8", name: "Lee Writer", affiliation: nil),
                    SpeakerEntity(
                      id: "e0000000-0000-4000-8000-000000000009", name: "Max Guid",
                      affiliation: nil),
                  ],
                  links: [
                    SessionLinkEntity(title: "Spec", url: "https://example.org/spec"),
                    SessionLinkEntity(
                      title: "https://example.org/plain", url: "https://example.org/plain"),
                    SessionLinkEntity(
                      title: "Event page", url: "https://pretalx.example.org/demo/talk/QWERTY/"),
                    SessionLinkEntity(
                      title: "Feedback",
                      url: "https://pretalx.example.org/demo/talk/QWERTY/feedback/"),
                  ]),
                SessionEntity(
                  id: "32", title: "Same time, other room", subtitle: nil,
                  abstract: "Short & sweet.\n\nLonger.", day: 1,
                  startsAt: "2030-06-10T09:00:00+02:00", endsAt: "2030-06-10T09:30:00+02:00",
                  track: "", room: "Green Room", level: nil, kind: "Lightning Talk",
                  language: "",
                  speakers: [
                    SpeakerEntity(id: "Nobody Numbered", name: "Nobody Numbered", affiliation: nil)
                  ]),
              ], rooms: ["Blue Room", "Green Room"]),
            TimetableEntity(
              day: 2, date: "2030-06-11", timeZone: "Europe/Amsterdam",
              sessions: [
                SessionEntity(
                  id: "40", title: "Workshop", subtitle: "Bring a laptop", abstract: "Hands on.",
                  day: 2, startsAt: "2030-06-11T14:15:00+02:00",
                  endsAt: "2030-06-11T15:00:00+02:00", track: "Docs", room: "Blue Room",
                  level: nil, kind: "Workshop", language: "nl", speakers: [],
                  links: [
                    SessionLinkEntity(
                      title: "Event page", url: "https://pretalx.example.org/demo/talk/ASDFGH/")
                  ])
              ], rooms: ["Blue Room"]),
          ]))
  }

  @Test("the day index may be text, members may be missing or null")
  func lenient() throws {
    let feed = MinimalFeeds.json(
      day: #""index": "1", "date": "2030-01-01", "day_start": null"#,
      events: #"""
        {"id": "7", "guid": null, "date": null, "start": "10:00", "duration": "0:45",
         "title": null, "persons": [{"public_name": "P", "id": null}], "links": null}
        """#)

    #expect(
      try programme(feed, timeZone: "UTC").timetables
        == [
          TimetableEntity(
            day: 1, date: "2030-01-01", timeZone: "UTC",
            sessions: [
              SessionEntity(
                id: "7", title: "", abstract: "", day: 1, startsAt: "2030-01-01T10:00:00+00:00",
                endsAt: "2030-01-01T10:45:00+00:00", track: "", room: "R", level: nil,
                language: "", speakers: [SpeakerEntity(id: "P", name: "P", affiliation: nil)])
            ], rooms: ["R"])
        ])
  }

  @Test("a congress feed as c3voc writes it: offsets, links, attachments, persons, nulls")
  func congress() throws {
    let read = try programme(DoorFeeds.congress)

    #expect(
      read
        == FeedProgramme(
          conference: ConferenceEntity(
            title: "Congress", acronym: "c30", timeZone: "GMT+0100", dayChange: "04:00",
            days: [ConferenceDayEntity(day: 1, date: "2030-12-27")]),
          timetables: [
            TimetableEntity(
              day: 1, date: "2030-12-27", timeZone: "GMT+0100",
              sessions: [
                SessionEntity(
                  id: "11", title: "Opening", abstract: "", day: 1,
                  startsAt: "2030-12-27T11:00:00+01:00", endsAt: "2030-12-27T11:40:00+01:00",
                  track: "", room: "Saal 1", level: nil, language: "",
                  speakers: [
                    SpeakerEntity(id: "1", name: "Pat Public", affiliation: nil),
                    SpeakerEntity(id: "Nia Name", name: "Nia Name", affiliation: nil),
                    SpeakerEntity(id: "3", name: "Fay Full", affiliation: nil),
                    SpeakerEntity(id: "Sol String", name: "Sol String", affiliation: nil),
                  ],
                  links: [
                    SessionLinkEntity(
                      title: "https://example.org/a", url: "https://example.org/a"),
                    SessionLinkEntity(title: "B", url: "https://example.org/b"),
                    SessionLinkEntity(title: "Slides", url: "https://example.org/slides.pdf"),
                  ]),
                SessionEntity(
                  id: "14", title: "All day", abstract: "", day: 1,
                  startsAt: "2030-12-27T11:00:00+01:00", endsAt: "2030-12-27T23:00:00+01:00",
                  track: "", room: "Saal 3", level: nil, language: "", speakers: []),
                SessionEntity(
                  id: "16", title: "Zero", abstract: "", day: 1,
                  startsAt: "2030-12-27T12:00:00+01:00", endsAt: "2030-12-27T12:00:00+01:00",
                  track: "", room: "Saal 3", level: nil, language: "", speakers: []),
                SessionEntity(
                  id: "15", title: "Midnight", abstract: "", day: 1,
                  startsAt: "2030-12-27T23:30:00+01:00", endsAt: "2030-12-28T00:30:00+01:00",
                  track: "", room: "Saal 3", level: nil, language: "", speakers: []),
                SessionEntity(
                  id: "12", title: "Night", abstract: "", day: 1,
                  startsAt: "2030-12-28T01:30:00+01:00", endsAt: "2030-12-28T02:30:00+01:00",
                  track: "", room: "Saal 1", level: nil, language: "", speakers: []),
              ], rooms: ["Saal 1", "Saal 3"])
          ],
          warnings: [
            FeedWarning(
              description: "the schedule names no time zone: times are shown at GMT+0100, the most "
                + "common of the 2 UTC offsets its events give (conference add --time-zone names "
                + "the zone)"),
            FeedWarning(
              description: "event 13 ('Broken') is left out: it holds a value of the wrong type "
                + "at persons"),
          ]))
  }

  @Test("the conference's track colours reach their tracks' sessions; a bad colour is left out")
  func trackColors() throws {
    let feed = DoorFeeds.json(
      head: #"""
        "time_zone_name": "UTC", "tracks": [{"name": "Security", "color": "#1F77B4"},
          {"name": "Docs", "color": "#0a0"}, {"name": "Odd", "color": "blue"}, {"color": "#fff"}]
        """#,
      days: [
        DoorFeeds.day(
          "1", "2030-01-01", DoorFeeds.event("1", extra: #""track": "Security""#),
          DoorFeeds.event("2", start: "11:00", extra: #""track": " Docs ""#),
          DoorFeeds.event("3", start: "12:00", extra: #""track": "Odd""#),
          DoorFeeds.event("4", start: "13:00"))
      ])

    let sessions = try programme(feed).timetables.flatMap(\.sessions)

    #expect(sessions.map(\.track) == ["Security", "Docs", "Odd", ""])
    #expect(sessions.map(\.trackColor) == ["#1f77b4", "#00aa00", nil, nil])
  }

  @Test("a track list of another shape costs the colours only")
  func malformedTrackList() throws {
    let feed = DoorFeeds.json(
      head: ##""time_zone_name": "UTC", "tracks": {"Security": "#1f77b4"}"##,
      days: [DoorFeeds.day("1", "2030-01-01", DoorFeeds.event("1", extra: #""track": "Security""#))]
    )

    #expect(try programme(feed).timetables.flatMap(\.sessions).map(\.trackColor) == [nil])
  }

  @Test("an event that is not an object is left out; a number where text is expected is text")
  func oddValues() throws {
    let feed = MinimalFeeds.json(
      events: #""talk", {"id": 2.5, "start": "10:00", "duration": "00:30", "title": 7}"#)
    let read = try programme(feed, timeZone: "UTC")
    #expect(read.timetables.flatMap(\.sessions).map { [$0.id, $0.title] } == [["2.5", "7"]])
    #expect(
      read.warnings.map(\.description) == ["an event of day 1 is left out: it is not an object"])
  }

  @Test(
    "a feed breaking a rule of the format is refused, naming what is wrong",
    arguments: [
      (MinimalFeeds.json(day: #""date": "2030-01-01""#), .dayWithoutIndex(position: 1)),
      (MinimalFeeds.json(day: #""index": 2, "date": null"#), .dayWithoutDate(day: 2)),
      (
        MinimalFeeds.json(events: #"{"id": 1234, "start": "10:00", "duration": "1h"}"#),
        .invalidDuration(id: "1234", duration: "1h")
      ),
      (
        MinimalFeeds.json(events: #"{"start": "10:00", "duration": "00:30"}"#),
        .eventWithoutID(day: 1)
      ),
      (
        MinimalFeeds.json(events: #"{"id": 1, "start": [10], "duration": "00:30"}"#),
        .malformedJSON(
          reason: "a value of the wrong type at schedule.conference.days.0.rooms.R.0.start")
      ),
      ("{\"schedule\": {\"conference\": ", .malformedJSON(reason: "not JSON")),
      ("{\"version\": \"1\"}", .missing("\"schedule\"")),
      ("{\"schedule\": {\"version\": \"1\"}}", .missing("\"conference\"")),
    ] as [(String, ProgrammeFeedError)])
  func refused(feed: String, expected: ProgrammeFeedError) {
    #expect(failure(feed) == expected)
  }
}
