/// Why a deep link could not be followed. Both cases are the person's input to change (the CLI
/// exits 65).
public enum DeepLinkError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text is not a `conf://` link of a shape the app knows; the payload is the link.
  case malformed(String)
  /// The link is well formed but names a place the app does not have; the payload is the link.
  case unknownRoute(String)

  /// One line saying what is wrong, for example `'conf://maps' is not a place in the app`.
  public var description: String {
    switch self {
    case .malformed(let link): "'\(link)' is not a valid conf:// link"
    case .unknownRoute(let link): "'\(link)' is not a place in the app"
    }
  }

  /// What to do instead.
  public var recoverySuggestion: String {
    "use conf://session/ID, conf://timetable?day=N, conf://bookmarks, conf://schedule, "
      + "conf://tickets or conf://profile."
  }
}
