/// A feed shaped like frab's and pretalx's `schedule.xml`: guids, a date with an offset per
/// event, a time zone, links, a feedback form.
enum FrabFeeds {
  /// Two days in Europe/Berlin, day change 04:00, one event after midnight.
  static let schedule = """
    <?xml version='1.0' encoding='utf-8' ?>
    <schedule>
      <generator name="pretalx" version="2030.1.0" />
      <version>0.7</version>
      <conference>
        <acronym>ccc30</acronym>
        <title>Chaos Example Congress</title>
        <start>2030-12-27</start>
        <end>2030-12-28</end>
        <days>2</days>
        <timeslot_duration>00:05</timeslot_duration>
        <base_url>https://pretalx.example.org/ccc30/schedule/</base_url>
        <time_zone_name>Europe/Berlin</time_zone_name>
        <day_change>04:00</day_change>
        <track name="Security" color="#ff0000" />
      </conference>
      <day index="1" date="2030-12-27" start="2030-12-27T04:00:00+01:00" end="2030-12-28T03:59:00+01:00">
        <room name="Saal 1" guid="11111111-2222-3333-4444-555555555555">
          <event guid="aaaaaaaa-0000-4000-8000-000000000001" id="1201" code="AB12CD">
            <room>Saal 1</room>
            <title>Breaking things</title>
            <subtitle>safely</subtitle>
            <type>Talk</type>
            <date>2030-12-27T11:00:00+01:00</date>
            <start>11:00</start>
            <duration>00:40</duration>
            <abstract>How to **break** things.

    - carefully
    - with logs</abstract>
            <slug>ccc30-1201-breaking-things</slug>
            <track>Security</track>
            <persons>
              <person id="77" guid="bbbbbbbb-0000-4000-8000-000000000077">Kim Tester</person>
            </persons>
            <language>de</language>
            <description>How to **break** things.

    - carefully
    - with logs</description>
            <recording>
              <license></license>
              <optout>false</optout>
            </recording>
            <links>
              <link href="https://example.org/tools">Tools</link>
              <link href="https://example.org/untitled"></link>
            </links>
            <attachments></attachments>
            <url>https://pretalx.example.org/ccc30/talk/AB12CD/</url>
            <feedback_url>https://pretalx.example.org/ccc30/talk/AB12CD/feedback/</feedback_url>
          </event>
          <event guid="aaaaaaaa-0000-4000-8000-000000000002" id="1202">
            <room>Saal 1</room>
            <title>Night owls</title>
            <subtitle></subtitle>
            <type>Workshop</type>
            <date>2030-12-28T01:30:00+01:00</date>
            <start>01:30</start>
            <duration>01:00</duration>
            <abstract></abstract>
            <track></track>
            <persons>
              <person guid="bbbbbbbb-0000-4000-8000-000000000078">Sam Owl</person>
              <person>Anonymous</person>
            </persons>
            <language>en</language>
            <description>Hands on.</description>
            <links></links>
          </event>
        </room>
        <room name="Saal 2">
          <event guid="aaaaaaaa-0000-4000-8000-000000000003" id="1203">
            <room>Saal 2</room>
            <title>Sunrise</title>
            <type>Talk</type>
            <date>2030-12-27T10:00:00Z</date>
            <start>11:00</start>
            <duration>00:30:00</duration>
            <abstract>Plain.</abstract>
            <track>Art</track>
            <language>en</language>
          </event>
        </room>
      </day>
      <day index="2" date="2030-12-28" start="2030-12-28T04:00:00+01:00" end="2030-12-29T03:59:00+01:00">
        <room name="Saal 2">
          <event guid="aaaaaaaa-0000-4000-8000-000000000004" id="1301">
            <room>Saal 2</room>
            <title>Day two</title>
            <type>Talk</type>
            <date>2030-12-28T12:00:00+01:00</date>
            <start>12:00</start>
            <duration>00:25</duration>
            <abstract></abstract>
            <track>Art</track>
            <language>en</language>
            <url>https://pretalx.example.org/ccc30/talk/DAY2/</url>
          </event>
        </room>
      </day>
    </schedule>
    """
}
