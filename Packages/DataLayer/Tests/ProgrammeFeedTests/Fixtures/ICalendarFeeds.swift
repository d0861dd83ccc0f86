import Foundation

/// iCalendar programmes written for the tests, one quirk of real exporters at a time (no real
/// conference's file is copied).
enum ICalendarFeeds {
  /// `lines` joined by `ending`, with one after the last.
  static func document(_ lines: [String], ending: String = "\r\n") -> String {
    lines.joined(separator: ending) + ending
  }

  /// `lines` as a calendar: `BEGIN:VCALENDAR`, its head, `lines`, `END:VCALENDAR`.
  static func calendar(_ lines: [String], head: [String] = []) -> [String] {
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//conf tests//harbour//EN"] + head + lines
      + ["END:VCALENDAR"]
  }

  /// One event: `UID`, `DTSTART`, `DTEND` or `DURATION` (each a whole line), then `more`.
  static func event(
    uid: String, start: String, end: String? = nil, summary: String = "Talk",
    more: [String] = []
  ) -> [String] {
    ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20300101T000000Z", start] + (end.map { [$0] } ?? [])
      + ["SUMMARY:\(summary)"] + more + ["END:VEVENT"]
  }

  /// Europe/Berlin's rules since 1996 as exporters write them: the last Sunday of March and of
  /// October, under `tzid`.
  static func berlin(tzid: String = "Europe/Berlin") -> [String] {
    [
      "BEGIN:VTIMEZONE", "TZID:\(tzid)",
      "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
      "DTSTART:19810329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
      "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
      "DTSTART:19961027T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
      "END:VTIMEZONE",
    ]
  }

  /// Harbour Days 2030 in Berlin (June: UTC+02:00), two days, showing what exporters write:
  /// a `VTIMEZONE`, times with a `TZID` and in UTC, `DTEND` and `DURATION`, parameters on
  /// any property, escaped text and HTML, categories, organizer and attendees, a link, a
  /// cancelled session, a lunch without a location and with a reminder, and a meetup whose
  /// UID comes twice.
  static let harbour = calendar(
    berlin()
      + event(
        uid: "keynote@harbour.example", start: "DTSTART;TZID=Europe/Berlin:20300610T090000",
        end: "DTEND;TZID=Europe/Berlin:20300610T100000", summary: "Opening keynote",
        more: [
          "LOCATION;CHARSET=UTF-8;LANGUAGE=en:Main hall",
          "CATEGORIES;X-SOURCE=\"export;v2\":Keynotes,Community",
          #"DESCRIPTION:<p>Welcome\, everyone!<br>See <a href="https://harbour.example/">the "#
            + #"site</a>.</p>"#,
          "ORGANIZER;CN=\"Lovelace, Ada\":mailto:ada@harbour.example",
          "ATTENDEE;ROLE=REQ-PARTICIPANT;CN=Charles Babbage:mailto:charles@harbour.example",
          "ATTENDEE;CUTYPE=ROOM;CN=Main hall:mailto:hall@harbour.example",
          "ATTENDEE;ROLE=NON-PARTICIPANT;CN=Press desk:mailto:press@harbour.example",
          "URL;VALUE=URI:https://harbour.example/talks/keynote",
        ])
      + event(
        uid: "workshop@harbour.example", start: "DTSTART:20300610T080000Z",
        end: "DURATION:PT1H30M", summary: #"Swift\; hands on\, all day? No: 90 minutes"#,
        more: [
          #"LOCATION:Room 2\, upstairs"#, "CATEGORIES:Workshops", "STATUS:CANCELLED",
          #"DESCRIPTION:Bring a laptop.\nIt needs C:\\Swift\\bin\\n on its path."#,
        ])
      + event(
        uid: "lunch@harbour.example", start: "DTSTART;TZID=Europe/Berlin:20300610T120000",
        end: "DURATION:PT1H", summary: "Lunch",
        more: [
          "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder, not the lunch's",
          "TRIGGER:-PT10M", "END:VALARM",
        ])
      + event(
        uid: "meetup@harbour.example", start: "DTSTART;TZID=Europe/Berlin:20300610T190000",
        end: "DTEND;TZID=Europe/Berlin:20300610T200000", summary: "Evening meetup",
        more: ["LOCATION:Café Ü"])
      + event(
        uid: "meetup@harbour.example", start: "DTSTART;TZID=Europe/Berlin:20300611T190000",
        end: "DTEND;TZID=Europe/Berlin:20300611T200000", summary: "Evening meetup",
        more: ["LOCATION:Café Ü"])
      + event(
        uid: "closing@harbour.example", start: "DTSTART;TZID=Europe/Berlin:20300611T160000",
        end: "DTEND;TZID=Europe/Berlin:20300611T163000", summary: "Closing",
        more: ["LOCATION:Main hall", "CATEGORIES:Community"]),
    head: ["X-WR-CALNAME:Harbour Days 2030", "METHOD:PUBLISH"])

  /// `harbour` without its `VTIMEZONE`: the `TZID` is an IANA name this system knows.
  static let harbourWithoutZone = harbour.filter { !berlin().contains($0) }

  /// `text`'s UTF-8 with every line longer than `width` octets folded at `width` octets (a
  /// fold may split a character's bytes), with `ending` and a space.
  static func foldedOctets(_ text: String, width: Int, ending: String = "\r\n") -> Data {
    var output = Data()
    for line in text.components(separatedBy: "\r\n") where !line.isEmpty {
      let bytes = Array(line.utf8)
      var start = 0
      while start < bytes.count {
        let size = start == 0 ? width : width - 1
        if start > 0 { output.append(contentsOf: Array(ending.utf8) + [0x20]) }
        output.append(contentsOf: bytes[start..<min(start + size, bytes.count)])
        start += size
      }
      output.append(contentsOf: Array(ending.utf8))
    }
    return output
  }

  /// `text` with every line longer than `width` characters folded at `width` characters (as
  /// the biweekly library writes), with CR LF and a space.
  static func foldedCharacters(_ text: String, width: Int) -> String {
    text.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { line in
      var parts: [String] = []
      var rest = Substring(line)
      while !rest.isEmpty {
        let size = parts.isEmpty ? width : width - 1
        parts.append(String(rest.prefix(size)))
        rest = rest.dropFirst(size)
      }
      return parts.joined(separator: "\r\n ")
    }.joined(separator: "\r\n") + "\r\n"
  }
}
