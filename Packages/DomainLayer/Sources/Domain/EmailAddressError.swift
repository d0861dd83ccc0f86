/// Why a text is not an email address; `description` is the reason, in one line.
public enum EmailAddressError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing was given.
  case empty
  /// The text holds a space, a line break or another invisible character.
  case containsWhitespace
  /// There is no `@`.
  case missingAtSign
  /// Nothing comes before the `@`.
  case missingLocalPart
  /// The part after the `@` is not a domain name such as `example.com`.
  case invalidDomain
  /// The address is longer than the 254 characters an address may have.
  case tooLong

  /// The reason, in one line without a trailing period.
  public var description: String {
    switch self {
    case .empty: "no email address was given"
    case .containsWhitespace: "an email address cannot contain spaces or line breaks"
    case .missingAtSign: "an email address has an '@', as in ada@example.com"
    case .missingLocalPart: "an email address has a name before the '@', as in ada@example.com"
    case .invalidDomain: "an email address ends in a domain name such as example.com"
    case .tooLong: "an email address has at most 254 characters"
    }
  }
}
