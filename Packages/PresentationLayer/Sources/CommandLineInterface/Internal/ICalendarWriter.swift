import Domain
import Foundation

/// Writes a schedule as an RFC 5545 iCalendar document: one `VEVENT` per session with a UID
/// that stays the same across exports (so a re-import updates events instead of duplicating
/// them), times in the conference's time zone (`TZID` with its `VTIMEZONE`), the title, room,
/// speakers and a `conf://session/ID` link, and a reminder (`VALARM`) `reminderMinutes` before
/// each. Lines end in CRLF and are folded at 75 octets.
struct ICalendarWriter {
  /// When the document was made (`DTSTAMP`).
  let now: Date
  /// The added conference's name, which the UIDs carry (two conferences may both have a
  /// session `104`, and a calendar must keep their events apart); `nil` for the demo, whose
  /// UIDs stay as they always were, so re-importing its file still updates its events.
  var conferenceName: String?
  /// How many minutes before each session its reminder goes off; `nil` for no reminder.
  var reminderMinutes: Int? = nil

  /// The host part of the UIDs.
  private var uidDomain: String {
    conferenceName.map { "\($0).feeds.conf.swift-harbour.example" } ?? "conf.swift-harbour.example"
  }

  /// The document for `schedule`.
  func document(for schedule: MySchedule) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//conf//conf//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
    ]
    let zones = Set(schedule.entries.map(\.session.timeZone.identifier)).sorted()
    for identifier in zones {
      if let zone = TimeZone(identifier: identifier) {
        lines += Self.timeZone(zone)
      }
    }
    for entry in schedule.entries {
      lines += event(for: entry.session)
    }
    lines.append("END:VCALENDAR")
    return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
  }

  private func event(for session: Session) -> [String] {
    let zone = session.timeZone
    let speakers = session.speakers.map(\.name).joined(separator: ", ")
    let link = "conf://session/\(session.id.rawValue)"
    var description = speakers.isEmpty ? "" : "Speakers: \(speakers)\n"
    description += "Track: \(session.track.name)\n\(link)"
    return [
      "BEGIN:VEVENT",
      "UID:session-\(Self.escaped(session.id.rawValue))@\(uidDomain)",
      "DTSTAMP:\(Self.utc(now))",
      "DTSTART;TZID=\(zone.identifier):\(Self.local(session.startsAt, in: zone))",
      "DTEND;TZID=\(zone.identifier):\(Self.local(session.endsAt, in: zone))",
      "SUMMARY:\(Self.escaped(session.title))",
      "LOCATION:\(Self.escaped(session.room))",
      "DESCRIPTION:\(Self.escaped(description))",
      "URL:\(link)",
    ] + alarm(for: session) + ["END:VEVENT"]
  }

  /// The event's `VALARM`: a display reminder `reminderMinutes` before the start.
  private func alarm(for session: Session) -> [String] {
    guard let minutes = reminderMinutes else { return [] }
    return [
      "BEGIN:VALARM", "ACTION:DISPLAY",
      "DESCRIPTION:\(Self.escaped(session.title))",
      "TRIGGER:-PT\(minutes)M", "END:VALARM",
    ]
  }

  /// A `VTIMEZONE` with one `STANDARD` rule at the zone's current offset (the conference's
  /// zones here have no daylight saving in the conference's months).
  private static func timeZone(_ zone: TimeZone) -> [String] {
    let offset = offset(zone.secondsFromGMT())
    return [
      "BEGIN:VTIMEZONE", "TZID:\(zone.identifier)", "BEGIN:STANDARD",
      "DTSTART:19700101T000000", "TZOFFSETFROM:\(offset)", "TZOFFSETTO:\(offset)",
      "TZNAME:\(zone.abbreviation() ?? zone.identifier)", "END:STANDARD", "END:VTIMEZONE",
    ]
  }

  private static func offset(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let minutes = abs(seconds) / 60
    return sign + two(minutes / 60) + two(minutes % 60)
  }

  private static func two(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// `YYYYMMDDTHHMMSS` in `zone`.
  private static func local(_ date: Date, in zone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return "\(parts.year ?? 0)\(two(parts.month ?? 0))\(two(parts.day ?? 0))T"
      + "\(two(parts.hour ?? 0))\(two(parts.minute ?? 0))\(two(parts.second ?? 0))"
  }

  /// `YYYYMMDDTHHMMSSZ`.
  private static func utc(_ date: Date) -> String {
    local(date, in: .gmt) + "Z"
  }

  /// TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks; other
  /// control characters dropped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `line` folded into lines of at most 75 octets, continuation lines starting with a space,
  /// never splitting a UTF-8 character.
  static func folded(_ line: String) -> String {
    var parts: [String] = []
    var current = ""
    var octets = 0
    for character in line {
      let size = String(character).utf8.count
      let limit = parts.isEmpty ? 75 : 74
      if octets + size > limit {
        parts.append(current)
        current = ""
        octets = 0
      }
      current.append(character)
      octets += size
    }
    parts.append(current)
    return parts.joined(separator: "\r\n ")
  }
}
