import Foundation
import Testing

/// `conf schedule --ics` for a summer conference added from a published programme, read back by
/// Python's icalendar with nothing but the file's own `VTIMEZONE`.
@Suite("conf schedule --ics for an added conference")
struct CalendarExportEndToEndTests {
  /// A frab `schedule.xml` of a summer conference in Europe/Berlin (UTC+02:00 in August): an
  /// event with its page, a cancelled one whose page address has a space, one without a page.
  private static let programme = """
    <?xml version='1.0' encoding='utf-8' ?>
    <schedule>
      <version>1.0</version>
      <conference>
        <acronym>camp2019</acronym><title>Camp 2019</title>
        <start>2019-08-21</start><end>2019-08-22</end><days>2</days>
        <time_zone_name>Europe/Berlin</time_zone_name>
      </conference>
      <day index="1" date="2019-08-21">
        <room name="Main">
          <event id="1" guid="00000000-0000-4000-8000-000000000001">
            <start>14:00</start><duration>00:30</duration><room>Main</room>
            <title>Opening</title><track>Camp</track><type>talk</type><language>en</language>
            <url>https://events.example.org/camp2019/talk/1/</url>
            <persons><person id="11">Speaker One</person></persons>
          </event>
          <event id="2" guid="00000000-0000-4000-8000-000000000002">
            <start>16:00</start><duration>00:45</duration><room>Main</room>
            <title>CANCELLED: Radio hacking</title><track>Camp</track><type>talk</type>
            <language>en</language><url>https://events.example.org/camp 2019/talk/2/</url>
            <persons><person id="12">Speaker Two</person></persons>
          </event>
        </room>
      </day>
      <day index="2" date="2019-08-22">
        <room name="Tent">
          <event id="3" guid="00000000-0000-4000-8000-000000000003">
            <start>10:00</start><duration>01:00</duration><room>Tent</room>
            <title>Soldering</title><track>Hardware</track><type>workshop</type>
            <language>en</language>
            <persons><person id="13">Speaker Three</person></persons>
          </event>
        </room>
      </day>
    </schedule>

    """

  /// Renames every `TZID` to one icalendar's own time zone database does not know, so only the
  /// file's `VTIMEZONE` can place the times; prints one line per event.
  private static let script = #"""
    import sys, re, zoneinfo, icalendar
    text = open(sys.argv[1], 'rb').read().decode('utf-8')
    text = re.sub(r'\r\n[ \t]', '', text)
    text = re.sub(r'TZID([=:])([^:;\r\n]+)',
                  lambda m: 'TZID' + m.group(1) + 'conf-test-' + m.group(2).replace('/', '-'), text)
    calendar = icalendar.Calendar.from_ical(text)
    for event in calendar.walk('VEVENT'):
        start, end = event.decoded('DTSTART'), event.decoded('DTEND')
        assert not isinstance(start.tzinfo, zoneinfo.ZoneInfo), start.tzinfo
        assert not isinstance(end.tzinfo, zoneinfo.ZoneInfo), end.tzinfo
        alarms = [a.decoded('TRIGGER').total_seconds() for a in event.walk('VALARM')]
        print(event['UID'], int(start.timestamp()), int(end.timestamp()), event['STATUS'],
              event['URL'], alarms)
    """#

  @Test("each session at its true UTC instant, the event page as URL, a cancelled one marked")
  func summerConference() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2019-08-20T10:00:00+02:00"])
    defer { conf.cleanUp() }
    let feed = conf.home.appendingPathComponent("camp2019.xml")
    try Data(Self.programme.utf8).write(to: feed)
    let added = try await conf.run(["conference", "add", feed.path])
    #expect(added.status == 0, "\(added.stderr)")
    for id in ["1", "2", "3"] {
      let bookmarked = try await conf.run(["bookmark", "add", id])
      #expect(bookmarked.status == 0, "\(bookmarked.stderr)")
    }

    let ics = try await conf.run(["schedule", "--ics", "--alarm", "15"])
    #expect(ics.status == 0, "\(ics.stderr)")
    let file = conf.home.appendingPathComponent("schedule.ics")
    try Data(ics.stdout.utf8).write(to: file)
    let read = try await conf.start(executable: try Tools.python(), ["-c", Self.script, file.path])
      .wait()

    #expect(read.status == 0, "\(read.stderr)")
    let domain = "camp2019.feeds.conf.swift-harbour.example"
    #expect(
      read.stdout.split(separator: "\n") == [
        // 2019-08-21 14:00-14:30 in Berlin: 12:00-12:30 UTC.
        "session-1@\(domain) 1566388800 1566390600 CONFIRMED "
          + "https://events.example.org/camp2019/talk/1/ [-900.0]",
        // 16:00-16:45 in Berlin, cancelled: no reminder.
        "session-2@\(domain) 1566396000 1566398700 CANCELLED "
          + "https://events.example.org/camp%202019/talk/2/ []",
        // 2019-08-22 10:00-11:00 in Berlin, no page: its conf:// link.
        "session-3@\(domain) 1566460800 1566464400 CONFIRMED conf://session/3 [-900.0]",
      ])
  }
}
