import Domain
import Testing

struct EmailAddressTests {
  @Test(arguments: [
    ("ada@example.com", "ada@example.com"),
    ("  Ada.Lovelace+conf@Example.co.jp \n", "Ada.Lovelace+conf@Example.co.jp"),
    ("\"odd@name\"@example.com", "\"odd@name\"@example.com"),
  ])
  func acceptsAddressesAndDropsSurroundingSpace(text: String, rawValue: String) throws {
    #expect(try EmailAddress(text).rawValue == rawValue)
    #expect(try EmailAddress(text).description == rawValue)
  }

  @Test(arguments: [
    ("", EmailAddressError.empty),
    ("  ", .empty),
    ("ada @example.com", .containsWhitespace),
    ("ada@exam\u{200B}ple.com", .containsWhitespace),
    ("ada.example.com", .missingAtSign),
    ("@example.com", .missingLocalPart),
    ("ada@", .invalidDomain),
    ("ada@localhost", .invalidDomain),
    ("ada@example..com", .invalidDomain),
    ("ada@.example.com", .invalidDomain),
    ("ada@example.com.", .invalidDomain),
    (String(repeating: "a", count: 250) + "@example.com", .tooLong),
  ])
  func rejectsTypingMistakes(text: String, error: EmailAddressError) {
    #expect(throws: error) { try EmailAddress(text) }
  }

  @Test
  func explainsTheMostCommonMistake() {
    #expect(
      EmailAddressError.missingAtSign.description
        == "an email address has an '@', as in ada@example.com")
  }
}
