/// The body of `POST /v1/auth/login`.
///
/// `description`, `debugDescription` and the mirror show the email but never the password.
public struct LoginRequestEntity: Codable, Sendable, Equatable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The account's email address.
  public let email: String
  /// The account's password.
  public let password: String

  /// Creates a login request.
  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }

  /// `LoginRequestEntity(email: ..., password: <redacted>)`.
  public var description: String {
    "LoginRequestEntity(email: \(email), password: <redacted>)"
  }

  /// The same as `description`.
  public var debugDescription: String { description }

  /// A mirror with the email only, so `dump` prints no password.
  public var customMirror: Mirror { Mirror(self, children: ["email": email]) }
}
