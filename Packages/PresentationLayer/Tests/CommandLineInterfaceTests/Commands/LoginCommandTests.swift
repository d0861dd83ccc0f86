import CommandLineInterface
import Domain
import Testing
import ViewModel

@MainActor
struct LoginCommandTests {
  nonisolated static let password = "analytical-engine"

  private func makeHarness(
    user: User = AccountFixtures.ada,
    passwordReader: FakePasswordReader = FakePasswordReader(
      standardInput: { Password(LoginCommandTests.password) })
  ) -> Harness {
    var harness = Harness()
    harness.passwordReader = passwordReader
    harness.logIn = { email, password in
      #expect(email == user.email)
      #expect(password == Password(Self.password))
      return user
    }
    return harness
  }

  @Test
  func logsInWithThePasswordFromStandardInput() async {
    let harness = makeHarness()

    let result = await harness.run("login", "--email", "ada@example.com", "--password-stdin")

    #expect(
      result
        == RunResult(
          exitCode: 0, standardOutput: "Logged in as Ada Lovelace (ada@example.com).\n",
          standardError: ""))
    #expect(harness.passwordReader.calls == [.standardInput])
    #expect(
      harness.appStateLog.entries == [
        .transitioned(from: .loading, to: .authenticated(AccountFixtures.ada))
      ])
  }

  @Test
  func asksOnATerminalWithoutEcho() async {
    var harness = makeHarness(
      passwordReader: FakePasswordReader(terminal: { Password(LoginCommandTests.password) }))
    harness.isStandardInputTerminal = true

    let result = await harness.run("login", "--email=ada@example.com")

    #expect(result.exitCode == 0)
    #expect(harness.passwordReader.calls == [.terminal(prompt: "Password: ")])
  }

  @Test
  func pointsANewAccountToOnboarding() async {
    let harness = makeHarness(user: AccountFixtures.newcomer())

    let result = await harness.run("login", "--email", "new@example.com", "--password-stdin")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Logged in as New Attendee (new@example.com).
            Onboarding is at step 1 of 3 (welcome); see: conf onboarding

            """,
          standardError: ""))
  }

  @Test(arguments: [
    (
      ["login", "--email", "ada@example.com"],
      "standard input is not a terminal, so the password cannot be asked for; pipe it in with "
        + "--password-stdin"
    ),
    (["login", "--password-stdin"], "missing '--email <address>'"),
    (
      ["login", "--email", "ada", "--password-stdin"],
      "invalid value 'ada' for '--email <address>': an email address has an '@', as in "
        + "ada@example.com"
    ),
    (
      ["login", "--email", "ada@example.com", "--password", LoginCommandTests.password],
      "'conf login' has no '--password' option: a password on the command line can be seen by "
        + "other users. Pipe it in with --password-stdin, or run on a terminal to be asked for it"
    ),
    (
      ["login", "--email", "ada@example.com", "--password=\(LoginCommandTests.password)"],
      "'conf login' has no '--password' option: a password on the command line can be seen by "
        + "other users. Pipe it in with --password-stdin, or run on a terminal to be asked for it"
    ),
  ])
  func refusesABadCommandLineBeforeReadingAPassword(arguments: [String], message: String) async {
    let harness = Harness()

    let result = await harness.run(arguments)

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: \(message)
            Usage: conf login --email <address> [--password-stdin]
            See 'conf login --help' for more information.

            """))
    #expect(harness.passwordReader.calls == [])
  }

  @Test
  func refusesAnEmptyPassword() async {
    var harness = Harness()
    harness.passwordReader = FakePasswordReader(standardInput: { Password("") })

    let result = await harness.run("login", "--email", "ada@example.com", "--password-stdin")

    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: the password is empty\n"))
  }

  @Test(arguments: [
    (
      AccountError.invalidCredentials, Int32(77),
      """
      Error: the email address or password is wrong
      Hint: check the email address and password, then run: conf login --email <address> --password-stdin

      """
    ),
    (
      .credentialsRefused(
        reason: "The login folder ~/.conf is readable by others. Run: chmod 700 ~/.conf"),
      77,
      """
      Error: The login folder ~/.conf is readable by others. Run: chmod 700 ~/.conf
      Hint: do what the message says, then run: conf login --email <address> --password-stdin

      """
    ),
    (
      .connectivity(.offline), 69,
      """
      Error: the conference backend cannot be reached
      Hint: check the network connection and try again.

      """
    ),
    (
      .connectivity(.unavailable(reason: "HTTP 500")), 69,
      """
      Error: the conference backend failed: HTTP 500
      Hint: try again in a few minutes.

      """
    ),
    (
      .storage(.failed(reason: "~/.conf is read-only")), 69,
      """
      Error: local storage failed: ~/.conf is read-only
      Hint: do what the message says; if it persists, report the problem.

      """
    ),
  ])
  func reportsATurnedDownLogin(error: AccountError, exitCode: Int32, standardError: String) async {
    var harness = makeHarness()
    harness.logIn = { _, _ throws(AccountError) in throw error }

    let result = await harness.run("login", "--email", "ada@example.com", "--password-stdin")

    #expect(
      result == RunResult(exitCode: exitCode, standardOutput: "", standardError: standardError))
  }

  @Test(arguments: [
    (PasswordReadError.cancelled, Int32(130), "Error: the login was cancelled\n"),
    (
      .failed(reason: "Input/output error"), 74,
      """
      Error: the password could not be read: Input/output error
      Hint: pipe the password in with --password-stdin.

      """
    ),
  ])
  func reportsAPasswordThatCouldNotBeRead(
    error: PasswordReadError, exitCode: Int32, standardError: String
  ) async {
    var harness = Harness()
    harness.isStandardInputTerminal = true
    harness.passwordReader = FakePasswordReader(terminal: { () throws(PasswordReadError) in
      throw error
    })

    let result = await harness.run("login", "--email", "ada@example.com")

    #expect(
      result == RunResult(exitCode: exitCode, standardOutput: "", standardError: standardError))
  }

  // MARK: - Asking for the email address

  @Test
  func asksForTheEmailAddressThenThePasswordOnATerminal() async {
    var harness = makeHarness(
      passwordReader: FakePasswordReader(
        terminal: { Password(LoginCommandTests.password) },
        visibleLine: { " ada@example.com " }))
    harness.isStandardInputTerminal = true

    let result = await harness.run("login")

    #expect(
      result
        == RunResult(
          exitCode: 0, standardOutput: "Logged in as Ada Lovelace (ada@example.com).\n",
          standardError: ""))
    #expect(
      harness.passwordReader.calls == [
        .visibleLine(prompt: "Email address: "), .terminal(prompt: "Password: "),
      ])
  }

  @Test
  func refusesAMalformedTypedAddressBeforeAskingForThePassword() async {
    var harness = Harness()
    harness.isStandardInputTerminal = true
    harness.passwordReader = FakePasswordReader(visibleLine: { "ada" })

    let result = await harness.run("login")

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: invalid email address: an email address has an '@', as in ada@example.com
            Usage: conf login --email <address> [--password-stdin]
            See 'conf login --help' for more information.

            """))
    #expect(harness.passwordReader.calls == [.visibleLine(prompt: "Email address: ")])
  }

  @Test(arguments: [
    (PasswordReadError.cancelled, Int32(130), "Error: the login was cancelled\n"),
    (
      .failed(reason: "Input/output error"), 74,
      "Error: the email address could not be read: Input/output error\n"
        + "Hint: give it with --email <address>.\n"
    ),
  ])
  func reportsAnEmailAddressThatCouldNotBeRead(
    error: PasswordReadError, exitCode: Int32, standardError: String
  ) async {
    var harness = Harness()
    harness.isStandardInputTerminal = true
    harness.passwordReader = FakePasswordReader(visibleLine: { () throws(PasswordReadError) in
      throw error
    })

    let result = await harness.run("login")

    #expect(
      result == RunResult(exitCode: exitCode, standardOutput: "", standardError: standardError))
  }

  @Test(arguments: [["login"], ["login", "--password-stdin"]])
  func needsTheEmailOptionWhenItCannotAsk(arguments: [String]) async {
    var harness = Harness()
    harness.isStandardInputTerminal = arguments.contains("--password-stdin")

    let result = await harness.run(arguments)

    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: missing '--email <address>'\n"))
    #expect(harness.passwordReader.calls == [])
  }

  @Test
  func pointsAnAddressGivenAsAnArgumentToTheEmailOption() async {
    let result = await Harness().run("login", "ada@example.com")

    #expect(
      result.standardError.hasPrefix(
        "Error: an unexpected argument was given (not shown, as it may be a password); to give "
          + "the email address, use '--email <address>'\n"))
    #expect(result.exitCode == 64)
  }

  @Test(arguments: [
    (true, "run: conf login"), (false, "run: conf login --email <address> --password-stdin"),
  ])
  func hintsAtALoginCommandThatWorksAsPrinted(isTerminal: Bool, hint: String) async {
    var harness = makeHarness()
    harness.isStandardInputTerminal = isTerminal
    harness.logIn = { _, _ throws(AccountError) in throw .invalidCredentials }

    let result = await harness.run("login", "--email", "ada@example.com", "--password-stdin")

    #expect(
      result.standardError
        == "Error: the email address or password is wrong\n"
        + "Hint: check the email address and password, then \(hint)\n")
  }
}
