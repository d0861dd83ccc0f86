extension User {
  /// Identifies an account; distinct from other identifiers so they cannot be mixed up.
  public struct ID: RawRepresentable, Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    /// The identifier as the backend spells it, for example `u-ada`.
    public let rawValue: String

    /// Wraps `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Wraps a literal, for tests and previews.
    public init(stringLiteral value: String) {
      self.rawValue = value
    }

    /// The raw identifier.
    public var description: String {
      rawValue
    }
  }
}
