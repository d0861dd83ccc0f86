/// Validates Japanese phone numbers and normalises them to E.164 (`+818012345678`).
///
/// Accepted: a domestic number with its leading `0` (`080-1234-5678`, `08012345678`,
/// `03-1234-5678`) or the international form with `+81` and no leading `0`
/// (`+81 80 1234 5678`, `+81-3-1234-5678`), with single spaces or hyphens between digit groups;
/// full-width digits, plus signs, hyphens (and dash look-alikes) and spaces count as their
/// ASCII forms.
/// The national number must be a 10-digit mobile, IP or M2M number (`20`, `50`, `60`, `70`,
/// `80`, `90` then eight digits) or a 9-digit fixed-line or toll-free number (any other
/// prefix).
///
/// Any other country's number is accepted in the international E.164 form: `+`, a country code
/// that does not start with 0, 8 to 15 digits in all, in groups separated by single spaces or
/// hyphens (`+44 20 7946 0958` is `+442079460958`).
enum PhoneNumberNormalizer {
  /// The E.164 form of `text`, or `nil` when it is not a phone number these rules accept.
  static func normalize(_ text: String) -> String? {
    let trimmed = String(String.UnicodeScalarView(text.unicodeScalars.map(asciiForm)))
      .trimmingASCIISpaces()
    var scalars = Substring(trimmed).unicodeScalars[...]
    let isInternational = scalars.first == "+"
    if isInternational { scalars.removeFirst() }
    var digits = ""
    var previousWasSeparator = true
    for scalar in scalars {
      switch scalar {
      case "0"..."9":
        digits.unicodeScalars.append(scalar)
        previousWasSeparator = false
      case " ", "-":
        guard !previousWasSeparator else { return nil }
        previousWasSeparator = true
      default:
        return nil
      }
    }
    guard !previousWasSeparator else { return nil }
    let national: Substring
    if isInternational, !digits.hasPrefix("81") {
      // Another country's number: only its length and country code can be checked here.
      guard digits.first != "0", (8...15).contains(digits.count) else { return nil }
      return "+" + digits
    }
    if isInternational {
      national = digits.dropFirst(2)
      guard national.first != "0" else { return nil }
    } else {
      guard digits.hasPrefix("0") else { return nil }
      national = digits.dropFirst()
    }
    let mobilePrefixes: Set<Substring> = ["20", "50", "60", "70", "80", "90"]
    let isMobile = national.count == 10 && mobilePrefixes.contains(national.prefix(2))
    let isFixedLine =
      national.count == 9 && national.first != "0" && !mobilePrefixes.contains(national.prefix(2))
    guard isMobile || isFixedLine else { return nil }
    return "+81" + national
  }

  /// The ASCII form of a full-width digit, plus sign, space, or hyphen look-alike.
  private static func asciiForm(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0xFF10...0xFF19: Unicode.Scalar(UInt8(scalar.value - 0xFF10) + UInt8(ascii: "0"))
    case 0xFF0B: "+"
    case 0x3000: " "
    case 0x2010, 0x2011, 0x2012, 0x2013, 0x2212, 0x30FC, 0xFF0D: "-"
    default: scalar
    }
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  fileprivate func trimmingASCIISpaces() -> String {
    var scalars = unicodeScalars[...]
    let spaces: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
    while let first = scalars.first, spaces.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, spaces.contains(last) { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
