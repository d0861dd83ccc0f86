/// xCal programmes written for the tests: pentabarf's flat layout as frab and pretalx export it
/// (floating times, pretalx's `0.02500` durations, empty `pentabarf:event-id`s), and RFC 6321's.
enum XCalFeeds {
  /// A pentabarf-style document whose calendar holds `events` (`<vevent>` elements), under a
  /// root element named `root`.
  static func pentabarf(_ events: String, root: String = "iCalendar") -> String {
    """
    <?xml version='1.0' encoding='utf-8' ?>
    <\(root) xmlns:pentabarf='http://pentabarf.org' xmlns:xCal='urn:ietf:params:xml:ns:xcal'>
      <vcalendar>
        <version>2.0</version>
        <prodid>-//Pentabarf//Schedule//EN</prodid>
        <x-wr-caldesc></x-wr-caldesc>
        <x-wr-calname>Harbour Days 2030</x-wr-calname>
    \(events)
      </vcalendar>
    </\(root)>
    """
  }

  /// One `<vevent>` as pretalx writes it; `times` holds its `dtstart`, `dtend` and
  /// `duration` elements.
  static func event(
    uid: String, id: String = "", times: String, title: String = "Talk", location: String = "",
    more: String = ""
  ) -> String {
    """
        <vevent>
          <method>PUBLISH</method>
          <uid>\(uid)</uid>
          <pentabarf:event-id>\(id)</pentabarf:event-id>
          <pentabarf:event-slug>harbour-\(uid)</pentabarf:event-slug>
          <pentabarf:title>\(title)</pentabarf:title>
          <pentabarf:subtitle></pentabarf:subtitle>
          <pentabarf:language>English</pentabarf:language>
          <pentabarf:language-code>en</pentabarf:language-code>
          \(times)
          <summary>\(title)</summary>
          <class>PUBLIC</class>
          <status>CONFIRMED</status>
          <location>\(location)</location>
          \(more)
        </vevent>
    """
  }

  /// Harbour Days 2030, floating times (the conference is in New York): a keynote with every
  /// field, talks whose durations are pretalx's and others' own, one whose `dtend` and
  /// duration disagree (the end wins), one with pentabarf's numeric id.
  static let harbour = pentabarf(
    [
      event(
        uid: "KEYNOTE@@harbour.example",
        times: "<dtstart>20300610T090000</dtstart><dtend>20300610T100000</dtend>"
          + "<duration>1.00000</duration>",
        title: "Opening keynote", location: "Main hall",
        more: """
          <pentabarf:subtitle>Why harbours</pentabarf:subtitle>
          <description>Welcome &amp; hello.

          Second paragraph.</description>
          <category>Keynotes</category>
          <url>https://harbour.example/2030/talk/KEYNOTE/</url>
          <attendee>Ada Lovelace [Analytical Engines]</attendee>
          <attendee>Charles Babbage</attendee>
          """),
      event(
        uid: "SHORT@@harbour.example",
        times: "<dtstart>20300610T103000</dtstart>"
          + "<duration>0.02500</duration>",
        title: "Short talk", location: ""),
      event(
        uid: "LONG@@harbour.example", id: "42",
        times: "<dtstart>20300610T110000</dtstart><duration>1.03000</duration>",
        title: "Long talk", location: "Room 2"),
      event(
        uid: "COLON@@harbour.example",
        times: "<dtstart>20300611T090000</dtstart><duration>00:45:00</duration>",
        title: "Colon duration", location: "Room 2"),
      event(
        uid: "ENDS@@harbour.example",
        times: "<dtstart>20300611T100000</dtstart><dtend>20300611T101000</dtend>"
          + "<duration>0.02500</duration>",
        title: "End wins", location: "Room 2"),
    ].joined(separator: "\n"))

  /// RFC 6321's layout: properties in `<properties>`, values in typed elements, a `tzid`
  /// parameter.
  static let rfc6321 = """
    <?xml version="1.0" encoding="utf-8"?>
    <icalendar xmlns="urn:ietf:params:xml:ns:icalendar-2.0">
      <vcalendar>
        <properties>
          <prodid><text>-//Example//EN</text></prodid>
          <x-wr-calname><unknown>Harbour Days 2030</unknown></x-wr-calname>
        </properties>
        <components>
          <vevent>
            <properties>
              <uid><text>talk-1@harbour.example</text></uid>
              <dtstart>
                <parameters><tzid><text>Europe/Berlin</text></tzid></parameters>
                <date-time>2030-06-10T09:00:00</date-time>
              </dtstart>
              <duration><duration>PT45M</duration></duration>
              <summary><text>Nested talk</text></summary>
              <location><text>Hall</text></location>
              <categories><text>Nesting</text></categories>
            </properties>
            <components>
              <valarm><properties><summary><text>Not the talk</text></summary></properties></valarm>
            </components>
          </vevent>
        </components>
      </vcalendar>
    </icalendar>
    """
}
