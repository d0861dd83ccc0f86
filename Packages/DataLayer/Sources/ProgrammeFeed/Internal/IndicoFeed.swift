import Entity
import Foundation

/// Reads an Indico event export (`export/event/ID.json?detail=contributions` or
/// `?detail=sessions`: `{"results": [event…]}`) into a `FeedDocument` whose events carry their
/// dates.
///
/// Every contribution is a session: those of the event (`contributions`) and those nested in
/// its session blocks (`sessions[].contributions`), each once (several posters may share one
/// start); a block without contributions is a session itself (`block-ID`). Times are
/// `{date, time, tz}`, read in their own zone; the event's `title` and `timezone` are the
/// programme's. A contribution's room is its own, else its block's; its track its `track`,
/// else its session's title; its kind its `type`; its speakers' names are written first name
/// first (`Curie, Marie` is Marie Curie). A contribution without a time is listed as
/// unscheduled, and a warning says so.
enum IndicoFeed {
  /// Decodes the document `decoder` holds.
  static func document(decodedBy decoder: any Decoder) throws -> FeedDocument {
    let file = try File(from: decoder)
    var document = FeedDocument()
    document.isFlat = true
    var seen: Set<[String]> = []
    var zones: [String: TimeZone?] = [:]
    /// ISO 8601 with the offset of the moment's zone then; without one when it is unknown.
    func text(of moment: Moment?) -> String? {
      guard let local = moment?.local else { return nil }
      guard let name = moment?.zone, let stamp = FeedTime.stamp(from: local[...]),
        stamp.offset == nil
      else { return local }
      if zones[name] == nil { zones[name] = TimeZone(identifier: name) }
      guard let zone = zones[name] ?? nil else { return local }
      return FeedTime.text(
        ofLocal: stamp.localSeconds, offset: FeedTime.offset(ofLocal: stamp.localSeconds, in: zone))
    }
    func add(_ contribution: Contribution, in block: Block?) {
      let start = text(of: contribution.start)
      let event = FeedDocument.Event(
        id: contribution.id, date: start,
        duration: contribution.minutes.map { ICalendarValue.durationText(max($0, 0) * 60) },
        end: text(of: contribution.end),
        room: ProgrammeBuilder.nonEmpty(contribution.room) ?? block?.room,
        title: contribution.title,
        track: ProgrammeBuilder.nonEmpty(contribution.track)
          ?? ProgrammeBuilder.nonEmpty(contribution.session) ?? block?.title,
        type: contribution.type, description: contribution.description,
        persons: contribution.speakers, url: contribution.url)
      guard let start else {
        document.notes.append(.unscheduled(id: contribution.id, title: contribution.title))
        document.unscheduled.append(event)
        return
      }
      guard seen.insert([contribution.id ?? "", start]).inserted else { return }
      document.events.append(event)
    }
    for event in (file.results ?? []).compactMap({ $0 }) {
      document.title = document.title ?? ProgrammeBuilder.nonEmpty(event.title)
      document.timeZoneName =
        document.timeZoneName ?? ProgrammeBuilder.nonEmpty(event.timeZone)
        ?? ProgrammeBuilder.nonEmpty(event.start?.zone)
      for slot in event.contributions {
        if let unreadable = slot.unreadable { document.events.append(unreadable) }
        if let contribution = slot.item { add(contribution, in: nil) }
      }
      for block in event.blocks.compactMap({ $0 }) {
        if block.contributions.isEmpty, let start = text(of: block.start) {
          let id = "block-\(block.id ?? "")"
          guard seen.insert([id, start]).inserted else { continue }
          document.events.append(
            FeedDocument.Event(
              id: id, date: start, end: text(of: block.end), room: block.room, title: block.title,
              track: block.title, description: block.description, persons: block.conveners,
              url: block.url))
        }
        for slot in block.contributions {
          if let unreadable = slot.unreadable { document.events.append(unreadable) }
          if let contribution = slot.item { add(contribution, in: block) }
        }
      }
    }
    return document
  }

  private struct File: Decodable {
    var results: [Event?]?
  }

  private struct Event: Decodable {
    var title: String?
    var timeZone: String?
    var start: Moment?
    var contributions: [JSONItem<Contribution>]
    var blocks: [Block?]

    enum CodingKeys: String, CodingKey {
      case title, contributions, sessions
      case timeZone = "timezone"
      case start = "startDate"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      title = try container.lenientString(forKey: .title)
      timeZone = try container.lenientString(forKey: .timeZone)
      start = try? container.decodeIfPresent(Moment.self, forKey: .start)
      contributions =
        try container.decodeIfPresent([JSONItem<Contribution>].self, forKey: .contributions) ?? []
      blocks = try container.decodeIfPresent([Block?].self, forKey: .sessions) ?? []
    }
  }

  /// A session block (`SessionSlot`, or `Session` in older exports).
  private struct Block: Decodable {
    var id: String?
    var title: String?
    var description: String?
    var start: Moment?
    var end: Moment?
    var room: String?
    var url: String?
    var conveners: [FeedDocument.Person]
    var contributions: [JSONItem<Contribution>]

    enum CodingKeys: String, CodingKey {
      case id, title, slotTitle, description, room, roomFullname, url, conveners, contributions
      case start = "startDate"
      case end = "endDate"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.lenientString(forKey: .id)
      let titles = [
        try container.lenientString(forKey: .title),
        try container.lenientString(forKey: .slotTitle),
      ].compactMap { ProgrammeBuilder.nonEmpty($0) }
      title = titles.isEmpty ? nil : titles.joined(separator: ": ")
      description = try container.lenientString(forKey: .description)
      start = try container.decodeIfPresent(Moment.self, forKey: .start)
      end = try container.decodeIfPresent(Moment.self, forKey: .end)
      room =
        try
        (ProgrammeBuilder.nonEmpty(container.lenientString(forKey: .room))
        ?? ProgrammeBuilder.nonEmpty(container.lenientString(forKey: .roomFullname)))
      url = try container.lenientString(forKey: .url)
      conveners =
        try container.decodeIfPresent([Person?].self, forKey: .conveners)?
        .compactMap { $0?.person } ?? []
      contributions =
        try container.decodeIfPresent([JSONItem<Contribution>].self, forKey: .contributions) ?? []
    }
  }

  private struct Contribution: Decodable {
    var id: String?
    var title: String?
    var description: String?
    var start: Moment?
    var end: Moment?
    var minutes: Int?
    var room: String?
    var track: String?
    var session: String?
    var type: String?
    var url: String?
    var speakers: [FeedDocument.Person]

    enum CodingKeys: String, CodingKey {
      case id, title, description, duration, room, roomFullname, track, session, type, url
      case speakers
      case start = "startDate"
      case end = "endDate"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.lenientString(forKey: .id)
      title = try container.lenientString(forKey: .title)
      description = try container.lenientString(forKey: .description)
      start = try container.decodeIfPresent(Moment.self, forKey: .start)
      end = try container.decodeIfPresent(Moment.self, forKey: .end)
      minutes = try container.lenientString(forKey: .duration).flatMap { Int($0) }
      room =
        try
        (ProgrammeBuilder.nonEmpty(container.lenientString(forKey: .room))
        ?? ProgrammeBuilder.nonEmpty(container.lenientString(forKey: .roomFullname)))
      track = try container.decodeIfPresent(Named.self, forKey: .track)?.name
      session = try container.decodeIfPresent(Named.self, forKey: .session)?.name
      type = try container.decodeIfPresent(Named.self, forKey: .type)?.name
      url = try container.lenientString(forKey: .url)
      speakers =
        try container.decodeIfPresent([Person?].self, forKey: .speakers)?
        .compactMap { $0?.person } ?? []
    }
  }

  /// `{"date": "2022-08-22", "time": "17:30:00", "tz": "Europe/Zurich"}`: a local time
  /// (`local`, ISO 8601 without an offset) in its zone.
  private struct Moment: Decodable {
    var local: String?
    var zone: String?

    enum CodingKeys: String, CodingKey {
      case date, time, tz
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      zone = try container.lenientString(forKey: .tz)
      let time = try container.lenientString(forKey: .time) ?? "00:00:00"
      local = try container.lenientString(forKey: .date).map { $0 + "T" + time }
    }
  }

  /// A speaker or a convener, named first name first when the parts are given.
  private struct Person: Decodable {
    var person: FeedDocument.Person?

    enum CodingKeys: String, CodingKey {
      case id, fullName, name
      case firstName = "first_name"
      case lastName = "last_name"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let parts = [
        try container.lenientString(forKey: .firstName),
        try container.lenientString(forKey: .lastName),
      ].compactMap { ProgrammeBuilder.nonEmpty($0) }
      let written =
        try ProgrammeBuilder.nonEmpty(container.lenientString(forKey: .fullName))
        ?? ProgrammeBuilder.nonEmpty(container.lenientString(forKey: .name))
      // Indico writes a full name `Last, First`.
      let flipped = written.map { name -> String in
        let halves = name.components(separatedBy: ", ")
        return halves.count == 2 ? halves[1] + " " + halves[0] : name
      }
      let name = parts.isEmpty ? flipped : parts.joined(separator: " ")
      person = name.map {
        FeedDocument.Person(id: try? container.lenientString(forKey: .id), name: $0)
      }
    }
  }

  /// A name: the text itself, or an object's `name` or `title` (`type` and `track` are either
  /// in Indico's versions).
  private struct Named: Decodable {
    var name: String?

    enum CodingKeys: String, CodingKey {
      case name, title
    }

    init(from decoder: any Decoder) throws {
      if let value = try? decoder.singleValueContainer(), let text = try? value.decode(String.self)
      {
        name = text
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name =
        try container.lenientString(forKey: .name) ?? container.lenientString(forKey: .title)
    }
  }
}
