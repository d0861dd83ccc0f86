import Foundation

/// Reads a fortee timetable (`{"timetable": [...]}`, iOSDC Japan and other Japanese
/// conferences) into a `FeedDocument` whose events carry their dates.
///
/// Each item is a talk (`type: talk`) or a timeslot (the opening, a break: a session too), with
/// its `uuid` as its id, `starts_at` (ISO 8601 with an offset) and `length_min`; its `track`
/// (Track A…) is where it happens, so it is the room, and its first tag the track. A talk
/// without `starts_at` has no time yet: it is listed as unscheduled, and a warning says so. The
/// file names neither the conference nor its zone: the zone is taken from the offsets, and the
/// conference's name from the talks' fortee addresses (`https://fortee.jp/iosdc-japan-2022/…`).
enum ForteeFeed {
  /// Decodes the document `decoder` holds.
  static func document(decodedBy decoder: any Decoder) throws -> FeedDocument {
    let file = try File(from: decoder)
    var document = FeedDocument()
    document.isFlat = true
    for slot in file.timetable ?? [] {
      if let unreadable = slot.unreadable { document.events.append(unreadable) }
      guard let item = slot.item else { continue }
      document.acronym = document.acronym ?? item.url.flatMap(Self.conferenceName)
      let event = FeedDocument.Event(
        id: item.id, date: item.startsAt,
        duration: item.minutes.map { ICalendarValue.durationText(max($0, 0) * 60) },
        room: item.room, title: item.title, track: item.tags.first, type: item.type,
        abstract: item.abstract, persons: item.speaker.map { [$0] } ?? [], url: item.url)
      guard ProgrammeBuilder.nonEmpty(item.startsAt) != nil else {
        document.notes.append(.unscheduled(id: item.id, title: item.title))
        document.unscheduled.append(event)
        continue
      }
      document.events.append(event)
    }
    return document
  }

  /// The conference's name in a fortee address: its path's first part, on `fortee.jp`.
  private static func conferenceName(in address: String) -> String? {
    guard let url = URL(string: address), let host = url.host?.lowercased(),
      host == "fortee.jp" || host.hasSuffix(".fortee.jp")
    else { return nil }
    return url.pathComponents.dropFirst().first
  }

  private struct File: Decodable {
    var timetable: [JSONItem<Item>]?
  }

  private struct Item: Decodable {
    var id: String?
    var type: String?
    var title: String?
    var abstract: String?
    var url: String?
    var room: String?
    var startsAt: String?
    var minutes: Int?
    var tags: [String] = []
    var speaker: FeedDocument.Person?

    enum CodingKeys: String, CodingKey {
      case uuid, type, title, abstract, url, track, tags, speaker
      case startsAt = "starts_at"
      case minutes = "length_min"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.lenientString(forKey: .uuid)
      type = try container.lenientString(forKey: .type)
      title = try container.lenientString(forKey: .title)
      abstract = try container.lenientString(forKey: .abstract)
      url = try container.lenientString(forKey: .url)
      room = try container.decodeIfPresent(Named.self, forKey: .track)?.name
      startsAt = try container.lenientString(forKey: .startsAt)
      minutes = try container.lenientString(forKey: .minutes).flatMap { Int($0) }
      tags =
        try container.decodeIfPresent([Named?].self, forKey: .tags)?.compactMap { $0?.name }
        ?? []
      speaker = try container.decodeIfPresent(Named.self, forKey: .speaker)?.name.map {
        FeedDocument.Person(id: nil, name: $0)
      }
    }
  }

  /// An object named by its `name`.
  private struct Named: Decodable {
    var name: String?

    enum CodingKeys: String, CodingKey {
      case name
    }

    init(from decoder: any Decoder) throws {
      name = try decoder.container(keyedBy: CodingKeys.self).lenientString(forKey: .name)
    }
  }
}
