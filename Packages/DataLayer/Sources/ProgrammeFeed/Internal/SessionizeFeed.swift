import Entity
import Foundation

/// Reads Sessionize's "All" export (`sessions`, `speakers`, `rooms`, `categories`) into a
/// `FeedDocument` whose events carry their dates.
///
/// A session's `startsAt` and `endsAt` are local times without an offset, and the file names
/// no zone nor the conference: the caller gives the zone (else the programme is refused with
/// the error that asks for one). A session's speakers are named through `speakers`, its room
/// through `rooms` (whose order is the rooms' order), its track by the item it has of the
/// category titled `Track` (or `Tracks`, `Topic`, `Topics`; else its first category item), its
/// kind by that of the category titled `Session format` (or `Format`, `Session type`, `Type`).
/// A service session (a break) has no speakers and is a session like any other. A session
/// without a time is listed as unscheduled, and a warning says so.
enum SessionizeFeed {
  /// Decodes the document `decoder` holds.
  static func document(decodedBy decoder: any Decoder) throws -> FeedDocument {
    let file = try File(from: decoder)
    var speakers: [String: String] = [:]
    for speaker in (file.speakers ?? []).compactMap({ $0 }) {
      guard let id = speaker.id, let name = speaker.name else { continue }
      speakers[id] = name
    }
    var rooms: [String: String] = [:]
    var roomOrder: [String] = []
    for room in (file.rooms ?? []).compactMap({ $0 }) {
      guard let id = room.id, let name = room.name else { continue }
      rooms[id] = name
      roomOrder.append(name)
    }
    var items: [String: (category: String, name: String)] = [:]
    for category in (file.categories ?? []).compactMap({ $0 }) {
      for item in category.items.compactMap({ $0 }) {
        guard let id = item.id, let name = item.name, items[id] == nil else { continue }
        items[id] = ((category.title ?? "").lowercased(), name)
      }
    }
    func item(of session: Session, in categories: Set<String>) -> String? {
      session.categoryItems.compactMap { items[$0] }.first { categories.contains($0.category) }?
        .name
    }

    var document = FeedDocument(roomOrder: roomOrder)
    document.isFlat = true
    for slot in file.sessions ?? [] {
      if let unreadable = slot.unreadable { document.events.append(unreadable) }
      guard let session = slot.item else { continue }
      var links: [SessionLinkEntity] = []
      if let live = session.liveURL {
        links.append(SessionLinkEntity(title: "Live stream", url: live))
      }
      if let recording = session.recordingURL {
        links.append(SessionLinkEntity(title: "Recording", url: recording))
      }
      let event = FeedDocument.Event(
        id: session.id, date: session.startsAt, end: session.endsAt,
        room: session.roomID.flatMap { rooms[$0] }, title: session.title,
        track: item(of: session, in: ["track", "tracks", "topic", "topics"])
          ?? session.categoryItems.compactMap({ items[$0]?.name }).first,
        type: item(of: session, in: ["session format", "format", "session type", "type"]),
        description: session.description,
        persons: session.speakers.map { FeedDocument.Person(id: $0, name: speakers[$0] ?? "") },
        links: links)
      guard ProgrammeBuilder.nonEmpty(session.startsAt) != nil else {
        document.notes.append(.unscheduled(id: session.id, title: session.title))
        document.unscheduled.append(event)
        continue
      }
      document.events.append(event)
    }
    return document
  }

  private struct File: Decodable {
    var sessions: [JSONItem<Session>]?
    var speakers: [Speaker?]?
    var rooms: [Named?]?
    var categories: [Category?]?
  }

  private struct Session: Decodable {
    var id: String?
    var title: String?
    var description: String?
    var startsAt: String?
    var endsAt: String?
    var roomID: String?
    var speakers: [String]
    var categoryItems: [String]
    var liveURL: String?
    var recordingURL: String?

    enum CodingKeys: String, CodingKey {
      case id, title, description, startsAt, endsAt, speakers, categoryItems
      case roomID = "roomId"
      case liveURL = "liveUrl"
      case recordingURL = "recordingUrl"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.lenientString(forKey: .id)
      title = try container.lenientString(forKey: .title)
      description = try container.lenientString(forKey: .description)
      startsAt = try container.lenientString(forKey: .startsAt)
      endsAt = try container.lenientString(forKey: .endsAt)
      roomID = try container.lenientString(forKey: .roomID)
      speakers =
        try container.decodeIfPresent([Reference?].self, forKey: .speakers)?
        .compactMap { $0?.id } ?? []
      categoryItems =
        try container.decodeIfPresent([Reference?].self, forKey: .categoryItems)?
        .compactMap { $0?.id } ?? []
      liveURL = try container.lenientString(forKey: .liveURL)
      recordingURL = try container.lenientString(forKey: .recordingURL)
    }
  }

  /// An id (`"f62f…"`, `35850`), or an object carrying one (`{"id": …, "name": …}`).
  private struct Reference: Decodable {
    var id: String?

    enum CodingKeys: String, CodingKey {
      case id
    }

    init(from decoder: any Decoder) throws {
      if let value = try? decoder.singleValueContainer() {
        if let text = try? value.decode(String.self) {
          id = text
          return
        }
        if let number = try? value.decode(Int.self) {
          id = String(number)
          return
        }
      }
      id = try decoder.container(keyedBy: CodingKeys.self).lenientString(forKey: .id)
    }
  }

  private struct Speaker: Decodable {
    var id: String?
    var name: String?

    enum CodingKeys: String, CodingKey {
      case id, fullName, firstName, lastName
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.lenientString(forKey: .id)
      let parts = [
        try container.lenientString(forKey: .firstName),
        try container.lenientString(forKey: .lastName),
      ].compactMap { ProgrammeBuilder.nonEmpty($0) }
      name =
        ProgrammeBuilder.nonEmpty(try container.lenientString(forKey: .fullName))
        ?? (parts.isEmpty ? nil : parts.joined(separator: " "))
    }
  }

  /// A room or a category's item: an id and a name.
  private struct Named: Decodable {
    var id: String?
    var name: String?

    enum CodingKeys: String, CodingKey {
      case id, name
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.lenientString(forKey: .id)
      name = try container.lenientString(forKey: .name)
    }
  }

  private struct Category: Decodable {
    var title: String?
    var items: [Named?]

    enum CodingKeys: String, CodingKey {
      case title, items
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      title = try container.lenientString(forKey: .title)
      items = try container.decodeIfPresent([Named?].self, forKey: .items) ?? []
    }
  }
}
