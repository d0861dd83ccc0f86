import Entity
import Foundation

/// Reads a c3voc `schedule.json` (frab, pretalx) into a `FeedDocument` with `JSONDecoder`:
/// `schedule.conference` with `title`, `acronym`, `time_zone_name`, `day_change` and `days`,
/// each day's events under `rooms.{room name}`.
///
/// Lenient where producers differ: `null` and a missing member mean the same, and a scalar may
/// be a string or a number (`"id": 12` or `"id": "12"`). Members the reader does not use are
/// skipped by the decoder without being kept.
enum JSONFeed {
  /// Decodes `data`.
  static func document(from data: Data) throws(ScheduleFeedError) -> FeedDocument {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch let error as DecodingError {
      throw .malformedJSON(reason: reason(for: error))
    } catch {
      throw .malformedJSON(reason: "\(error)")
    }
    guard let schedule = file.schedule else { throw .missing("\"schedule\"") }
    guard let conference = schedule.conference else { throw .missing("\"conference\"") }
    var document = FeedDocument(
      title: conference.title, acronym: conference.acronym,
      timeZoneName: conference.timeZoneName, dayChange: conference.dayChange)
    for (position, day) in (conference.days ?? []).enumerated() {
      var events: [FeedDocument.Event] = []
      for room in (day.rooms ?? [:]).keys.sorted() {
        for var event in day.rooms?[room] ?? [] {
          event.roomGroup = room
          events.append(event)
        }
      }
      document.days.append(
        FeedDocument.Day(position: position + 1, index: day.index, date: day.date, events: events))
    }
    return document
  }

  private static func reason(for error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "not JSON"
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context):
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return "a value of the wrong type at \(path.joined(separator: "."))"
    @unknown default:
      return "a value of the wrong type"
    }
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

    enum CodingKeys: String, CodingKey {
      case title, acronym, days
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
    }
  }

  private struct Day: Decodable {
    var index: String?
    var date: String?
    var rooms: [String: [FeedDocument.Event]]?

    enum CodingKeys: String, CodingKey {
      case index, date, rooms
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      index = try container.lenientString(forKey: .index)
      date = try container.lenientString(forKey: .date)
      rooms = try container.decodeIfPresent([String: [FeedDocument.Event]].self, forKey: .rooms)
    }
  }
}

extension FeedDocument.Event: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, guid, date, start, duration, room, title, subtitle, track, type, language
    case abstract, description, persons, links, url
    case feedbackURL = "feedback_url"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.lenientString(forKey: .id),
      guid: try container.lenientString(forKey: .guid),
      date: try container.lenientString(forKey: .date),
      start: try container.lenientString(forKey: .start),
      duration: try container.lenientString(forKey: .duration),
      room: try container.lenientString(forKey: .room),
      title: try container.lenientString(forKey: .title),
      subtitle: try container.lenientString(forKey: .subtitle),
      track: try container.lenientString(forKey: .track),
      type: try container.lenientString(forKey: .type),
      language: try container.lenientString(forKey: .language),
      abstract: try container.lenientString(forKey: .abstract),
      description: try container.lenientString(forKey: .description),
      persons: try container.decodeIfPresent([FeedDocument.Person].self, forKey: .persons) ?? [],
      links: try container.decodeIfPresent([JSONLink].self, forKey: .links)?.map(\.link) ?? [],
      url: try container.lenientString(forKey: .url),
      feedbackURL: try container.lenientString(forKey: .feedbackURL))
  }
}

extension FeedDocument.Person: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, guid, name
    case publicName = "public_name"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name =
      try container.lenientString(forKey: .name) ?? container.lenientString(forKey: .publicName)
    self.init(
      id: try container.lenientString(forKey: .id) ?? container.lenientString(forKey: .guid),
      name: name ?? "")
  }
}

/// One element of `links`: `{"url": ..., "title": ...}`.
private struct JSONLink: Decodable {
  var link: SessionLinkEntity

  private enum CodingKeys: String, CodingKey {
    case url, title
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    link = SessionLinkEntity(
      title: try container.lenientString(forKey: .title) ?? "",
      url: try container.lenientString(forKey: .url) ?? "")
  }
}

extension KeyedDecodingContainer {
  /// The member as text: a string as is, a whole number in decimal, a Boolean as `true` or
  /// `false`; `nil` when missing or `null`. Other numbers and containers are a type mismatch.
  fileprivate func lenientString(forKey key: Key) throws -> String? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    if let text = try? decode(String.self, forKey: key) { return text }
    if let number = try? decode(Int.self, forKey: key) { return String(number) }
    return String(try decode(Bool.self, forKey: key))
  }
}
