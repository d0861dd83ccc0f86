/// A long-lived token that buys a new access token at the token endpoint; opaque to the wrapper.
///
/// Under refresh-token rotation each value may be sent only once. `description`,
/// `debugDescription` and the mirror are redacted.
public struct RefreshToken: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The token text, as sent to the token endpoint.
  public let rawValue: String

  /// Wraps the token text `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// `RefreshToken(<redacted>)`: never the token text.
  public var description: String { "RefreshToken(<redacted>)" }

  /// The same as `description`.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump` prints no token text.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
