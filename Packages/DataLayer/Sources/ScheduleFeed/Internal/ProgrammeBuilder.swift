import Entity
import Foundation

/// Applies the format's rules to a `FeedDocument` and maps it into entities: the time zone
/// (the caller's, else the feed's), days with a unique positive index and a date, events with
/// a unique id and guid, a start and a duration, times rendered with the zone's offset.
enum ProgrammeBuilder {
  /// The programme of `document`; `timeZone` replaces the feed's zone when given.
  static func programme(
    of document: FeedDocument, timeZone override: String?
  ) throws(ScheduleFeedError) -> FeedProgramme {
    let zoneName = (override ?? document.timeZoneName).map(trimmed) ?? ""
    guard !zoneName.isEmpty else { throw .noTimeZone }
    guard let zone = TimeZone(identifier: zoneName) else { throw .unknownTimeZone(zoneName) }
    let dayChange = try dayChange(of: document)

    var days: [(index: Int, date: FeedTime.CivilDate, events: [FeedDocument.Event])] = []
    var indices: Set<Int> = []
    for day in document.days {
      guard let indexText = day.index.map(trimmed) else {
        throw .dayWithoutIndex(position: day.position)
      }
      guard let index = Int(indexText), index > 0 else {
        throw .invalidDayIndex(position: day.position, index: indexText)
      }
      guard indices.insert(index).inserted else { throw .duplicateDay(index) }
      guard let dateText = day.date.map(trimmed), !dateText.isEmpty else {
        throw .dayWithoutDate(day: index)
      }
      guard let date = FeedTime.date(from: dateText[...]) else {
        throw .invalidDayDate(day: index, date: dateText)
      }
      days.append((index, date, day.events))
    }
    days.sort { $0.index < $1.index }

    var ids: Set<String> = []
    var guids: Set<String> = []
    var timetables: [TimetableEntity] = []
    for day in days {
      var sessions: [(start: Int, session: SessionEntity)] = []
      for event in day.events {
        guard let id = event.id.map(trimmed), !id.isEmpty else {
          throw .eventWithoutID(day: day.index)
        }
        guard ids.insert(id).inserted else { throw .duplicateEvent(id: id) }
        if let guid = event.guid.map(trimmed), !guid.isEmpty {
          guard guids.insert(guid.lowercased()).inserted else { throw .duplicateGUID(guid) }
        }
        let start = try start(of: event, id: id, on: day.date, dayChange: dayChange, in: zone)
        let duration = try duration(of: event, id: id)
        sessions.append(
          (start, session(of: event, id: id, day: day.index, from: start, for: duration, in: zone)))
      }
      sessions.sort { first, second in
        if first.start != second.start { return first.start < second.start }
        if first.session.room != second.session.room {
          return first.session.room < second.session.room
        }
        return isOrdered(first.session.id, before: second.session.id)
      }
      timetables.append(
        TimetableEntity(
          day: day.index, date: day.date.text, timeZone: zoneName, sessions: sessions.map(\.session)
        ))
    }
    let conference = ConferenceEntity(
      title: trimmed(document.title ?? ""), acronym: trimmed(document.acronym ?? ""),
      timeZone: zoneName, dayChange: dayChange.map(hoursAndMinutes),
      days: days.map { ConferenceDayEntity(day: $0.index, date: $0.date.text) })
    return FeedProgramme(conference: conference, timetables: timetables)
  }

  /// The day change in seconds after midnight; `nil` when absent or midnight.
  private static func dayChange(of document: FeedDocument) throws(ScheduleFeedError) -> Int? {
    guard let text = document.dayChange.map(trimmed), !text.isEmpty else { return nil }
    guard let seconds = FeedTime.seconds(from: text[...], maximumHours: 24) else {
      throw .invalidDayChange(text)
    }
    return seconds == 0 ? nil : seconds
  }

  /// The event's start, seconds since the epoch: its `date` when it has one, else its day's
  /// date and its `start` in the zone, on the next calendar date when `start` is before the
  /// day change (a 01:30 event of a day whose programme changes days at 04:00).
  private static func start(
    of event: FeedDocument.Event, id: String, on date: FeedTime.CivilDate, dayChange: Int?,
    in zone: TimeZone
  ) throws(ScheduleFeedError) -> Int {
    if let text = event.date.map(trimmed), !text.isEmpty {
      guard let stamp = FeedTime.stamp(from: text[...]) else {
        throw .invalidDate(id: id, date: text)
      }
      if let offset = stamp.offset { return stamp.localSeconds - offset }
      return FeedTime.instant(ofLocalSeconds: stamp.localSeconds, in: zone)
    }
    guard let text = event.start.map(trimmed), !text.isEmpty else {
      throw .eventWithoutStart(id: id)
    }
    guard let time = FeedTime.seconds(from: text[...], maximumHours: 24) else {
      throw .invalidStart(id: id, start: text)
    }
    let days = date.daysSinceEpoch + (dayChange.map { time < $0 } == true ? 1 : 0)
    return FeedTime.instant(ofLocalSeconds: days * 86_400 + time, in: zone)
  }

  private static func duration(of event: FeedDocument.Event, id: String) throws(ScheduleFeedError)
    -> Int
  {
    guard let text = event.duration.map(trimmed), !text.isEmpty else {
      throw .eventWithoutDuration(id: id)
    }
    guard let seconds = FeedTime.seconds(from: text[...], maximumHours: 1000) else {
      throw .invalidDuration(id: id, duration: text)
    }
    return seconds
  }

  private static func session(
    of event: FeedDocument.Event, id: String, day: Int, from start: Int, for duration: Int,
    in zone: TimeZone
  ) -> SessionEntity {
    let room = nonEmpty(event.room) ?? nonEmpty(event.roomGroup) ?? ""
    return SessionEntity(
      id: id, title: trimmed(event.title ?? ""), subtitle: nonEmpty(event.subtitle),
      abstract: abstract(of: event), day: day,
      startsAt: FeedTime.text(ofInstant: start, in: zone),
      endsAt: FeedTime.text(ofInstant: start + duration, in: zone),
      track: nonEmpty(event.track) ?? "", room: room, level: nil, kind: nonEmpty(event.type),
      language: nonEmpty(event.language) ?? "",
      speakers: event.persons.map { person in
        SpeakerEntity(id: nonEmpty(person.id) ?? person.name, name: person.name, affiliation: nil)
      },
      links: links(of: event), isCancelled: isCancelled(title: event.title ?? "") ? true : nil)
  }

  /// Whether a title marks its event cancelled. The format has no field for it, so producers
  /// mark the title: `CANCELLED: …`, `Cancelled - …`, `[CANCELLED] …` or `(cancelled) …`, the
  /// word first (FOSDEM's and pretalx organisers' habit); a title merely containing it is not.
  static func isCancelled(title: String) -> Bool {
    var text = Substring(trimmed(title))
    while let first = text.first, "[(".contains(first) {
      text = text.dropFirst()
    }
    let word = "cancelled"
    guard text.count >= word.count,
      text.prefix(word.count).lowercased() == word || text.prefix(8).lowercased() == "canceled"
    else { return false }
    let rest = text.dropFirst(text.prefix(8).lowercased() == "canceled" ? 8 : word.count)
    return rest.first.map { !$0.isLetter } ?? true
  }

  /// The abstract's plain text, then the description's after a blank line when both are
  /// given and differ.
  private static func abstract(of event: FeedDocument.Event) -> String {
    PlainText.combined(abstract: event.abstract ?? "", description: event.description ?? "")
  }

  /// The event's links in the feed's order (a link without a title is titled with its
  /// address), then its `url` (`Event page`) and `feedback_url` (`Feedback`) unless already
  /// listed; `nil` for none.
  private static func links(of event: FeedDocument.Event) -> [SessionLinkEntity]? {
    var links: [SessionLinkEntity] = []
    func add(title: String, url: String?) {
      guard let url = nonEmpty(url), !links.contains(where: { $0.url == url }) else { return }
      links.append(SessionLinkEntity(title: nonEmpty(title) ?? url, url: url))
    }
    for link in event.links { add(title: link.title, url: link.url) }
    add(title: "Event page", url: event.url)
    add(title: "Feedback", url: event.feedbackURL)
    return links.isEmpty ? nil : links
  }

  /// Numeric ids in numeric order, others (and mixed) as text.
  private static func isOrdered(_ first: String, before second: String) -> Bool {
    if let firstNumber = Int(first), let secondNumber = Int(second) {
      return firstNumber < secondNumber
    }
    return first < second
  }

  private static func hoursAndMinutes(_ seconds: Int) -> String {
    let hours = seconds / 3600
    let minutes = seconds / 60 % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
  }

  /// Without white space (Unicode's) at either end.
  private static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) {
      return text
    }
    return String(scalars[first...last])
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text else { return nil }
    let value = trimmed(text)
    return value.isEmpty ? nil : value
  }
}
