/// A phone number, validated and normalised: a Japanese one in its domestic or `+81` form, or
/// any other in the international E.164 form (`+44 20 7946 0958`, `+1 415 555 0100`: `+`, a
/// country code that does not start with 0, 8 to 15 digits in all).
///
/// For Japan it accepts the domestic form with its leading `0` (`080-1234-5678`, `08012345678`,
/// `03-1234-5678`) and the international form with `+81` and no `0` (`+81 80 1234 5678`,
/// `+818012345678`), with single spaces or hyphens between groups of digits; full-width digits,
/// hyphens (and the dashes U+2010–U+2013, U+2212, U+30FC) and spaces count as their ASCII forms.
/// The number must be an 11-digit mobile (`070`, `080`, `090`), IP (`050`) or M2M (`020`,
/// `060`) number, or a 10-digit landline or toll-free number with any other prefix. These are
/// the rules the backend applies, so a number accepted here is accepted there.
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
  /// A Japanese number's national significant number (the digits after `+81`), or another
  /// country's whole international number.
  private enum Digits: Sendable, Hashable {
    case japanese(national: String)
    /// The digits after `+`, and the groups as typed (`["44", "20", "7946", "0958"]`).
    case international(String, groups: [String])
  }

  private let digits: Digits

  /// The national significant number of a Japanese number, for the domestic formatting.
  private var nationalNumber: String {
    switch digits {
    case .japanese(let national): national
    case .international(let all, _): all
    }
  }

  /// Reads `text` as a phone number.
  ///
  /// - Throws: `PhoneNumberError`, whose description says what is wrong.
  public init(_ text: String) throws(PhoneNumberError) {
    let characters = text.trimmingWhitespace().map(Self.ascii(_:))
    if characters.first == "+", !characters.dropFirst().starts(with: ["8", "1"]) {
      digits = try Self.international(characters)
    } else {
      digits = .japanese(national: try Self.nationalNumber(in: text))
    }
  }

  /// The E.164 form the backend stores, for example `+818012345678` or `+442079460958`.
  public var e164: String {
    switch digits {
    case .japanese(let national): "+81" + national
    case .international(let all, _): "+" + all
    }
  }

  /// The domestic form with hyphens, for example `080-1234-5678` or `03-1234-5678`.
  ///
  /// Landlines are grouped as Tokyo and Osaka (`03`, `06`: 2-4-4), toll-free (`0120`: 4-3-3) or
  /// otherwise 3-3-4; other area-code lengths are not told apart. Another country's number is
  /// shown with `+` and its groups as typed (`+44 20 7946 0958`).
  public var formatted: String {
    if case .international(_, let groups) = self.digits {
      return "+" + groups.joined(separator: " ")
    }
    let digits = Array("0" + nationalNumber)
    let groups: [Int] =
      if digits.count == 11 {
        [3, 4, 4]
      } else if nationalNumber.hasPrefix("120") {
        [4, 3, 3]
      } else if nationalNumber.hasPrefix("3") || nationalNumber.hasPrefix("6") {
        [2, 4, 4]
      } else {
        [3, 3, 4]
      }
    // Slices by what is left, so even a number of another length could not trap here.
    var parts: [String] = []
    var rest = digits[...]
    for length in groups where !rest.isEmpty {
      parts.append(String(rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    if !rest.isEmpty { parts.append(String(rest)) }
    return parts.joined(separator: "-")
  }

  /// The form people read, as `formatted`.
  public var description: String {
    formatted
  }

  /// Two numbers are the same when their E.164 forms are, however they were grouped.
  public static func == (left: PhoneNumber, right: PhoneNumber) -> Bool {
    left.e164 == right.e164
  }

  /// Hashes the E.164 form.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(e164)
  }

  private static let mobilePrefixes: Set<Substring> = ["20", "50", "60", "70", "80", "90"]

  /// An international number other than Japan's: `+`, then digit groups separated by single
  /// spaces or hyphens, 8 to 15 digits in all, the first not 0.
  private static func international(_ characters: [Character]) throws(PhoneNumberError) -> Digits {
    var groups: [String] = [""]
    for character in characters.dropFirst() {
      switch character {
      case "0"..."9":
        groups[groups.count - 1].append(character)
      case " ", "-":
        guard groups[groups.count - 1] != "" else { throw .misplacedSeparator }
        groups.append("")
      default:
        throw .invalidCharacter(character)
      }
    }
    guard groups.last != "" else {
      throw groups.count == 1 ? .empty : .misplacedSeparator
    }
    let all = groups.joined()
    guard all.first != "0" else { throw .zeroCountryCode }
    guard (8...15).contains(all.count) else {
      throw .wrongInternationalLength(digitCount: all.count)
    }
    return .international(all, groups: groups)
  }

  private static func nationalNumber(in text: String) throws(PhoneNumberError) -> String {
    let characters = text.trimmingWhitespace().map(Self.ascii(_:))
    guard !characters.isEmpty else { throw .empty }
    var digits = ""
    var isInternational = false
    var previousWasSeparator = true
    for (index, character) in characters.enumerated() {
      switch character {
      case "0"..."9":
        digits.append(character)
        previousWasSeparator = false
      case " ", "-":
        guard !previousWasSeparator else { throw .misplacedSeparator }
        previousWasSeparator = true
      case "+" where index == 0:
        isInternational = true
      default:
        throw .invalidCharacter(character)
      }
    }
    guard !digits.isEmpty else { throw .empty }
    guard !previousWasSeparator else { throw .misplacedSeparator }
    var national = Substring(digits)
    if isInternational {
      national = national.dropFirst(2)
      guard national.first != "0" else { throw .zeroAfterCountryCode }
    }
    let domesticCount = isInternational ? national.count + 1 : national.count
    guard domesticCount == 10 || domesticCount == 11 else {
      throw .wrongLength(digitCount: domesticCount)
    }
    if !isInternational {
      guard national.first == "0" else { throw .missingLeadingZero }
      national = national.dropFirst()
    }
    guard national.first != "0" else { throw .unknownPrefix("0" + national.prefix(2)) }
    let isMobile = mobilePrefixes.contains(national.prefix(2))
    if national.count == 10, !isMobile {
      throw .unknownPrefix("0" + national.prefix(2))
    }
    if national.count == 9, isMobile {
      // 020, 050, 060, 070, 080 and 090 numbers have 11 digits; the backend refuses 10.
      throw .wrongLength(digitCount: domesticCount)
    }
    return String(national)
  }

  /// Full-width digits, plus and hyphen-like marks, and the ideographic space, as ASCII.
  private static func ascii(_ character: Character) -> Character {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1
    else { return character }
    switch scalar.value {
    case 0xFF10...0xFF19:
      return Character(Unicode.Scalar(UInt8(scalar.value - 0xFF10) + 0x30))
    case 0xFF0B:
      return "+"
    case 0x2010, 0x2011, 0x2012, 0x2013, 0x2212, 0x30FC, 0xFF0D:
      return "-"
    case 0x3000:
      return " "
    default:
      return character
    }
  }
}
