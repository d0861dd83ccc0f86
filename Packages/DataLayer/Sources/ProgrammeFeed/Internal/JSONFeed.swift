import Entity
import Foundation

/// Reads a c3voc `schedule.json` (frab, pretalx) into a `FeedDocument` with `JSONDecoder`:
/// `schedule.conference` with `title`, `acronym`, `time_zone_name`, `day_change`, `rooms` (the
/// rooms' order, when given) and `days`, each day's events under `rooms.{room name}` (whose
/// order is the rooms' order otherwise, read by `JSONMemberOrder`).
///
/// Lenient where producers differ: `null` and a missing member mean the same (a room's list,
/// an event, a person or a link that is `null` is skipped), a scalar may be a string or a number
/// (`"id": 12` or `"id": "12"`), a link or an attachment is a URL or a `{url, title}` object, a
/// person is named by `name`, `public_name` or `full_public_name` (or is just a string). An
/// event holding a value of a type no producer writes is kept as unreadable (`unreadable`), with
/// its id and title where they read, so that one bad event does not cost the programme. Members
/// the reader does not use are skipped by the decoder without being kept.
enum JSONFeed {
  /// Decodes `data`.
  static func document(from data: Data) throws(ProgrammeFeedError) -> FeedDocument {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch let error as DecodingError {
      throw .malformedJSON(reason: reason(for: error))
    } catch {
      throw .malformedJSON(reason: "\(error)")
    }
    return withRoomOrder(try document(of: file), from: data)
  }

  /// Decodes the document `decoder` holds (`JSONProgramme` has seen its `schedule`); the
  /// caller adds the days' room order with `withRoomOrder(_:from:)`.
  static func document(decodedBy decoder: any Decoder) throws -> FeedDocument {
    try document(of: File(from: decoder))
  }

  /// `document` with each day's room order taken from the order of its `rooms` members in
  /// `data` (which the decoder does not keep), unless the programme lists its rooms
  /// (`conference.rooms`) or the days in `data` do not match the document's.
  static func withRoomOrder(_ document: FeedDocument, from data: Data) -> FeedDocument {
    guard document.roomOrder.isEmpty, !document.days.isEmpty,
      let names = JSONMemberOrder.names(
        at: [
          .member("schedule"), .member("conference"), .member("days"), .element,
          .member("rooms"),
        ],
        in: data),
      names.count == document.days.count
    else { return document }
    var ordered = document
    for (position, names) in names.enumerated() {
      ordered.days[position].roomOrder = names
    }
    return ordered
  }

  private static func document(of file: File) throws(ProgrammeFeedError) -> FeedDocument {
    guard let schedule = file.schedule else { throw .missing("\"schedule\"") }
    guard let conference = schedule.conference else { throw .missing("\"conference\"") }
    var document = FeedDocument(
      title: conference.title, acronym: conference.acronym,
      timeZoneName: conference.timeZoneName, dayChange: conference.dayChange)
    document.roomOrder = (conference.rooms ?? []).compactMap(\.name)
    for track in conference.tracks ?? [] {
      guard let name = track.name, let color = track.color else { continue }
      document.trackColors[name] = color
    }
    for (position, day) in (conference.days ?? []).enumerated() {
      var events: [FeedDocument.Event] = []
      let rooms = day.rooms ?? [:]
      for room in rooms.keys.sorted() {
        for slot in (rooms[room] ?? nil) ?? [] {
          guard var event = slot.event else { continue }
          event.roomGroup = room
          events.append(event)
        }
      }
      document.days.append(
        FeedDocument.Day(
          position: position + 1, index: day.index, date: day.date, start: day.start,
          end: day.end, events: events))
    }
    return document
  }

  static func reason(for error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "not JSON"
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context):
      return "a value of the wrong type at \(path(of: context.codingPath))"
    @unknown default:
      return "a value of the wrong type"
    }
  }

  /// `schedule.conference.days.0`: the keys' names, the positions' numbers.
  static func path(of keys: some Collection<any CodingKey>) -> String {
    keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }

  private struct File: Decodable {
    var schedule: Schedule?
  }

  private struct Schedule: Decodable {
    var conference: Conference?
  }

  private struct Conference: Decodable {
    var title: String?
    var acronym: String?
    var timeZoneName: String?
    var dayChange: String?
    var days: [Day]?
    var tracks: [Track]?
    var rooms: [Room]?

    enum CodingKeys: String, CodingKey {
      case title, acronym, days, tracks, rooms
      case timeZoneName = "time_zone_name"
      case dayChange = "day_change"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      title = try container.lenientString(forKey: .title)
      acronym = try container.lenientString(forKey: .acronym)
      timeZoneName = try container.lenientString(forKey: .timeZoneName)
      dayChange = try container.lenientString(forKey: .dayChange)
      days = try container.decodeIfPresent([Day].self, forKey: .days)
      // Colours are a nicety: a track list of any other shape is left out, not an error.
      tracks = (try? container.decodeIfPresent([Track].self, forKey: .tracks)) ?? nil
      // The rooms' order too: a list of any other shape is left out.
      rooms = (try? container.decodeIfPresent([Room].self, forKey: .rooms)) ?? nil
    }
  }

  /// One element of `conference.rooms` (pretalx, frab): `{"name": ..., ...}`, or a name alone.
  private struct Room: Decodable {
    var name: String?

    enum CodingKeys: String, CodingKey {
      case name
    }

    init(from decoder: any Decoder) throws {
      if let value = try? decoder.singleValueContainer(), let name = try? value.decode(String.self)
      {
        self.name = name
        return
      }
      name = try? decoder.container(keyedBy: CodingKeys.self).lenientString(forKey: .name)
    }
  }

  /// One element of `conference.tracks`: `{"name": ..., "color": "#rrggbb"}`.
  private struct Track: Decodable {
    var name: String?
    var color: String?

    enum CodingKeys: String, CodingKey {
      case name, color
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try? container.lenientString(forKey: .name)
      color = try? container.lenientString(forKey: .color)
    }
  }

  private struct Day: Decodable {
    var index: String?
    var date: String?
    var start: String?
    var end: String?
    var rooms: [String: [EventSlot]?]?

    enum CodingKeys: String, CodingKey {
      case index, date, rooms
      case start = "day_start"
      case end = "day_end"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      index = try container.lenientString(forKey: .index)
      date = try container.lenientString(forKey: .date)
      start = try container.lenientString(forKey: .start)
      end = try container.lenientString(forKey: .end)
      rooms = try container.decodeIfPresent([String: [EventSlot]?].self, forKey: .rooms)
    }
  }
}

/// One element of a room's list: an event, `null` (skipped), or an event that did not decode
/// (kept as unreadable).
private struct EventSlot: Decodable {
  var event: FeedDocument.Event?

  init(from decoder: any Decoder) {
    if let value = try? decoder.singleValueContainer(), value.decodeNil() {
      event = nil
      return
    }
    do {
      event = try FeedDocument.Event(from: decoder)
    } catch {
      event = FeedDocument.Event(unreadableFrom: decoder, error: error)
    }
  }
}

extension FeedDocument.Event: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, guid, date, start, duration, end, room, title, subtitle, track, type, language
    case abstract, description, persons, links, attachments, url
    case feedbackURL = "feedback_url"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let links = try container.decodeIfPresent([JSONLink?].self, forKey: .links) ?? []
    let attachments = try container.decodeIfPresent([JSONLink?].self, forKey: .attachments) ?? []
    self.init(
      id: try container.lenientString(forKey: .id),
      guid: try container.lenientString(forKey: .guid),
      date: try container.lenientString(forKey: .date),
      start: try container.lenientString(forKey: .start),
      duration: try container.lenientString(forKey: .duration),
      end: try container.lenientString(forKey: .end),
      room: try container.lenientString(forKey: .room),
      title: try container.lenientString(forKey: .title),
      subtitle: try container.lenientString(forKey: .subtitle),
      track: try container.lenientString(forKey: .track),
      type: try container.lenientString(forKey: .type),
      language: try container.lenientString(forKey: .language),
      abstract: try container.lenientString(forKey: .abstract),
      description: try container.lenientString(forKey: .description),
      persons: try container.decodeIfPresent([FeedDocument.Person?].self, forKey: .persons)?
        .compactMap { $0 } ?? [],
      links: (links + attachments).compactMap { $0?.link },
      url: try container.lenientString(forKey: .url),
      feedbackURL: try container.lenientString(forKey: .feedbackURL))
  }

  /// An event that did not decode because of `error`: its id and title where they read, and
  /// what was wrong.
  fileprivate init(unreadableFrom decoder: any Decoder, error: any Error) {
    let container = try? decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try? container?.lenientString(forKey: .id),
      title: try? container?.lenientString(forKey: .title))
    let eventPath = decoder.codingPath
    var member = ""
    var reason = "a value of the wrong type at \(JSONFeed.path(of: eventPath))"
    if let error = error as? DecodingError {
      reason = JSONFeed.reason(for: error)
      switch error {
      case .typeMismatch(_, let context), .valueNotFound(_, let context),
        .keyNotFound(_, let context), .dataCorrupted(let context):
        member = JSONFeed.path(of: context.codingPath.dropFirst(eventPath.count))
      @unknown default:
        break
      }
    }
    unreadable = FeedDocument.Unreadable(error: .malformedJSON(reason: reason), member: member)
  }
}

extension FeedDocument.Person: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, guid, name
    case publicName = "public_name"
    case fullPublicName = "full_public_name"
  }

  /// A person object (named by `name`, `public_name` or `full_public_name`, the first given),
  /// or a person's name alone.
  init(from decoder: any Decoder) throws {
    if let value = try? decoder.singleValueContainer(), let name = try? value.decode(String.self) {
      self.init(id: nil, name: name)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name =
      try container.lenientString(forKey: .name) ?? container.lenientString(forKey: .publicName)
      ?? container.lenientString(forKey: .fullPublicName)
    self.init(
      id: try container.lenientString(forKey: .id) ?? container.lenientString(forKey: .guid),
      name: name ?? "")
  }
}

/// One element of `links` or `attachments`: a URL, or `{"url": ..., "title": ...}`.
private struct JSONLink: Decodable {
  var link: SessionLinkEntity

  private enum CodingKeys: String, CodingKey {
    case url, title
  }

  init(from decoder: any Decoder) throws {
    if let value = try? decoder.singleValueContainer(), let url = try? value.decode(String.self) {
      link = SessionLinkEntity(title: "", url: url)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    link = SessionLinkEntity(
      title: try container.lenientString(forKey: .title) ?? "",
      url: try container.lenientString(forKey: .url) ?? "")
  }
}

extension KeyedDecodingContainer {
  /// The member as text: a string as is, a whole number in decimal, another number as Swift
  /// writes it (`1.5`), a Boolean as `true` or `false`; `nil` when missing or `null`. An array
  /// or an object is a type mismatch.
  func lenientString(forKey key: Key) throws -> String? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    if let text = try? decode(String.self, forKey: key) { return text }
    if let number = try? decode(Int.self, forKey: key) { return String(number) }
    if let number = try? decode(Double.self, forKey: key) { return String(number) }
    return String(try decode(Bool.self, forKey: key))
  }
}
