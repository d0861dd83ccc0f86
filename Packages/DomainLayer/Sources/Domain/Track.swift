/// A thread of the programme (for example `Architecture`); sessions of one track share a room.
///
/// Track names are matched case-insensitively: `architecture` selects `Architecture`.
public struct Track: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The name as the programme spells it.
  public let name: String

  /// Creates a track named `name`.
  public init(name: String) {
    self.name = name
  }

  /// The track's name.
  public var description: String {
    name
  }

  /// Whether `name` names this track, ignoring case and surrounding white space.
  public func isNamed(_ name: String) -> Bool {
    self.name.lowercased() == name.trimmingWhitespace().lowercased()
  }

  /// Orders tracks by name, ignoring case.
  public static func < (lhs: Track, rhs: Track) -> Bool {
    (lhs.name.lowercased(), lhs.name) < (rhs.name.lowercased(), rhs.name)
  }
}
