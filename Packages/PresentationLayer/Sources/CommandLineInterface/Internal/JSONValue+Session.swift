import Domain
import Foundation
import ViewModel

extension JSONValue {
  /// A session as `--json` writes it, times in `timeZone` (see docs/cli.md), with `extra`
  /// members added (`matched_fields`, `is_running` ...).
  static func session(
    _ session: Session, timeZone: TimeZone, adding extra: [String: JSONValue] = [:]
  ) -> JSONValue {
    let formatter = ConferenceTimeFormatter(timeZone: timeZone)
    var members: [String: JSONValue] = [
      "abstract": .string(session.abstract),
      "day": .number(session.day.number),
      "ends_at": .string(formatter.timestamp(of: session.endsAt)),
      "id": .string(session.id.rawValue),
      "language": .string(session.language),
      "level": session.level.map { .string($0.name) } ?? .null,
      "room": .string(session.room),
      "speakers": .array(session.speakers.map { .speaker($0) }),
      "starts_at": .string(formatter.timestamp(of: session.startsAt)),
      "title": .string(session.title),
      "track": .string(session.track.name),
    ]
    // What only some programmes have is written only when there: the demo's JSON is unchanged.
    if let subtitle = session.subtitle {
      members["subtitle"] = .string(subtitle)
    }
    if let kind = session.kind {
      members["kind"] = .string(kind)
    }
    if !session.links.isEmpty {
      members["links"] = .array(
        session.links.map { .object(["title": .string($0.title), "url": .string($0.address)]) })
    }
    if session.isCancelled {
      members["cancelled"] = .bool(true)
    }
    members.merge(extra) { _, added in added }
    return .object(members)
  }

  /// A speaker as `--json` writes it (`id`, `name`, `affiliation`), with `extra` members added.
  static func speaker(_ speaker: Speaker, adding extra: [String: JSONValue] = [:]) -> JSONValue {
    let members: [String: JSONValue] = [
      "affiliation": .optional(speaker.affiliation), "id": .string(speaker.id.rawValue),
      "name": .string(speaker.name),
    ]
    return .object(members.merging(extra) { _, added in added })
  }

  /// `source` and `saved_at` for data of `freshness`, with `saved_at` written in `timeZone`,
  /// and, for a saved copy whose reason is known, `warning`: what could not be reached or used
  /// (the backend, or an added conference's website or file) and how, as one line.
  static func provenance(of freshness: Freshness, timeZone: TimeZone) -> [String: JSONValue] {
    let formatter = ConferenceTimeFormatter(timeZone: timeZone)
    var members: [String: JSONValue] = [
      "source": .string(freshness.isCached ? "cache" : "network"),
      "saved_at": .optional(freshness.savedAt.map(formatter.timestamp(of:))),
    ]
    if let because = freshness.staleBecause {
      members["warning"] = .string(because.description)
    }
    return members
  }
}
