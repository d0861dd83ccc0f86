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
    ("+81 80 1234", .wrongLength(digitCount: 7)),
    ("080.1234.5678", .invalidCharacter(".")),
    ("080-1234-5678 ext 1", .invalidCharacter("e")),
    ("(03) 1234-5678", .invalidCharacter("(")),
    ("080+1234", .invalidCharacter("+")),
    ("080--1234-5678", .misplacedSeparator),
    ("-080-1234-5678", .misplacedSeparator),
    ("080-1234-5678-", .misplacedSeparator),
    ("+ 81 80 1234 5678", .misplacedSeparator),
    ("+1 555 123 4567", .notJapanese),
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
    (.notJapanese, "only Japanese numbers can be used; the international form starts with +81"),
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
