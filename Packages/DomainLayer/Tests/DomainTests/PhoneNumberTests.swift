import Domain
import Testing

struct PhoneNumberTests {
  struct Accepted: Sendable, CustomTestStringConvertible {
    let text: String
    let e164: String
    let formatted: String
    var testDescription: String { text }
  }

  @Test(arguments: [
    Accepted(text: "080-1234-5678", e164: "+818012345678", formatted: "080-1234-5678"),
    Accepted(text: "08012345678", e164: "+818012345678", formatted: "080-1234-5678"),
    Accepted(text: "+81 80 1234 5678", e164: "+818012345678", formatted: "080-1234-5678"),
    Accepted(text: "+818012345678", e164: "+818012345678", formatted: "080-1234-5678"),
    Accepted(text: "+81-90-1111-2222", e164: "+819011112222", formatted: "090-1111-2222"),
    Accepted(text: "  070 1234 5678\n", e164: "+817012345678", formatted: "070-1234-5678"),
    Accepted(text: "050-1234-5678", e164: "+815012345678", formatted: "050-1234-5678"),
    Accepted(text: "020-1234-5678", e164: "+812012345678", formatted: "020-1234-5678"),
    Accepted(text: "+81 20 1234 5678", e164: "+812012345678", formatted: "020-1234-5678"),
    Accepted(text: "06012345678", e164: "+816012345678", formatted: "060-1234-5678"),
    Accepted(text: "+81-60-1234-5678", e164: "+816012345678", formatted: "060-1234-5678"),
    Accepted(text: "03-1234-5678", e164: "+81312345678", formatted: "03-1234-5678"),
    Accepted(text: "+81312345678", e164: "+81312345678", formatted: "03-1234-5678"),
    Accepted(text: "0612345678", e164: "+81612345678", formatted: "06-1234-5678"),
    Accepted(text: "045-123-4567", e164: "+81451234567", formatted: "045-123-4567"),
    Accepted(text: "0120-123-456", e164: "+81120123456", formatted: "0120-123-456"),
    Accepted(text: "０８０ー１２３４ー５６７８", e164: "+818012345678", formatted: "080-1234-5678"),
    Accepted(text: "＋８１　８０　１２３４　５６７８", e164: "+818012345678", formatted: "080-1234-5678"),
  ])
  func normalisesJapaneseNumbers(accepted: Accepted) throws {
    let number = try PhoneNumber(accepted.text)

    #expect(
      [number.e164, number.formatted, number.description]
        == [accepted.e164, accepted.formatted, accepted.formatted])
  }

  @Test(arguments: [
    Accepted(text: "+44 20 7946 0958", e164: "+442079460958", formatted: "+44 20 7946 0958"),
    Accepted(text: "+1 415 555 0100", e164: "+14155550100", formatted: "+1 415 555 0100"),
    Accepted(text: "+1-415-555-0100", e164: "+14155550100", formatted: "+1 415 555 0100"),
    Accepted(text: "＋３３６１２３４５６７８", e164: "+33612345678", formatted: "+33612345678"),
  ])
  func acceptsInternationalNumbersFromAnywhere(accepted: Accepted) throws {
    let number = try PhoneNumber(accepted.text)

    #expect([number.e164, number.formatted] == [accepted.e164, accepted.formatted])
  }

  @Test
  func numbersAreTheSameWhenTheirE164FormsAre() throws {
    #expect(try PhoneNumber("+44 20 7946 0958") == PhoneNumber("+442079460958"))
    #expect(try PhoneNumber("080-1234-5678") == PhoneNumber("+81 80 1234 5678"))
    #expect(try Set([PhoneNumber("+1 415 555 0100"), PhoneNumber("+14155550100")]).count == 1)
  }

  /// U+2010 hyphen, U+2011 non-breaking hyphen, U+2012 figure dash, U+2013 en dash, U+2212
  /// minus, U+30FC katakana prolonged sound mark and U+FF0D full-width hyphen-minus.
  @Test(arguments: [
    "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2212}", "\u{30FC}", "\u{FF0D}",
  ])
  func hyphenLookAlikesSeparateGroups(hyphen: String) throws {
    let number = try PhoneNumber("080" + hyphen + "1234" + hyphen + "5678")

    #expect([number.e164, number.formatted] == ["+818012345678", "080-1234-5678"])
    #expect(throws: PhoneNumberError.misplacedSeparator) {
      try PhoneNumber("080" + hyphen + hyphen + "1234-5678")
    }
  }

  /// Every number of 9 to 12 digits after `0` and each first digit either is refused or is
  /// formatted with all its digits: `formatted` never runs out of digits.
  @Test(arguments: 1...9)
  func everyAcceptedNumberFormatsWithAllItsDigits(firstDigit: Int) {
    for length in 8...11 {
      for second in 0...9 {
        let national = "\(firstDigit)\(second)" + String(repeating: "7", count: length - 2)
        guard let number = try? PhoneNumber("0" + national) else { continue }
        #expect(number.formatted.filter(\.isNumber) == "0" + national)
        #expect([10, 11].contains(national.count + 1), "0\(national)")
      }
    }
  }

  @Test
  func equalNumbersWrittenDifferentlyAreEqual() throws {
    #expect(try PhoneNumber("080-1234-5678") == PhoneNumber("+81 80 1234 5678"))
    #expect(try PhoneNumber("080-1234-5678") != PhoneNumber("090-1234-5678"))
  }

  @Test(arguments: [
    ("", PhoneNumberError.empty),
    ("   ", .empty),
    ("+", .empty),
    ("12", .wrongLength(digitCount: 2)),
    ("080-1234", .wrongLength(digitCount: 7)),
    ("080-1234-56789", .wrongLength(digitCount: 12)),
    ("03-1234-567", .wrongLength(digitCount: 9)),
    ("031234567", .wrongLength(digitCount: 9)),
    ("+81 3 1234 567", .wrongLength(digitCount: 9)),
    ("0120-123-45", .wrongLength(digitCount: 9)),
    // 020, 050, 060, 070, 080 and 090 numbers have 11 digits, never 10.
    ("020-123-4567", .wrongLength(digitCount: 10)),
    ("060-123-4567", .wrongLength(digitCount: 10)),
    ("+81 60 123 4567", .wrongLength(digitCount: 10)),
    ("050-123-4567", .wrongLength(digitCount: 10)),
    ("090-123-4567", .wrongLength(digitCount: 10)),
    ("080\u{2014}1234\u{2014}5678", .invalidCharacter("\u{2014}")),
    ("+81 80 1234", .wrongLength(digitCount: 7)),
    ("080.1234.5678", .invalidCharacter(".")),
    ("080-1234-5678 ext 1", .invalidCharacter("e")),
    ("(03) 1234-5678", .invalidCharacter("(")),
    ("080+1234", .invalidCharacter("+")),
    ("080--1234-5678", .misplacedSeparator),
    ("-080-1234-5678", .misplacedSeparator),
    ("080-1234-5678-", .misplacedSeparator),
    ("+ 81 80 1234 5678", .misplacedSeparator),
    ("+1 555 1", .wrongInternationalLength(digitCount: 5)),
    ("+44 20 7946 0958 1234 5", .wrongInternationalLength(digitCount: 17)),
    ("+0 20 7946 0958", .zeroCountryCode),
    ("+44 20  7946", .misplacedSeparator),
    ("+44 (20) 7946", .invalidCharacter("(")),
    ("+81 080 1234 5678", .zeroAfterCountryCode),
    ("8012345678", .missingLeadingZero),
    ("010-1234-5678", .unknownPrefix("010")),
    ("00012345678", .unknownPrefix("000")),
    ("001-234-5678", .unknownPrefix("001")),
  ])
  func rejectsEverythingElseWithAReason(text: String, error: PhoneNumberError) {
    #expect(throws: error) { try PhoneNumber(text) }
  }

  @Test(arguments: [
    (
      PhoneNumberError.wrongLength(digitCount: 2),
      "it has 2 digits; a Japanese number has 10 (03-1234-5678), or 11 for a mobile "
        + "(080-1234-5678)"
    ),
    (
      .wrongLength(digitCount: 1),
      "it has 1 digit; a Japanese number has 10 (03-1234-5678), "
        + "or 11 for a mobile (080-1234-5678)"
    ),
    (.empty, "no phone number was given"),
    (
      .invalidCharacter("x"), "'x' cannot be part of a phone number; use digits, spaces and hyphens"
    ),
    (.misplacedSeparator, "spaces and hyphens may only separate groups of digits, one at a time"),
    (
      .wrongInternationalLength(digitCount: 5),
      "it has 5 digits with the country code; an international number has 8 to 15 "
        + "(+44 20 7946 0958)"
    ),
    (.zeroAfterCountryCode, "drop the 0 after +81, as in +81 80 1234 5678"),
    (.missingLeadingZero, "a Japanese number starts with 0, or with +81 in the international form"),
    (
      .unknownPrefix("010"),
      "an 11-digit number starts with 070, 080 or 090 (or 020, 050, 060), not 010"
    ),
  ])
  func explainsEachReason(error: PhoneNumberError, description: String) {
    #expect(error.description == description)
  }
}
