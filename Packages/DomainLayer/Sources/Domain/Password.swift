/// A password on its way to the backend; it never shows up in text.
///
/// `description`, `debugDescription`, string interpolation and `dump` all print `<redacted>`, so
/// a password cannot leak into a log, an error or an analytics event by accident. Only `text`
/// gives it out, for the one call that sends it.
public struct Password: Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The password itself; hand it to the repository that logs in, and nowhere else.
  public let text: String

  /// Wraps `text` as is (no trimming: spaces may be part of a password).
  public init(_ text: String) {
    self.text = text
  }

  /// Whether the password is empty.
  public var isEmpty: Bool {
    text.isEmpty
  }

  /// `<redacted>`.
  public var description: String {
    "<redacted>"
  }

  /// `<redacted>`.
  public var debugDescription: String {
    description
  }

  /// A mirror without children, so `dump` prints no password.
  public var customMirror: Mirror {
    Mirror(self, children: [:])
  }
}
