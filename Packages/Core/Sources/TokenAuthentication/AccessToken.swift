/// A bearer token that authorises one request; opaque to the wrapper.
///
/// `description`, `debugDescription` and the mirror are redacted, so logging a token never prints
/// its text. Read `rawValue` only where the token is sent.
public struct AccessToken: Sendable, Hashable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The token text, as sent in the `Authorization` header.
  public let rawValue: String

  /// Wraps the token text `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// `AccessToken(<redacted>)`: never the token text.
  public var description: String { "AccessToken(<redacted>)" }

  /// The same as `description`.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump` prints no token text.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
