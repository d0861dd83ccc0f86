/// The smallest feeds that read, to vary one thing at a time in tests of bad input.
enum MinimalFeeds {
  /// A one-day XML feed whose `<day>` tag is `dayTag` and whose day holds `events`.
  static func xml(
    dayTag: String = #"<day index="1" date="2030-01-01">"#, events: String = event(id: "1"),
    prolog: String = #"<?xml version="1.0" encoding="UTF-8"?>"#, head: String = ""
  ) -> String {
    """
    \(prolog)
    <schedule>
      <conference><title>T</title>\(head)</conference>
      \(dayTag)
        <room name="R">
    \(events)
        </room>
      </day>
    </schedule>
    """
  }

  /// One XML event.
  static func event(
    id: String, guid: String? = nil, start: String = "10:00", duration: String = "00:30",
    title: String = "Talk"
  ) -> String {
    let guidAttribute = guid.map { #" guid="\#($0)""# } ?? ""
    return """
      <event id="\(id)"\(guidAttribute)><start>\(start)</start><duration>\(duration)</duration>\
      <title>\(title)</title></event>
      """
  }

  /// A one-day JSON feed whose day is `day` (members of the day object) and whose room holds
  /// `events` (JSON objects, comma-separated).
  static func json(
    day: String = #""index": 1, "date": "2030-01-01""#,
    events: String = #"{"id": 1, "start": "10:00", "duration": "00:30", "title": "Talk"}"#
  ) -> String {
    """
    {"schedule": {"version": "1", "conference": {"title": "T", "acronym": "t",
      "days": [{\(day), "rooms": {"R": [\(events)]}}]}}}
    """
  }
}
