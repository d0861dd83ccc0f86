public import Domain

/// A place in the app a deep link names, such as `conf://session/204`.
///
/// The same routes serve `conf open`, the terminal app and, later, a SwiftUI shell. Parse a link
/// with `init(link:)`; `link` writes a route back as its canonical link.
public enum AppRoute: Sendable, Equatable {
  /// One session's detail: `conf://session/ID`.
  case session(Session.ID)
  /// The timetable on a day: `conf://timetable?day=N` (`conf://timetable` is day 1).
  case timetable(day: ConferenceDay)
  /// The person's bookmarks: `conf://bookmarks`.
  case bookmarks
  /// The person's schedule: `conf://schedule`.
  case schedule
  /// The person's tickets: `conf://tickets`.
  case tickets
  /// The person's profile: `conf://profile`.
  case profile

  /// The scheme every link uses.
  public static let scheme = "conf"

  /// Parses `link`.
  ///
  /// - Throws: `DeepLinkError.malformed` for text that is not a `conf://` link of the expected
  ///   shape (another scheme, a bad escape, extra parts, a bad day or session id),
  ///   `.unknownRoute` for a well-formed link to a place the app does not have.
  public init(link: String) throws(DeepLinkError) {
    let prefix = Self.scheme + "://"
    guard link.lowercased().hasPrefix(prefix) else { throw .malformed(link) }
    let rest = link.dropFirst(prefix.count)
    let (location, query) = Self.split(rest, at: "?")
    guard let query = try Self.queryItems(query, link: link) else { throw .malformed(link) }
    let parts = location.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let host = parts.first?.lowercased(), !host.isEmpty else { throw .malformed(link) }
    let path = Array(parts.dropFirst().filter { !$0.isEmpty })
    switch host {
    case "session":
      guard path.count == 1, query.isEmpty, let id = Self.decoded(path[0]),
        Self.isSessionID(id)
      else { throw .malformed(link) }
      self = .session(Session.ID(id))
    case "timetable":
      guard path.isEmpty, query.keys.allSatisfy({ $0 == "day" }) else { throw .malformed(link) }
      guard let text = query["day"] else {
        self = .timetable(day: .first)
        return
      }
      guard let number = Int(text), let day = try? ConferenceDay(number) else {
        throw .malformed(link)
      }
      self = .timetable(day: day)
    case "bookmarks", "schedule", "tickets", "profile":
      guard path.isEmpty, query.isEmpty else { throw .malformed(link) }
      switch host {
      case "bookmarks": self = .bookmarks
      case "schedule": self = .schedule
      case "tickets": self = .tickets
      default: self = .profile
      }
    default:
      throw .unknownRoute(link)
    }
  }

  /// The route's canonical link, for example `conf://timetable?day=2`.
  public var link: String {
    switch self {
    case .session(let id): "conf://session/\(id.rawValue)"
    case .timetable(let day): "conf://timetable?day=\(day.number)"
    case .bookmarks: "conf://bookmarks"
    case .schedule: "conf://schedule"
    case .tickets: "conf://tickets"
    case .profile: "conf://profile"
    }
  }

  /// Whether the route shows the person's own data, so it needs a login.
  public var needsLogin: Bool {
    switch self {
    case .session, .timetable: false
    case .bookmarks, .schedule, .tickets, .profile: true
    }
  }

  /// The tab the route opens.
  public var tab: AppTab {
    switch self {
    case .session, .timetable: .timetable
    case .bookmarks, .schedule: .schedule
    case .tickets: .tickets
    case .profile: .profile
    }
  }

  private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    return (text[..<index], text[text.index(after: index)...])
  }

  /// The query's items by name; `nil` when an item is malformed or repeated.
  private static func queryItems(_ query: Substring?, link: String) throws(DeepLinkError)
    -> [String: String]?
  {
    guard let query, !query.isEmpty else { return [:] }
    var items: [String: String] = [:]
    for item in query.split(separator: "&", omittingEmptySubsequences: false) {
      let (name, value) = split(item, at: "=")
      guard let name = decoded(String(name)), !name.isEmpty, items[name] == nil,
        let value = decoded(String(value ?? ""))
      else { return nil }
      items[name] = value
    }
    return items
  }

  /// `text` with its percent escapes decoded; `nil` for a broken escape or invalid UTF-8.
  private static func decoded(_ text: String) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// Whether `text` can be a session id: 1 to 64 letters, digits, `-` or `_`.
  private static func isSessionID(_ text: String) -> Bool {
    (1...64).contains(text.count)
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_"
      }
  }
}
