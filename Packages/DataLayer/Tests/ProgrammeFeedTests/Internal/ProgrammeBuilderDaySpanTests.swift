import Entity
import Foundation
import ProgrammeFeed
import Testing

/// A conference day is the span its programme gives (`<day start end>`, c3voc JSON's
/// `day_start` and `day_end`): the reader keeps it, in the conference's zone, and ignores with a
/// warning one that cannot be a span of that day.
@Suite("ProgrammeBuilder: day spans")
struct ProgrammeBuilderDaySpanTests {
  private static let congressXML = """
    <schedule><conference><title>Congress</title><acronym>c</acronym>
    <time_zone_name>Europe/Berlin</time_zone_name><day_change>06:00</day_change></conference>
    <day index="1" date="2030-12-27" start="2030-12-27T10:00:00+01:00"
      end="2030-12-28T06:00:00+01:00"><room name="Saal 1">
    <event id="1" guid="00000000-0000-4000-8000-000000000001"><start>23:00</start>
    <duration>00:40</duration><title>Late</title></event>
    <event id="2" guid="00000000-0000-4000-8000-000000000002"><start>01:30</start>
    <duration>01:00</duration><title>Fnord news show</title></event></room></day>
    </schedule>
    """

  @Test("an XML day's start and end are kept, with the sessions after midnight on the day")
  func xmlSpan() throws {
    let read = try ProgrammeFeedReader().programme(from: Data(Self.congressXML.utf8))
    #expect(
      read.conference.days == [
        ConferenceDayEntity(
          day: 1, date: "2030-12-27", start: "2030-12-27T10:00:00+01:00",
          end: "2030-12-28T06:00:00+01:00")
      ])
    #expect(
      read.timetables.flatMap(\.sessions).map(\.startsAt) == [
        "2030-12-27T23:00:00+01:00", "2030-12-28T01:30:00+01:00",
      ])
    #expect(read.warnings == [])
  }

  @Test("wafer's export: a day labelled the day before its events keeps them at their own dates")
  func waferDayLabelledTheDayBefore() throws {
    // DebConf's wafer writes each event's full date; the day it files them under is dated the
    // day before.
    let wafer = """
      <schedule><conference><title>DebConf</title><acronym>debconf30</acronym>
      <time_zone_name>Asia/Kolkata</time_zone_name></conference>
      <day index="1" date="2030-07-20"><room name="Anamudi">
      <event id="10" guid="wafer-10"><date>2030-07-21T10:00:00+05:30</date><start>10:00</start>
      <duration>00:45</duration><title>Opening</title></event>
      <event id="11" guid="wafer-11"><date>2030-07-21T23:30:00+05:30</date><start>23:30</start>
      <duration>01:00</duration><title>Late night</title></event></room></day>
      </schedule>
      """
    let read = try ProgrammeFeedReader().programme(from: Data(wafer.utf8))
    #expect(read.conference.days.map(\.date) == ["2030-07-20"])
    #expect(
      read.timetables.flatMap(\.sessions).map { "\($0.day) \($0.startsAt) \($0.endsAt)" } == [
        "1 2030-07-21T10:00:00+05:30 2030-07-21T10:45:00+05:30",
        "1 2030-07-21T23:30:00+05:30 2030-07-22T00:30:00+05:30",
      ])
    #expect(read.warnings == [])
  }

  @Test("a JSON day's day_start and day_end are kept, written in the conference's zone")
  func jsonSpan() throws {
    let feed = DoorFeeds.json(
      head: #""time_zone_name": "Europe/Berlin""#,
      days: [
        DoorFeeds.day("1", "2030-12-27", DoorFeeds.event("1"))
          + #", "day_start": "2030-12-27T09:00:00Z", "day_end": "2030-12-28T05:00:00Z""#
      ])
    let read = try ProgrammeFeedReader().programme(from: Data(feed.utf8))
    #expect(
      read.conference.days == [
        ConferenceDayEntity(
          day: 1, date: "2030-12-27", start: "2030-12-27T10:00:00+01:00",
          end: "2030-12-28T06:00:00+01:00")
      ])
  }

  @Test(
    "a span that cannot be the day's is ignored with a warning; the day change decides",
    arguments: [
      ("2030-12-28T06:00:00+01:00", "2030-12-27T10:00:00+01:00"),  // ends before it starts
      ("2030-12-27T10:00:00+01:00", "2031-01-05T10:00:00+01:00"),  // over two days
      ("2031-02-01T10:00:00+01:00", "2031-02-01T20:00:00+01:00"),  // another month
      ("2030-12-27T10:00:00", "2030-12-28T06:00:00"),  // no offsets
      ("tomorrow", "2030-12-28T06:00:00+01:00"),
    ])
  func unusableSpan(start: String, end: String) throws {
    let feed = Self.congressXML.replacing(
      #"start="2030-12-27T10:00:00+01:00""#, with: #"start="\#(start)""#
    ).replacing(#"end="2030-12-28T06:00:00+01:00""#, with: #"end="\#(end)""#)
    let read = try ProgrammeFeedReader().programme(from: Data(feed.utf8))
    #expect(read.conference.days == [ConferenceDayEntity(day: 1, date: "2030-12-27")])
    #expect(
      read.warnings.map(\.description) == [
        "day 1's start and end ('\(start)' to '\(end)') do not make a span of that day: the "
          + "day change decides its hours"
      ])
  }
}
