import Domain
import Foundation

/// Writes a schedule as an RFC 5545 iCalendar document: one `VEVENT` per session with a UID
/// that stays the same across exports (so a re-import updates events instead of duplicating
/// them), times in the conference's time zone (`TZID` with a `VTIMEZONE` that carries the zone's
/// real transitions, see ``ICalendarTimeZone``), the title, room, speakers, the session's own
/// web page (else a `conf://session/ID` link), its status, and a reminder (`VALARM`)
/// `reminderMinutes` before each session that is not cancelled.
///
/// Everything from the programme is encoded for where it goes: TEXT values escaped with their
/// control characters removed, URIs percent-encoded, parameter values quoted, so no value can
/// end a line, add a property or break the document. Lines end in CRLF and are folded at 75
/// octets.
struct ICalendarWriter {
  /// When the document was made (`DTSTAMP`).
  let now: Date
  /// The added conference's name, which the UIDs carry (two conferences may both have a
  /// session `104`, and a calendar must keep their events apart); `nil` for the demo, whose
  /// UIDs stay as they always were, so re-importing its file still updates its events.
  var conferenceName: String?
  /// How many minutes before each session its reminder goes off; `nil` for no reminder.
  var reminderMinutes: Int? = nil

  /// The title of the link that is the session's own web page: what the schedule feed calls
  /// its `url`.
  static let pageLinkTitle = "Event page"

  /// The document for `schedule`.
  func document(for schedule: MySchedule) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//conf//conf//EN",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
    ]
    let sessions = schedule.entries.map(\.session)
    let byZone = Dictionary(grouping: sessions) { $0.timeZone.identifier }
    var zones: [String: ICalendarTimeZone] = [:]
    for (identifier, sessions) in byZone.sorted(by: { $0.key < $1.key }) {
      let times = sessions.flatMap { [$0.startsAt, $0.endsAt] }
      guard let first = sessions.first, let earliest = times.min(), let latest = times.max()
      else { continue }
      let zone = ICalendarTimeZone(zone: first.timeZone, from: earliest, through: latest)
      zones[identifier] = zone
      lines += zone.lines
    }
    for session in sessions {
      let zone =
        zones[session.timeZone.identifier]
        ?? ICalendarTimeZone(
          zone: session.timeZone, from: session.startsAt, through: session.endsAt)
      lines += event(for: session, in: zone)
    }
    lines.append("END:VCALENDAR")
    return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
  }

  /// The event's UID: `session-ID@HOST`, the session's identity and the conference's name
  /// percent-encoded (so two ids never share a UID, and none can break the line). The one
  /// place a UID is made.
  func uid(for session: Session) -> String {
    let host =
      conferenceName.map { "\(Self.percentEncoded($0)).feeds.conf.swift-harbour.example" }
      ?? "conf.swift-harbour.example"
    return "session-\(Self.percentEncoded(session.id.rawValue))@\(host)"
  }

  private func event(for session: Session, in zone: ICalendarTimeZone) -> [String] {
    let speakers = session.speakers.map(\.name).joined(separator: ", ")
    let link = Self.address(of: session)
    var description = speakers.isEmpty ? "" : "Speakers: \(speakers)\n"
    description += "Track: \(session.track.name)\n\(link)"
    return [
      "BEGIN:VEVENT",
      "UID:\(Self.escaped(uid(for: session)))",
      "DTSTAMP:\(ICalendarTimeZone.dateTime(now, offset: 0))Z",
      zone.property("DTSTART", at: session.startsAt),
      zone.property("DTEND", at: session.endsAt),
      "SUMMARY:\(Self.escaped(session.title))",
      "LOCATION:\(Self.escaped(session.room))",
      "DESCRIPTION:\(Self.escaped(description))",
      "URL:\(link)",
      "STATUS:\(session.isCancelled ? "CANCELLED" : "CONFIRMED")",
    ] + alarm(for: session) + ["END:VEVENT"]
  }

  /// The event's `VALARM`: a display reminder `reminderMinutes` before the start; none for a
  /// cancelled session.
  private func alarm(for session: Session) -> [String] {
    guard let minutes = reminderMinutes, !session.isCancelled else { return [] }
    return [
      "BEGIN:VALARM", "ACTION:DISPLAY",
      "DESCRIPTION:\(Self.escaped(session.title))",
      "TRIGGER:-PT\(minutes)M", "END:VALARM",
    ]
  }

  /// The event's `URL`: the session's own web page when it has one, else
  /// `conf://session/ID` with the id percent-encoded.
  static func address(of session: Session) -> String {
    for link in session.links where isPageTitle(link.title) {
      if let address = webAddress(link.address) { return address }
    }
    return "conf://session/\(percentEncoded(session.id.rawValue))"
  }

  /// Whether `title` names the session's own page, in any case, with white space around.
  private static func isPageTitle(_ title: String) -> Bool {
    title.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
      == pageLinkTitle.lowercased()
  }

  /// `address`, without white space around it, as an `http`/`https` URI: the scheme in lower
  /// case, a plain host name (ASCII letters, digits, `-` and `.`, an optional port) as given,
  /// the rest with every byte a URI cannot hold percent-encoded (a `%` that starts no escape
  /// included, and every `#` after the first); `nil` for any other scheme, a host with user
  /// information or other characters, or no host.
  static func webAddress(_ address: String) -> String? {
    let text = address.trimmingCharacters(in: .whitespacesAndNewlines)
    guard
      let scheme = ["https://", "http://"].first(where: { text.lowercased().hasPrefix($0) })
    else { return nil }
    let rest = text.utf8.dropFirst(scheme.utf8.count)
    let authorityEnd =
      rest.firstIndex {
        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
      }
      ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    guard isHostAndPort(authority) else { return nil }
    var result = Array(scheme.utf8) + Array(authority)
    let tail = Array(rest[authorityEnd...])
    var hasFragment = false
    for (index, byte) in tail.enumerated() {
      if byte == UInt8(ascii: "%"), index + 2 < tail.count, isHexDigit(tail[index + 1]),
        isHexDigit(tail[index + 2])
      {
        result.append(byte)
      } else if byte == UInt8(ascii: "#") && !hasFragment {
        hasFragment = true
        result.append(byte)
      } else if isURICharacter(byte) {
        result.append(byte)
      } else {
        result += percentEscape(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `authority` is `host` or `host:port`: a host of ASCII letters, digits, `-` and
  /// `.` that starts with a letter or digit, a port of 1 to 5 digits.
  private static func isHostAndPort(_ authority: Substring.UTF8View.SubSequence) -> Bool {
    let parts = authority.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard let host = parts.first, let first = host.first, parts.count <= 2,
      isAlphanumeric(first),
      host.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
    else { return false }
    guard parts.count == 2 else { return true }
    let port = parts[1]
    return (1...5).contains(port.count) && port.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// Whether `byte` may stand for itself in a URI's path, query or fragment: unreserved,
  /// a sub-delimiter, `:`, `@`, `/` or `?` (RFC 3986 3.3-3.5).
  private static func isURICharacter(_ byte: UInt8) -> Bool {
    isUnreserved(byte) || "!$&'()*+,;=:@/?".utf8.contains(byte)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || "-._~".utf8.contains(byte)
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  private static func percentEscape(_ byte: UInt8) -> [UInt8] {
    let digits = Array("0123456789ABCDEF".utf8)
    return [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
  }

  /// `text` with every UTF-8 byte but the unreserved ones (ASCII letters, digits, `-`, `.`,
  /// `_`, `~`) percent-encoded: one path segment of a URI, or one part of a UID.
  static func percentEncoded(_ text: String) -> String {
    var result: [UInt8] = []
    for byte in text.utf8 {
      if isUnreserved(byte) { result.append(byte) } else { result += percentEscape(byte) }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `scalar` is a control character no output of the programme's text may carry:
  /// C0 and C1 controls, DEL, and the bidirectional embeddings, overrides and isolates (which
  /// would reorder the text around the value).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// TEXT escaping (RFC 5545 3.3.11): backslash, semicolon and comma escaped, each line break
  /// (CR LF, CR, LF, NEL, U+2028, U+2029) written `\n`, other control characters dropped.
  static func escaped(_ text: String) -> String {
    var result = ""
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n" where afterCarriageReturn: continue
      case "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}": result += "\\n"
      case _ where isControl(scalar): continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A parameter value (RFC 5545 3.1): control characters and `"` dropped, quoted when it
  /// holds `;`, `:` or `,`.
  static func parameterValue(_ text: String) -> String {
    let kept = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) && $0 != "\"" }))
    return kept.contains(where: { ";:,".contains($0) }) ? "\"\(kept)\"" : kept
  }

  /// `line` folded into lines of at most 75 octets, continuation lines starting with a space,
  /// never splitting a UTF-8 sequence (a fold may fall inside a character made of several
  /// scalars, which unfolding joins again).
  static func folded(_ line: String) -> String {
    var parts: [String] = []
    var current = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let size = UTF8.width(scalar)
      let limit = parts.isEmpty ? 75 : 74
      if octets + size > limit {
        parts.append(current)
        current = ""
        octets = 0
      }
      current.unicodeScalars.append(scalar)
      octets += size
    }
    parts.append(current)
    return parts.joined(separator: "\r\n ")
  }
}
