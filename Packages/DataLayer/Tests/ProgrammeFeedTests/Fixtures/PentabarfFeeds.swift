/// Feeds shaped like pentabarf's `schedule.xml` (FOSDEM's): local times only, no time zone,
/// HTML in abstracts (escaped in the XML).
enum PentabarfFeeds {
  /// Two days, events grouped in `<room name>`, a day change at 09:00:00, no time zone.
  static let grouped = """
    <?xml version="1.0" encoding="UTF-8"?>
    <schedule>
      <conference>
        <title>Example FOSS Meeting 2030</title>
        <subtitle/>
        <venue>Campus</venue>
        <city>Brussels</city>
        <start>2030-02-02</start>
        <end>2030-02-03</end>
        <days>2</days>
        <day_change>09:00:00</day_change>
        <timeslot_duration>00:05:00</timeslot_duration>
      </conference>
      <day index="1" date="2030-02-02">
        <room name="Main Hall">
          <event id="501">
            <start>09:30</start>
            <duration>00:25</duration>
            <room>Main Hall</room>
            <slug>welcome</slug>
            <title>Welcome</title>
            <subtitle/>
            <track>Keynotes</track>
            <type>keynote</type>
            <language/>
            <abstract>&lt;p&gt;Opening &amp;amp; welcome.&lt;/p&gt;</abstract>
            <description>&lt;p&gt;Opening &amp;amp; welcome.&lt;/p&gt;</description>
            <persons>
              <person id="6">Meeting Staff</person>
            </persons>
            <attachments>
            </attachments>
            <links>
              <link href="https://video.example.org/2030/welcome.webm">Video recording (WebM)</link>
              <link href="https://feedback.example.org/501">Submit feedback</link>
            </links>
          </event>
          <event id="502">
            <start>10:00</start>
            <duration>00:50</duration>
            <room>Main Hall</room>
            <slug>kernels</slug>
            <title>Kernels, then and now</title>
            <subtitle>Twenty years in small steps</subtitle>
            <track>Keynotes</track>
            <type>keynote</type>
            <language/>
            <abstract>&lt;p&gt;What changed.&lt;/p&gt;</abstract>
            <description>&lt;p&gt;We look at:&lt;/p&gt;
    &lt;ul&gt;
    &lt;li&gt;the &lt;em&gt;mailing lists&lt;/em&gt;,&lt;/li&gt;
    &lt;li&gt;the &lt;a href="https://example.org/tree"&gt;source tree&lt;/a&gt;.&lt;/li&gt;
    &lt;/ul&gt;</description>
            <persons>
              <person id="7368">Ada Example</person>
              <person id="7369">Grace Sample</person>
            </persons>
            <attachments>
              <attachment type="slides" href="https://example.org/slides.pdf">Slides</attachment>
            </attachments>
            <links>
            </links>
          </event>
        </room>
        <room name="Room B.1">
          <event id="610">
            <start>10:00</start>
            <duration>00:20</duration>
            <room>Room B.1</room>
            <slug>rust_embedded</slug>
            <title>Rust on tiny boards</title>
            <subtitle/>
            <track>Embedded</track>
            <type>devroom</type>
            <language>en</language>
            <abstract/>
            <description>&lt;p&gt;Blink an LED.&lt;br/&gt;Then more.&lt;/p&gt;</description>
            <persons>
            </persons>
            <attachments>
            </attachments>
            <links>
            </links>
          </event>
        </room>
      </day>
      <day index="2" date="2030-02-03">
        <room name="Room B.1">
          <event id="611">
            <start>17:40</start>
            <duration>01:05</duration>
            <room>Room B.1</room>
            <slug>closing</slug>
            <title>Closing</title>
            <subtitle/>
            <track>Keynotes</track>
            <type>lightningtalk</type>
            <language/>
            <abstract>&lt;p&gt;Bye.&lt;/p&gt;</abstract>
            <description/>
            <persons>
              <person id="6">Meeting Staff</person>
            </persons>
            <attachments>
            </attachments>
            <links>
            </links>
          </event>
        </room>
      </day>
    </schedule>
    """

  /// An older pentabarf shape: events directly in `<day>`, each with its `<room>`, out of
  /// order; the day changes at 04:00, so the 01:30 event is on the next calendar date.
  static let flat = """
    <?xml version="1.0" encoding="UTF-8"?>
    <schedule>
      <conference>
        <title>Night Camp</title>
        <acronym>nightcamp</acronym>
        <day_change>04:00</day_change>
      </conference>
      <day index="1" date="2031-08-09">
        <event id="20">
          <start>01:30</start>
          <duration>00:30</duration>
          <room>Tent</room>
          <title>Late show</title>
          <track></track>
          <type>other</type>
          <abstract>Stars &amp; snacks</abstract>
        </event>
        <event id="3">
          <start>22:00</start>
          <duration>00:45</duration>
          <room>Tent</room>
          <title>Evening talk</title>
          <track>Talks</track>
          <type>talk</type>
        </event>
        <event id="10">
          <start>22:00</start>
          <duration>00:15</duration>
          <room>Field</room>
          <title>Fire</title>
          <track>Talks</track>
          <type>talk</type>
        </event>
        <event id="9">
          <start>22:00</start>
          <duration>00:15</duration>
          <room>Field</room>
          <title>Fire, again</title>
          <track>Talks</track>
          <type>talk</type>
        </event>
      </day>
    </schedule>
    """
}
