extension Session {
  /// Identifies a session; distinct from other identifiers so they cannot be mixed up.
  public struct ID: RawRepresentable, Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    /// The identifier as the backend spells it, for example `104`.
    public let rawValue: String

    /// Wraps `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Wraps `rawValue`.
    public init(_ rawValue: String) {
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

    /// The character between the id a programme gives a repeated event and what tells its
    /// occurrences apart (`400012@4fqu4f`).
    public static let occurrenceSeparator: Character = "@"

    /// The id as the programme gives it: for the occurrence of an id the programme repeats,
    /// the part before `@` (`400012@4fqu4f` is an occurrence of `400012`); else the id itself.
    public var programmeID: String {
      rawValue.firstIndex(of: Self.occurrenceSeparator).map { String(rawValue[..<$0]) }
        ?? rawValue
    }

    /// Whether this names one occurrence of an id the programme repeats.
    public var isOccurrence: Bool {
      programmeID != rawValue
    }
  }
}
