/// How much prior knowledge a session expects, in the programme's own words (for example
/// `beginner` or `advanced`): the vocabulary is the programme's, not the app's.
public struct SessionLevel: Sendable, Hashable, CustomStringConvertible {
  /// The level as the programme names it.
  public let name: String

  /// Creates a level named `name`.
  public init(name: String) {
    self.name = name
  }

  /// The level's name.
  public var description: String {
    name
  }
}
