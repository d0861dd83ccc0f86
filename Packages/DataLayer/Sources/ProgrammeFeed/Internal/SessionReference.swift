import Entity

/// How the sessions of a programme are told apart and named.
///
/// A session's **identity** is its event's guid (in any letter case) when it has one, else its
/// id and start: what stays the same for the same event across refreshes. Its **reference**,
/// the id every command shows and takes, is the event's id when no other event has it; the
/// occurrences of a repeated id (a meetup held on several days, each with its own guid) are
/// `ID@xxxxxx`, where `xxxxxx` is six base-36 characters of an FNV-1a hash of the identity.
///
/// A refresh names the sessions with the names of the copy it replaces (`SessionNames`), so a
/// session keeps its reference, and its bookmarks, for as long as its identity stays: an id
/// that a refresh repeats for the first time leaves the bare id to the session that had it and
/// names only the new occurrences `ID@xxxxxx`; an occurrence keeps `ID@xxxxxx` when the others
/// are gone. An event without a guid whose identity is new (its start moved) takes the one name
/// of its id that no session kept, when it is the only new event of its id; an event with a new
/// guid is another event, and never takes a name another left.
enum SessionReference {
  /// The character between an id and the part that tells its occurrences apart.
  static let separator: Character = "@"

  /// The identity of an event with `guid`, `id` and `start` (seconds since the epoch).
  static func identity(guid: String?, id: String, start: Int) -> String {
    guid.map { "guid:" + $0.lowercased() } ?? "id:\(id)@\(start)"
  }

  /// Whether `identity` is an event's guid (not its id and start).
  private static func hasGUID(_ identity: String) -> Bool {
    identity.hasPrefix("guid:")
  }

  /// The reference of each session's identity, the names the copy it replaces gave them
  /// (`previous`) kept where they still fit: see the type's description.
  static func references(
    for sessions: [(session: SessionEntity, identity: String)],
    previous: SessionNames
  ) -> [String: String] {
    var order: [String] = []
    var byID: [String: [String]] = [:]
    for (session, identity) in sessions {
      if byID[session.id] == nil { order.append(session.id) }
      byID[session.id, default: []].append(identity)
    }
    var references: [String: String] = [:]
    var taken: Set<String> = []
    // First every name the previous copy gave a session still here, where it still names
    // the same id.
    for id in order {
      for identity in byID[id, default: []] {
        guard let name = previous.name(of: identity), isName(name, of: id),
          taken.insert(name).inserted
        else { continue }
        references[identity] = name
      }
    }
    let unclaimed = unclaimedNames(of: previous, taken: taken)
    for id in order {
      let identities = byID[id, default: []]
      var unnamed = identities.filter { references[$0] == nil }
      guard !unnamed.isEmpty else { continue }
      let free = (unclaimed[id] ?? []).filter { !taken.contains($0) }
      if unnamed.count == 1, free.count == 1, !hasGUID(unnamed[0]) {
        references[unnamed[0]] = free[0]
        taken.insert(free[0])
        continue
      }
      if identities.count == 1, !taken.contains(id) {
        references[unnamed[0]] = id
        taken.insert(id)
        continue
      }
      unnamed.sort()
      for (identity, name) in zip(unnamed, occurrenceNames(of: id, for: unnamed, taken: taken)) {
        references[identity] = name
        taken.insert(name)
      }
    }
    return references
  }

  /// The names `references` gives, under their sessions' identities.
  static func names(_ references: [String: String]) -> SessionNames {
    SessionNames(
      byIdentity: Dictionary(
        references.map { (SessionNames.key(of: $0.key), $0.value) },
        uniquingKeysWith: { first, _ in first }))
  }

  /// Whether `name` is `id` or one of its occurrences' names (`id@` and letters and digits).
  private static func isName(_ name: String, of id: String) -> Bool {
    guard name != id else { return true }
    guard name.hasPrefix(id + String(separator)) else { return false }
    let suffix = name.dropFirst(id.count + 1)
    return !suffix.isEmpty && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// The previous names no session kept, by the id each could name (in name order).
  private static func unclaimedNames(
    of previous: SessionNames, taken: Set<String>
  ) -> [String: [String]] {
    var unclaimed: [String: [String]] = [:]
    for name in previous.byIdentity.values.sorted() where !taken.contains(name) {
      unclaimed[name, default: []].append(name)
      if let at = name.lastIndex(of: separator) {
        unclaimed[String(name[..<at]), default: []].append(name)
      }
    }
    return unclaimed
  }

  /// The names of `identities`' occurrences of `id`: `id@` and the last six base-36
  /// characters of each identity's hash, more where six of two hashes agree or the name is
  /// `taken`.
  private static func occurrenceNames(
    of id: String, for identities: [String], taken: Set<String>
  ) -> [String] {
    let hashes = identities.map { String(fnv1a($0), radix: 36) }
    var length = 6
    func names() -> [String] { hashes.map { id + String(separator) + $0.suffix(length) } }
    while length < 13,
      Set(names()).count < hashes.count || names().contains(where: taken.contains)
    {
      length += 1
    }
    return names()
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
