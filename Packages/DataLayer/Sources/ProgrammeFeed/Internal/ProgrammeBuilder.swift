import Entity
import Foundation

/// Applies the format's rules to a `FeedDocument` and maps it into entities: the door every
/// command trusts (what `FeedProgramme` promises). The time zone (the caller's, else the feed's,
/// else its events' offsets), days with a unique positive index and a date within 1970 to 2200,
/// in date order; events with a usable, unique id and guid, a start and a duration, within those
/// years and near their day (an event that cannot be read is left out with a warning, a
/// duration over a day is cut to a day); times rendered with the zone's offset; text bounded.
enum ProgrammeBuilder {
  /// What reading events keeps across days.
  struct EventState {
    /// The identities of the events read so far (see `identity(of:id:start:)`), with the id
    /// of the event each belongs to.
    var identities: [String: String] = [:]
    /// Room names by their lower-case form: the spelling met first, which the others take.
    var rooms: [String: String] = [:]
    /// The feed's track colours (`#rrggbb`, lower case) by the track's name, trimmed.
    var trackColors: [String: String] = [:]
    /// The rooms the programme lists for the day being read (the programme's rooms, the day's,
    /// and those it groups events under), in lower case; empty when it lists none (then every
    /// room is as the events give it).
    var listedRooms: Set<String> = []
    /// The rooms events are in that the programme does not list, in the order met, with the
    /// label of the first such event and how many there are.
    var unlistedRooms: [(room: String, first: String, count: Int)] = []
    var sessionCount = 0
    /// What left out the first event left out: the error when no event reads.
    var firstProblem: ProgrammeFeedError?
  }

  /// The longest a session lasts, in seconds: a day.
  static let maximumDuration = 86_400

  /// The programme of `document`; `timeZone` replaces the feed's zone when given. Its sessions
  /// keep the `names` of the copy it replaces where they still fit (see `SessionReference`),
  /// and `names` becomes the programme's.
  static func programme(
    of document: FeedDocument, timeZone override: String?, names: inout SessionNames
  ) throws(ProgrammeFeedError) -> FeedProgramme {
    var warnings = document.notes
    let zone = try timeZone(of: document, override: override, warnings: &warnings)
    let document = try grouped(document, in: zone.zone, warnings: &warnings)
    let dayChange = try dayChange(of: document)
    let title = FeedText.bounded(trimmed(document.title ?? ""), to: FeedText.conferenceTitle)
    let acronym = FeedText.bounded(trimmed(document.acronym ?? ""), to: FeedText.acronym)
    for (name, value, maximum) in [
      ("title", title, FeedText.conferenceTitle), ("acronym", acronym, FeedText.acronym),
    ] where value.isShortened {
      warnings.append(
        FeedWarning(
          description: "the conference's \(name) is too long and is shortened to \(maximum) "
            + "characters"))
    }
    let days = try days(of: document, warnings: &warnings)

    var state = EventState()
    for (name, text) in document.trackColors {
      if let color = color(from: text) { state.trackColors[trimmed(name)] = color }
    }
    var read: [(sessions: [(session: SessionEntity, identity: String)], rooms: [String])] = []
    for day in days {
      state.listedRooms = Set(
        (document.roomOrder + day.roomOrder + day.events.compactMap(\.roomGroup)).map {
          FeedText.bounded(trimmed($0), to: FeedText.name).text.lowercased()
        })
      read.append(
        try sessions(
          of: day, dayChange: dayChange, in: zone.zone, state: &state, warnings: &warnings))
    }
    guard state.sessionCount > 0 else { throw state.firstProblem ?? .missing("events") }
    for unlisted in state.unlistedRooms {
      warnings.append(.unlistedRoom(unlisted.room, first: unlisted.first, count: unlisted.count))
    }
    let references = SessionReference.references(
      for: read.flatMap(\.sessions), previous: names)
    names = SessionReference.names(references)
    var timetables: [TimetableEntity] = []
    for (day, read) in zip(days, read) {
      timetables.append(
        TimetableEntity(
          day: day.number, date: day.date.text, timeZone: zone.name,
          sessions: read.sessions.map { $0.session.identified(as: references[$0.identity]) },
          rooms: roomOrder(
            listed: document.roomOrder + day.roomOrder, met: read.rooms, spellings: state.rooms)))
    }
    let unscheduled = unscheduledSessions(
      of: document.unscheduled, state: &state, warnings: &warnings)
    let conference = ConferenceEntity(
      title: title.text, acronym: acronym.text, timeZone: zone.name,
      dayChange: dayChange.map(hoursAndMinutes),
      days: days.map { day in
        ConferenceDayEntity(
          day: day.number, date: day.date.text,
          start: day.span.map { FeedTime.text(ofInstant: $0.start, in: zone.zone) },
          end: day.span.map { FeedTime.text(ofInstant: $0.end, in: zone.zone) })
      },
      unscheduled: unscheduled.isEmpty ? nil : unscheduled)
    return FeedProgramme(
      conference: conference, timetables: timetables, warnings: FeedWarning.capped(warnings))
  }

  /// The day change in seconds after midnight; `nil` when absent or midnight.
  private static func dayChange(of document: FeedDocument) throws(ProgrammeFeedError) -> Int? {
    guard let text = document.dayChange.map(trimmed), !text.isEmpty else { return nil }
    guard let seconds = FeedTime.seconds(from: text[...], maximumHours: 24) else {
      throw .invalidDayChange(text)
    }
    return seconds == 0 ? nil : seconds
  }

  /// The day's rooms in the feed's order: those `listed` (the programme's order, then the
  /// day's) that hold a session, spelled as the sessions spell them, then the other rooms `met`
  /// (the sessions' rooms in the order their events come in the feed); `nil` when the day's
  /// sessions have no room.
  private static func roomOrder(
    listed: [String], met: [String], spellings: [String: String]
  ) -> [String]? {
    let held = Set(met)
    var seen: Set<String> = []
    var order: [String] = []
    for name in listed {
      let name = FeedText.bounded(trimmed(name), to: FeedText.name).text
      guard let room = spellings[name.lowercased()], held.contains(room),
        seen.insert(room).inserted
      else { continue }
      order.append(room)
    }
    for room in met where seen.insert(room).inserted {
      order.append(room)
    }
    return order.isEmpty ? nil : order
  }

  /// The sessions of `day`'s events that read, with their identities, sorted by start, then
  /// room, then id, and their rooms in the order their events come in the feed; each event
  /// left out or repaired adds a warning. An event whose identity an earlier one has (the same
  /// guid, or without one the same id and start) is left out.
  private static func sessions(
    of day: Day, dayChange: Int?, in zone: TimeZone, state: inout EventState,
    warnings: inout [FeedWarning]
  ) throws(ProgrammeFeedError) -> (
    sessions: [(session: SessionEntity, identity: String)], rooms: [String]
  ) {
    var sessions: [(start: Int, session: SessionEntity, identity: String)] = []
    var rooms: [String] = []
    let dayStart = FeedTime.instant(
      ofLocalSeconds: day.date.daysSinceEpoch * 86_400 + (dayChange ?? 0), in: zone)
    func leaveOut(_ error: ProgrammeFeedError, _ label: String, problem: String? = nil) {
      state.firstProblem = state.firstProblem ?? error
      warnings.append(.leftOut(label, because: problem ?? FeedWarning.problem(of: error)))
    }
    for event in day.events {
      if let unreadable = event.unreadable {
        let label = FeedWarning.label(
          ofEvent: nonEmpty(event.id), title: event.title, day: day.index)
        let problem =
          unreadable.member.isEmpty
          ? "it is not an object" : "it holds a value of the wrong type at \(unreadable.member)"
        leaveOut(unreadable.error, label, problem: problem)
        continue
      }
      let id: String
      do {
        id = try usableID(of: event, day: day.index)
      } catch {
        leaveOut(error, FeedWarning.label(ofEvent: nil, title: event.title, day: day.index))
        continue
      }
      let label = FeedWarning.label(ofEvent: id, title: event.title, day: day.index)
      var repairs: [String] = []
      do throws(ProgrammeFeedError) {
        let start = try start(
          of: event, id: id, on: day, dayChange: dayChange, in: zone, repairs: &repairs)
        let duration = try duration(
          of: event, id: id, from: start.instant, in: zone, repairs: &repairs)
        guard FeedTime.instants.contains(start.instant),
          FeedTime.instants.contains(start.instant + duration)
        else { throw .eventOutOfRange(id: id) }
        if start.isDated, !((dayStart - 86_400)..<(dayStart + 2 * 86_400) ~= start.instant) {
          throw .eventOutsideDay(id: id, day: day.index, date: day.date.text)
        }
        let identity = SessionReference.identity(
          guid: nonEmpty(event.guid), id: id, start: start.instant)
        if let earlier = state.identities[identity] {
          throw nonEmpty(event.guid).map { ProgrammeFeedError.duplicateGUID($0, of: earlier) }
            ?? .duplicateEvent(id: id)
        }
        state.identities[identity] = id
        let session = session(
          of: event, id: id, day: day.number, from: start.instant, for: duration, in: zone,
          trackColors: state.trackColors, rooms: &state.rooms, repairs: &repairs)
        sessions.append((start.instant, session, identity))
        noteIfUnlisted(session.room, of: label, state: &state)
        if !session.room.isEmpty && !rooms.contains(session.room) { rooms.append(session.room) }
        state.sessionCount += 1
        if !repairs.isEmpty { warnings.append(.repaired(label, repairs)) }
      } catch {
        leaveOut(error, label)
      }
    }
    sessions.sort { first, second in
      if first.start != second.start { return first.start < second.start }
      if first.session.room != second.session.room {
        return first.session.room < second.session.room
      }
      return isOrdered(first.session.id, before: second.session.id)
    }
    return (sessions.map { ($0.session, $0.identity) }, rooms)
  }

  /// Notes `room` when the programme lists rooms and not this one: the event is kept in it,
  /// and one warning per room says so.
  private static func noteIfUnlisted(_ room: String, of label: String, state: inout EventState) {
    guard !state.listedRooms.isEmpty, !room.isEmpty,
      !state.listedRooms.contains(room.lowercased())
    else { return }
    if let known = state.unlistedRooms.firstIndex(where: { $0.room == room }) {
      state.unlistedRooms[known].count += 1
    } else {
      state.unlistedRooms.append((room, label, 1))
    }
  }

  /// The sessions of the events listed without a time, in the feed's order, their text read
  /// as a scheduled session's is (trimmed, bounded, rooms spelled as met first); one without a
  /// usable id, or whose id an earlier one has, is left out with a warning.
  private static func unscheduledSessions(
    of events: [FeedDocument.Event], state: inout EventState, warnings: inout [FeedWarning]
  ) -> [UnscheduledSessionEntity] {
    var sessions: [UnscheduledSessionEntity] = []
    var ids: Set<String> = []
    for event in events {
      let id: String
      do {
        id = try usableID(of: event, day: 1)
      } catch {
        let label = FeedWarning.label(ofEvent: nil, title: event.title, day: 1)
        warnings.append(.leftOut(label, because: FeedWarning.problem(of: error)))
        continue
      }
      let label = FeedWarning.label(ofEvent: id, title: event.title, day: 1)
      guard ids.insert(id).inserted else {
        warnings.append(.leftOut(label, because: "an earlier event without a time has its id"))
        continue
      }
      var repairs: [String] = []
      // A session at no time: only its text is kept, read the one way every session's is.
      let session = session(
        of: event, id: id, day: 1, from: 0, for: 0, in: .gmt, trackColors: [:],
        rooms: &state.rooms, repairs: &repairs)
      sessions.append(
        UnscheduledSessionEntity(
          id: id, title: session.title, abstract: session.abstract, track: session.track,
          room: session.room.isEmpty ? nil : session.room, speakers: session.speakers,
          links: session.links))
      if !repairs.isEmpty { warnings.append(.repaired(label, repairs)) }
    }
    return sessions
  }

  /// The event's id, trimmed.
  ///
  /// - Throws: when it has none, one longer than `ProgrammeFeedReader.maximumIDLength`, or one
  ///   holding control characters.
  private static func usableID(
    of event: FeedDocument.Event, day: Int
  ) throws(ProgrammeFeedError) -> String {
    guard let id = nonEmpty(event.id) else { throw .eventWithoutID(day: day) }
    let length = id.unicodeScalars.count
    guard length <= ProgrammeFeedReader.maximumIDLength else {
      throw .eventIDTooLong(day: day, length: length)
    }
    guard !FeedText.hasControlCharacters(id) else {
      throw .eventIDWithControlCharacters(day: day)
    }
    return id
  }

  /// The event's start, seconds since the epoch, and whether it came from the event's own
  /// `date`: that `date` when it has one, else its day's date and its `start` in the zone, on
  /// the next calendar date when `start` is before the day change (a 01:30 event of a day whose
  /// programme changes days at 04:00; one at 04:00 stays on its day's date). A `date` that does
  /// not parse gives way to `start`, with a repair noted.
  private static func start(
    of event: FeedDocument.Event, id: String, on day: Day, dayChange: Int?, in zone: TimeZone,
    repairs: inout [String]
  ) throws(ProgrammeFeedError) -> (instant: Int, isDated: Bool) {
    if let text = nonEmpty(event.date) {
      if let stamp = FeedTime.stamp(from: text[...]) {
        if let offset = stamp.offset { return (stamp.localSeconds - offset, true) }
        return (FeedTime.instant(ofLocalSeconds: stamp.localSeconds, in: zone), true)
      }
      guard let start = nonEmpty(event.start),
        let instant = try? clockStart(start, id: id, on: day, dayChange: dayChange, in: zone)
      else { throw .invalidDate(id: id, date: text) }
      repairs.append(
        "its date \(FeedWarning.quoted(text)) does not parse and its start "
          + "\(FeedWarning.quoted(start)) on day \(day.index) is used")
      return (instant, false)
    }
    guard let text = nonEmpty(event.start) else { throw .eventWithoutStart(id: id) }
    return (try clockStart(text, id: id, on: day, dayChange: dayChange, in: zone), false)
  }

  /// `text` (`HH:MM`) on `day`, as `start(of:)` reads it.
  private static func clockStart(
    _ text: String, id: String, on day: Day, dayChange: Int?, in zone: TimeZone
  ) throws(ProgrammeFeedError) -> Int {
    guard let time = FeedTime.seconds(from: text[...], maximumHours: 24) else {
      throw .invalidStart(id: id, start: text)
    }
    let days = day.date.daysSinceEpoch + (dayChange.map { time < $0 } == true ? 1 : 0)
    return FeedTime.instant(ofLocalSeconds: days * 86_400 + time, in: zone)
  }

  /// The event's duration in seconds: its `duration`, else (absent or not parsing) the time from
  /// `start` to its `end`; longer than `maximumDuration`, it is cut to that, with a repair
  /// noted.
  private static func duration(
    of event: FeedDocument.Event, id: String, from start: Int, in zone: TimeZone,
    repairs: inout [String]
  ) throws(ProgrammeFeedError) -> Int {
    let text = nonEmpty(event.duration)
    var seconds = text.flatMap { FeedTime.duration(from: $0[...]) }
    var source = text.map { "its duration \(FeedWarning.quoted($0)) is" }
    if seconds == nil, let endText = nonEmpty(event.end) {
      if let stamp = FeedTime.stamp(from: endText[...]) {
        let end =
          stamp.offset.map { stamp.localSeconds - $0 }
          ?? FeedTime.instant(ofLocalSeconds: stamp.localSeconds, in: zone)
        if end >= start {
          seconds = end - start
          source = "it ends \(FeedWarning.quoted(endText)), which is"
          if let text {
            repairs.append(
              "its duration \(FeedWarning.quoted(text)) does not parse and its end is used")
          }
        }
      }
      if seconds == nil && text == nil { throw .invalidEnd(id: id, end: endText) }
    }
    guard let seconds else {
      if let text { throw .invalidDuration(id: id, duration: text) }
      throw .eventWithoutDuration(id: id)
    }
    guard seconds > maximumDuration else { return seconds }
    repairs.append("\(source ?? "it is") longer than a day and is cut to 24:00")
    return maximumDuration
  }

  /// The session of a read event: text trimmed and bounded (a shortened field noted as a
  /// repair), the room spelled as the first event in a room of that name (ignoring case) spelled
  /// it, speakers without a name left out.
  private static func session(
    of event: FeedDocument.Event, id: String, day: Int, from start: Int, for duration: Int,
    in zone: TimeZone, trackColors: [String: String], rooms: inout [String: String],
    repairs: inout [String]
  ) -> SessionEntity {
    var shortened: [String] = []
    func bounded(_ text: String?, to maximum: Int, field: String) -> String? {
      guard let text = nonEmpty(text) else { return nil }
      let bounded = FeedText.bounded(text, to: maximum)
      if bounded.isShortened && !shortened.contains(field) { shortened.append(field) }
      return bounded.text
    }
    let title = bounded(event.title, to: FeedText.title, field: "title") ?? ""
    let subtitle = bounded(event.subtitle, to: FeedText.title, field: "subtitle")
    let summary = FeedText.bounded(abstract(of: event), to: FeedText.abstract)
    if summary.isShortened { shortened.append("abstract") }
    let track = bounded(event.track, to: FeedText.name, field: "track") ?? ""
    var room =
      bounded(event.room, to: FeedText.name, field: "room")
      ?? bounded(event.roomGroup, to: FeedText.name, field: "room") ?? ""
    if !room.isEmpty {
      let key = room.lowercased()
      if let first = rooms[key] { room = first } else { rooms[key] = room }
    }
    let kind = bounded(event.type, to: FeedText.name, field: "type")
    let language = bounded(event.language, to: FeedText.language, field: "language") ?? ""
    let speakers = event.persons.compactMap { person -> SpeakerEntity? in
      guard let name = bounded(person.name, to: FeedText.label, field: "speakers' names") else {
        return nil
      }
      let id = bounded(person.id, to: FeedText.label, field: "speakers' ids") ?? name
      return SpeakerEntity(id: id, name: name, affiliation: nil)
    }
    let links = links(of: event, shortened: &shortened)
    let session = SessionEntity(
      id: id, title: title, subtitle: subtitle, abstract: summary.text, day: day,
      startsAt: FeedTime.text(ofInstant: start, in: zone),
      endsAt: FeedTime.text(ofInstant: start + duration, in: zone), track: track,
      trackColor: trackColors[track], room: room,
      level: nil, kind: kind, language: language, speakers: speakers, links: links,
      isCancelled: event.isCancelled || isCancelled(title: event.title ?? "") ? true : nil)
    if !shortened.isEmpty {
      let verb = shortened.count == 1 && !shortened[0].hasSuffix("s") ? "is" : "are"
      repairs.append("its \(listed(shortened)) \(verb) too long and shortened")
    }
    return session
  }

  /// A feed's colour as `#rrggbb` in lower case: `#rrggbb` or `#rgb` (any case, the `#`
  /// optional); `nil` for anything else, which is then left out.
  static func color(from text: String) -> String? {
    var digits = Substring(trimmed(text))
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.count == 3 || digits.count == 6,
      digits.allSatisfy({ "0123456789abcdefABCDEF".contains($0) })
    else {
      return nil
    }
    let full = digits.count == 3 ? digits.map { "\($0)\($0)" }.joined() : String(digits)
    return "#" + full.lowercased()
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
  /// listed; `nil` for none. A title is bounded, and a link whose address is longer than
  /// `FeedText.address` is left out (both noted in `shortened`).
  private static func links(
    of event: FeedDocument.Event, shortened: inout [String]
  ) -> [SessionLinkEntity]? {
    var links: [SessionLinkEntity] = []
    func add(title: String, url: String?) {
      guard let url = nonEmpty(url), !links.contains(where: { $0.url == url }) else { return }
      guard url.unicodeScalars.count <= FeedText.address else {
        if !shortened.contains("links") { shortened.append("links") }
        return
      }
      let bounded = FeedText.bounded(nonEmpty(title) ?? url, to: FeedText.label)
      if bounded.isShortened && !shortened.contains("links") { shortened.append("links") }
      links.append(SessionLinkEntity(title: bounded.text, url: url))
    }
    for link in event.links { add(title: link.title, url: link.url) }
    add(title: "Event page", url: event.url)
    add(title: "Feedback", url: event.feedbackURL)
    return links.isEmpty ? nil : links
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func listed(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
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
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) {
      return text
    }
    return String(scalars[first...last])
  }

  /// `text` trimmed, `nil` when that leaves nothing.
  static func nonEmpty(_ text: String?) -> String? {
    guard let text else { return nil }
    let value = trimmed(text)
    return value.isEmpty ? nil : value
  }
}
