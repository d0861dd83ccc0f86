import Foundation

/// Turns the properties of a calendar and of its events, as iCalendar (`ICalendarFeedParser`)
/// or pentabarf's xCal (`XCalFeedParser`) give them, into a `FeedDocument` whose events carry
/// their dates (`FeedDocument.isFlat`). The two formats name the same properties; xCal adds
/// pentabarf's own (`PENTABARF:EVENT-ID`, `PENTABARF:SUBTITLE`, `PENTABARF:LANGUAGE-CODE`) and
/// writes its text unescaped, its persons as names (`<attendee>Ada Lovelace</attendee>`) and
/// its durations in forms of its own (pretalx's `0.02500` for 25 minutes).
struct ICalendarEvents {
  /// The zones the document defines (`VTIMEZONE`), by `TZID`.
  var zones: [String: ICalendarZoneRules] = [:]
  /// Whether TEXT values are escaped (iCalendar) or written as they are (xCal).
  var isTextEscaped: Bool

  /// The document of `calendar`'s properties and `events`' (each event's in its order).
  func document(calendar: [ICalendarLine], events: [[ICalendarLine]]) -> FeedDocument {
    var document = FeedDocument()
    document.isFlat = true
    func calendarValue(_ name: String) -> String? {
      calendar.first { $0.name == name }.map { text($0.value) }
    }
    document.title = calendarValue("X-WR-CALNAME") ?? calendarValue("NAME")

    var resolved: [String: Resolution] = [:]
    var unknown: [(zone: String, count: Int)] = []
    var zoneCounts: [String: Int] = [:]
    func resolution(of line: ICalendarLine) -> (text: String, isDate: Bool)? {
      guard let value = ICalendarValue.dateTime(line.value) else { return nil }
      if value.isUTC { return (FeedTime.text(ofLocal: value.localSeconds, offset: 0), false) }
      guard let zoneID = line.parameter("TZID"), !value.isDate else {
        return (FeedTime.text(ofLocal: value.localSeconds, offset: nil), value.isDate)
      }
      let zone = resolved[zoneID] ?? resolve(zoneID)
      resolved[zoneID] = zone
      var offset: Int?
      switch zone {
      case .system(let system):
        offset = FeedTime.offset(ofLocal: value.localSeconds, in: system)
      case .defined(let rules):
        offset = rules.offset(atLocal: value.localSeconds)
      case .unknown:
        if let index = unknown.firstIndex(where: { $0.zone == zoneID }) {
          unknown[index].count += 1
        } else {
          unknown.append((zoneID, 1))
        }
      }
      return (FeedTime.text(ofLocal: value.localSeconds, offset: offset), false)
    }

    let ids = Self.ids(for: events.map { Self.uid(of: $0) })
    for (properties, id) in zip(events, ids) {
      func line(_ name: String) -> ICalendarLine? { properties.first { $0.name == name } }
      func value(_ name: String) -> String? {
        properties.lazy.filter { $0.name == name }.map { text($0.value) }.first { !$0.isEmpty }
      }
      var event = FeedDocument.Event(
        id: value("PENTABARF:EVENT-ID") ?? id,
        title: value("SUMMARY") ?? value("PENTABARF:TITLE"),
        subtitle: value("PENTABARF:SUBTITLE"),
        language: value("PENTABARF:LANGUAGE-CODE") ?? value("PENTABARF:LANGUAGE")
          ?? line("SUMMARY")?.parameter("LANGUAGE"),
        description: value("DESCRIPTION"),
        url: line("URL").map { ProgrammeBuilder.trimmed($0.value) })
      event.track =
        properties.lazy.filter { $0.name == "CATEGORIES" || $0.name == "CATEGORY" }
        .flatMap { isTextEscaped ? ICalendarValue.textList($0.value) : [$0.value] }.first
      event.isCancelled = value("STATUS")?.uppercased() == "CANCELLED"
      event.room = value("LOCATION")
      for person in properties where person.name == "ORGANIZER" || person.name == "ATTENDEE" {
        let kind = person.parameter("CUTYPE")?.uppercased()
        if kind == "ROOM" || kind == "RESOURCE" {
          event.room = event.room ?? person.parameter("CN")
          continue
        }
        guard person.parameter("ROLE")?.uppercased() != "NON-PARTICIPANT" else { continue }
        let written = ProgrammeBuilder.trimmed(text(person.value))
        let isAddress = written.contains(":") || written.contains("@")
        guard let name = person.parameter("CN") ?? (isAddress ? nil : written),
          !name.isEmpty, !event.persons.contains(where: { $0.name == name })
        else { continue }
        event.persons.append(FeedDocument.Person(id: nil, name: name))
      }
      let start = line("DTSTART")
      let startRead = start.flatMap(resolution)
      if let start {
        event.date = startRead?.text ?? start.value
        if let zoneID = start.parameter("TZID"), case .system(let zone)? = resolved[zoneID] {
          zoneCounts[zone.identifier, default: 0] += 1
        }
      }
      if let end = line("DTEND"), let read = resolution(of: end) {
        event.end = read.text
      } else if let duration = line("DURATION") {
        event.duration =
          Self.duration(duration.value).map(ICalendarValue.durationText)
          ?? duration.value
      } else if let end = line("DTEND") {
        event.end = end.value
      } else if start != nil {
        event.duration = ICalendarValue.durationText(startRead?.isDate == true ? 86_400 : 0)
      }
      if line("RRULE") != nil {
        let label = FeedWarning.label(ofEvent: event.id, title: event.title, day: 1)
        document.notes.append(
          FeedWarning(
            description: "\(label) repeats (RRULE): only its first occurrence is listed"))
      }
      document.events.append(event)
    }

    let named = calendarValue("X-WR-TIMEZONE").map(ProgrammeBuilder.trimmed).flatMap {
      $0.isEmpty ? nil : $0
    }
    document.timeZoneName =
      named.map { name in Self.systemZone(name)?.identifier ?? name }
      ?? zoneCounts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    document.notes += unknown.map { zone, count in
      FeedWarning(
        description: "the time zone \(FeedWarning.quoted(zone)) of \(count) "
          + (count == 1 ? "time" : "times") + " is not one this system knows and the calendar "
          + "does not define it: those times are read in the programme's time zone")
    }
    return document
  }

  /// How a `TZID` resolves.
  private enum Resolution {
    case system(TimeZone)
    case defined(ICalendarZoneRules)
    case unknown
  }

  private func resolve(_ zoneID: String) -> Resolution {
    if let zone = Self.systemZone(zoneID) { return .system(zone) }
    if let rules = zones[zoneID] { return .defined(rules) }
    return .unknown
  }

  /// The system's zone an IANA name gives, also when written as a path ending in one
  /// (`/Europe/Berlin`, `/mozilla.org/20050126_1/Europe/Berlin`).
  static func systemZone(_ name: String) -> TimeZone? {
    let trimmed = ProgrammeBuilder.trimmed(name)
    guard !trimmed.isEmpty else { return nil }
    if !trimmed.hasPrefix("/"), let zone = TimeZone(identifier: trimmed) { return zone }
    let parts = trimmed.split(separator: "/")
    for count in [3, 2] where parts.count >= count {
      let candidate = parts.suffix(count).joined(separator: "/")
      if candidate.first?.isUppercase == true, let zone = TimeZone(identifier: candidate) {
        return zone
      }
    }
    return nil
  }

  /// A value as text: unescaped when the format escapes it, trimmed.
  private func text(_ value: String) -> String {
    ProgrammeBuilder.trimmed(isTextEscaped ? ICalendarValue.text(value) : value)
  }

  /// A duration in seconds: RFC 5545's (`PT25M`), `H:MM` or `H:MM:SS`, or pretalx's xCal
  /// `H.0MMSS` (`0.02500` is 25 minutes, `1.03000` an hour and a half: hours written as a
  /// decimal number, then minutes and seconds).
  static func duration(_ value: String) -> Int? {
    let text = ProgrammeBuilder.trimmed(value)
    if let seconds = ICalendarValue.duration(text) ?? FeedTime.duration(from: text[...]) {
      return seconds
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...4).contains(parts[0].count), parts[1].count == 5,
      parts[1].first == "0", let hours = Int(parts[0]), let rest = Int(parts[1]),
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    let minutes = rest / 100
    let seconds = rest % 100
    guard minutes < 60, seconds < 60 else { return nil }
    return hours * 3600 + minutes * 60 + seconds
  }

  /// The event's `UID`, trimmed; `nil` when it has none.
  private static func uid(of properties: [ICalendarLine]) -> String? {
    properties.first { $0.name == "UID" }.map { ProgrammeBuilder.trimmed($0.value) }
      .flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The ids of events with `uids`, short and the same across refreshes: a UID's part before
  /// its `@` (`session-104` of `session-104@conf.example`) unless another event's UID has that
  /// part with another ending, else the whole UID; one longer than
  /// `ProgrammeFeedReader.maximumIDLength` (Outlook's) is `uid-` and a hash of it; an event
  /// without a UID is `event-` and a hash of its position among those without.
  static func ids(for uids: [String?]) -> [String] {
    func localPart(_ uid: String) -> String {
      guard let at = uid.firstIndex(of: "@"), at > uid.startIndex,
        uid.index(after: at) < uid.endIndex
      else { return uid }
      return String(uid[..<at])
    }
    var owners: [String: Set<String>] = [:]
    for uid in uids.compactMap({ $0 }) { owners[localPart(uid), default: []].insert(uid) }
    var missing = 0
    return uids.map { uid in
      guard let uid else {
        missing += 1
        return "event-\(missing)"
      }
      let local = localPart(uid)
      let id = owners[local]?.count == 1 ? local : uid
      guard id.unicodeScalars.count > ProgrammeFeedReader.maximumIDLength else { return id }
      return "uid-" + String(SessionReference.fnv1a(uid), radix: 36)
    }
  }
}
