/// Why a text is not a phone number conf can use; `description` is the reason, in one line.
public enum PhoneNumberError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No digits were given.
  case empty
  /// The text holds a character that cannot be part of a phone number.
  case invalidCharacter(Character)
  /// A space or hyphen is doubled, or comes first or last.
  case misplacedSeparator
  /// An international number (`+` and a country code other than Japan's) has `digitCount`
  /// digits; E.164 allows 8 to 15 with the country code.
  case wrongInternationalLength(digitCount: Int)
  /// An international number's country code starts with 0.
  case zeroCountryCode
  /// The international form keeps the domestic `0` after `+81`.
  case zeroAfterCountryCode
  /// The domestic form does not start with `0`.
  case missingLeadingZero
  /// The number has `digitCount` digits in its domestic form; Japanese numbers have 10 or 11.
  case wrongLength(digitCount: Int)
  /// An 11-digit number starts with `prefix`, which no mobile, IP or M2M number does.
  case unknownPrefix(String)

  /// The reason, in one line without a trailing period.
  public var description: String {
    switch self {
    case .empty:
      "no phone number was given"
    case .invalidCharacter(let character):
      "'\(character)' cannot be part of a phone number; use digits, spaces and hyphens"
    case .misplacedSeparator:
      "spaces and hyphens may only separate groups of digits, one at a time"
    case .wrongInternationalLength(let digitCount):
      "it has \(digitCount) digit\(digitCount == 1 ? "" : "s") with the country code; an "
        + "international number has 8 to 15 (+44 20 7946 0958)"
    case .zeroCountryCode:
      "a country code does not start with 0; write + and the country code (+44 20 7946 0958)"
    case .zeroAfterCountryCode:
      "drop the 0 after +81, as in +81 80 1234 5678"
    case .missingLeadingZero:
      "a Japanese number starts with 0, or with +81 in the international form"
    case .wrongLength(let digitCount):
      "it has \(digitCount) digit\(digitCount == 1 ? "" : "s"); a Japanese number has 10 "
        + "(03-1234-5678), or 11 for a mobile (080-1234-5678)"
    case .unknownPrefix(let prefix):
      "an 11-digit number starts with 070, 080 or 090 (or 020, 050, 060), not \(prefix)"
    }
  }
}
