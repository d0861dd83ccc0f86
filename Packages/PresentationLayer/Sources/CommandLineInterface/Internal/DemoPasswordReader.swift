import Domain

/// Answers the demo account's password, so the demo's login runs without a terminal or a pipe.
struct DemoPasswordReader: PasswordReader {
  /// The password it answers.
  let password: String

  func readFromStandardInput() throws(PasswordReadError) -> Password {
    Password(password)
  }

  func readFromTerminal(prompt: String) throws(PasswordReadError) -> Password {
    Password(password)
  }

  func readVisibleLine(prompt: String) throws(PasswordReadError) -> String {
    ""
  }
}
