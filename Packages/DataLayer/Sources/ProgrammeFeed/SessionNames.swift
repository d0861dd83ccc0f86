import Foundation

/// The names a programme's sessions were given, each under its session's identity: what lets a
/// session keep its name, and with it its bookmarks, the changes seen of it and its calendar
/// UID, across refreshes.
///
/// A session's identity is its event's guid (in any letter case) when it has one, else its id
/// and start. ``ProgrammeFeedReader/programme(from:timeZone:names:)`` reads a programme with
/// the names of the copy it replaces and gives back the new copy's. No text from the feed is
/// kept: an identity is held as a 64-bit hash of it, and a name is an id the reader accepted
/// (at most ``ProgrammeFeedReader/maximumIDLength`` characters) with at most 14 more.
public struct SessionNames: Sendable, Equatable {
  /// The names by the base-36 hash of their session's identity.
  var byIdentity: [String: String]

  /// No names: a programme read with them names its sessions as if read for the first time.
  public init() {
    byIdentity = [:]
  }

  init(byIdentity: [String: String]) {
    self.byIdentity = byIdentity
  }

  /// How many sessions are named.
  public var count: Int { byIdentity.count }

  /// The name given to the session with `identity`, if any.
  func name(of identity: String) -> String? {
    byIdentity[Self.key(of: identity)]
  }

  /// The key `identity` is held under: the base-36 FNV-1a hash of it.
  static func key(of identity: String) -> String {
    String(SessionReference.fnv1a(identity), radix: 36)
  }
}

extension SessionNames {
  /// The file's form: a version and the names by key.
  private struct Stored: Codable {
    static let currentVersion = 1
    var version: Int
    var names: [String: String]
  }

  /// The names as a JSON file holds them (keys sorted, so that the same names are the same
  /// bytes).
  func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A dictionary of strings always encodes.
    return (try? encoder.encode(Stored(version: Stored.currentVersion, names: byIdentity)))
      ?? Data()
  }

  /// The names `data` holds, or `nil` when it is not a file of names this version reads.
  init?(decoding data: Data) {
    guard let stored = try? JSONDecoder().decode(Stored.self, from: data),
      stored.version == Stored.currentVersion
    else { return nil }
    byIdentity = stored.names
  }
}
