import Entity

/// How the sessions of a programme are told apart and named.
///
/// A session's **identity** is its event's guid (in any letter case) when it has one, else its
/// id and start: what stays the same for the same event across refreshes. Its **reference**,
/// the id every command shows and takes, is the event's id when no other event has it; the
/// occurrences of a repeated id (a meetup held on several days, each with its own guid) are
/// `ID@xxxxxx`, where `xxxxxx` is six base-36 characters of an FNV-1a hash of the identity, so
/// each keeps its reference, and its bookmarks, across refreshes.
enum SessionReference {
  /// The character between an id and the part that tells its occurrences apart.
  static let separator: Character = "@"

  /// The identity of an event with `guid`, `id` and `start` (seconds since the epoch).
  static func identity(guid: String?, id: String, start: Int) -> String {
    guid.map { "guid:" + $0.lowercased() } ?? "id:\(id)@\(start)"
  }

  /// The reference of each session's identity: its id, or for a repeated id its id and the
  /// hash of its identity (longer where six characters of two hashes agree).
  static func references(
    for sessions: [(session: SessionEntity, identity: String)]
  ) -> [String: String] {
    var byID: [String: [String]] = [:]
    for (session, identity) in sessions { byID[session.id, default: []].append(identity) }
    var references: [String: String] = [:]
    for (id, identities) in byID {
      guard identities.count > 1 else {
        references[identities[0]] = id
        continue
      }
      let hashes = identities.map { String(fnv1a($0), radix: 36) }
      var length = 6
      while Set(hashes.map { $0.suffix(length) }).count < hashes.count && length < 13 {
        length += 1
      }
      for (identity, hash) in zip(identities, hashes) {
        references[identity] = id + String(separator) + hash.suffix(length)
      }
    }
    return references
  }

  /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes: the same on every machine and version.
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}

extension SessionEntity {
  /// The same session under `reference` (unchanged when `nil`).
  func identified(as reference: String?) -> SessionEntity {
    guard let reference, reference != id else { return self }
    return SessionEntity(
      id: reference, title: title, subtitle: subtitle, abstract: abstract, day: day,
      startsAt: startsAt, endsAt: endsAt, track: track, trackColor: trackColor, room: room,
      level: level, kind: kind,
      language: language, speakers: speakers, links: links, isCancelled: isCancelled)
  }
}
