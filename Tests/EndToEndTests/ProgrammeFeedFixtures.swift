/// Small programmes in the frab `schedule.xml` shape that the conference tests serve and add:
/// written for these tests, two days in Europe/Brussels with tracks Go and Rust.
enum ProgrammeFeedFixtures {
  /// One event of the fixture programme.
  struct Event {
    let id: Int
    let day: Int
    let start: String
    let room: String
    let track: String
    let title: String
  }

  /// The programme as first published.
  static let events = [
    Event(id: 101, day: 1, start: "10:00", room: "UD2.218A", track: "Go", title: "Go generics"),
    Event(id: 102, day: 1, start: "10:30", room: "UD2.218A", track: "Go", title: "Go at scale"),
    Event(id: 103, day: 1, start: "10:00", room: "H.1308", track: "Rust", title: "Rust on rails"),
    Event(id: 201, day: 2, start: "11:00", room: "H.1308", track: "Rust", title: "Async rust"),
    Event(id: 202, day: 2, start: "12:00", room: "UD2.218A", track: "Go", title: "Go modules"),
  ]

  /// The programme after a change: 102 moved to room H.1308, 103 cancelled (its title marked,
  /// as producers do), 202 removed.
  static let changedEvents = events.compactMap { event -> Event? in
    if event.id == 202 { return nil }
    if event.id == 103 {
      return Event(
        id: 103, day: 1, start: "10:00", room: "H.1308", track: "Rust",
        title: "CANCELLED: Rust on rails")
    }
    if event.id == 102 {
      return Event(
        id: 102, day: 1, start: "10:30", room: "H.1308", track: "Go", title: "Go at scale")
    }
    return event
  }

  /// `events` as schedule.xml; without `timeZone` the conference names no time zone (as
  /// pentabarf's older exports).
  static func xml(
    _ events: [Event] = events, timeZone: Bool = true, acronym: String = "testconf2026"
  ) -> String {
    var lines = [
      "<?xml version='1.0' encoding='utf-8' ?>", "<schedule>", "  <version>1.0</version>",
      "  <conference>", "    <acronym>\(acronym)</acronym>",
      "    <title>Test Conference 2026</title>", "    <start>2026-02-07</start>",
      "    <end>2026-02-08</end>", "    <days>2</days>",
    ]
    if timeZone {
      lines.append("    <time_zone_name>Europe/Brussels</time_zone_name>")
    }
    lines.append("  </conference>")
    for (day, date) in [(1, "2026-02-07"), (2, "2026-02-08")] {
      lines.append("  <day index=\"\(day)\" date=\"\(date)\">")
      let rooms = Array(Set(events.filter { $0.day == day }.map(\.room))).sorted()
      for room in rooms {
        lines.append("    <room name=\"\(room)\">")
        for event in events where event.day == day && event.room == room {
          lines += [
            "      <event id=\"\(event.id)\" guid=\"00000000-0000-4000-8000-000000000\(event.id)\">",
            "        <start>\(event.start)</start>", "        <duration>00:25</duration>",
            "        <room>\(room)</room>", "        <title>\(event.title)</title>",
            "        <track>\(event.track)</track>", "        <type>talk</type>",
            "        <language>en</language>",
            "        <abstract>&lt;p&gt;About \(event.title).&lt;/p&gt;</abstract>",
            "        <persons><person id=\"\(event.id + 1000)\">Speaker \(event.id)</person></persons>",
            "        <links><link href=\"https://video.example.org/\(event.id).webm\">Video recording</link></links>",
            "      </event>",
          ]
        }
        lines.append("    </room>")
      }
      lines.append("  </day>")
    }
    lines.append("</schedule>")
    return lines.joined(separator: "\n") + "\n"
  }
}
