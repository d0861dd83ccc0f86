import Domain
import Testing

struct PasswordTests {
  @Test
  func neverShowsUpInText() {
    let password = Password("analytical-engine")
    var dumped = ""
    dump(password, to: &dumped)

    #expect(
      [
        "\(password)", String(describing: password), String(reflecting: password),
        "\([password])", dumped,
      ].filter { $0.contains("analytical") } == [])
    #expect("\(password)" == "<redacted>")
  }

  @Test
  func keepsTheTextAsGiven() {
    #expect(Password(" spaced ").text == " spaced ")
    #expect(Password("").isEmpty)
    #expect(!Password("x").isEmpty)
  }
}
