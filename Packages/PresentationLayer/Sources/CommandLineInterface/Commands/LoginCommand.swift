import Domain
import Foundation
import ViewModel

/// `conf login --email <address> [--password-stdin]`: logs in and keeps the login on this
/// device; on a terminal, a missing email address is asked for.
struct LoginCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories

  static let email = Option(
    name: "email", valueName: "address",
    help: "The account's email address. On a terminal, conf asks for it when it is left out.",
    isRequired: true)
  static let passwordFromStandardInput = Flag(
    name: "password-stdin", help: "Read the password from standard input instead of asking.")

  let configuration = CommandConfiguration(
    name: "login",
    abstract: "Log in to your conference account.",
    discussion: """
      On a terminal, conf asks for the email address (unless --email gives it) and then for \
      the password, without showing it. Otherwise pipe the password in with \
      --password-stdin (everything on standard input, without the final line break). There is \
      no option that takes the password itself: command lines can be seen by other users. The \
      login is kept in a file only you can read, and renewed as needed until 'conf logout'.
      """,
    options: [Self.email, Self.passwordFromStandardInput],
    refusedOptions: [
      "password": """
      'conf login' has no '--password' option: a password on the command line can be seen by \
      other users. Pipe it in with --password-stdin, or run on a terminal to be asked for it
      """
    ],
    redactsUnexpectedInput: true,
    exitCodes: [.dataError, .unavailable, .noPermission],
    examples: [
      CommandExample("On a terminal: asks for the email address and the password", "conf login"),
      CommandExample(
        "In a script: the password comes from standard input",
        "printf '%s' \"$PASSWORD\" | conf login --email ada@example.com --password-stdin"),
    ], requires: [.accounts])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    let asksOnTerminal =
      !arguments[Self.passwordFromStandardInput] && context.isStandardInputTerminal
    if let email = try arguments[Self.email] {
      try Self.check(email, given: Self.email.definition.label)
    } else if !asksOnTerminal {
      throw UsageError("missing '--email <address>'")
    }
    guard arguments[Self.passwordFromStandardInput] || context.isStandardInputTerminal else {
      throw UsageError(
        "standard input is not a terminal, so the password cannot be asked for; pipe it in "
          + "with --password-stdin")
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    try validate(arguments, in: context)
    let email: String
    if let given = try arguments[Self.email] {
      email = given
    } else {
      do throws(PasswordReadError) {
        email = try context.passwordReader.readVisibleLine(prompt: "Email address: ")
          .trimmingCharacters(in: .whitespaces)
      } catch {
        return reportUnreadableEmail(error, on: context.console)
      }
      do {
        _ = try EmailAddress(email)
      } catch {
        // Not echoed: a password typed at the wrong prompt must not end up in a log.
        throw UsageError("invalid email address: \(error.description)")
      }
    }
    let password: Password
    do throws(PasswordReadError) {
      password =
        arguments[Self.passwordFromStandardInput]
        ? try context.passwordReader.readFromStandardInput()
        : try context.passwordReader.readFromTerminal(prompt: "Password: ")
    } catch {
      return report(error, on: context.console)
    }

    let appState = factories.makeAppStateController()
    let viewModel = factories.makeLoginViewModel(appState)
    await viewModel.logIn(email: email, password: password)
    switch viewModel.state {
    case .loggedIn(let user):
      context.console.writeLine("Logged in as \(user.displayLine).")
      if !user.isOnboarded {
        context.console.writeLine(
          "Onboarding is at \(user.onboardingStep.progress); see: conf onboarding")
      }
      return .success
    case .invalid(.invalidEmail(let error)):
      throw UsageError("invalid email address '\(email)': \(error.description)")
    case .invalid(.emptyPassword):
      throw UsageError("the password is empty")
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loggingIn:
      return context.failInternally("the login finished in state \(viewModel.state)")
    }
  }

  /// Refuses a malformed `--email` before anything is asked or sent.
  private static func check(_ email: String, given label: String) throws(UsageError) {
    do {
      _ = try EmailAddress(email)
    } catch {
      throw .invalidValue(email, for: label, reason: error.description)
    }
  }

  private func reportUnreadableEmail(_ error: PasswordReadError, on console: Console) -> ExitCode {
    switch error {
    case .cancelled:
      console.writeErrorLine("Error: \(error.description)")
      return .interrupted
    case .tooLong(let limit):
      console.writeErrorLine("Error: the email address is longer than \(limit) bytes")
      console.writeErrorLine("Hint: give the account's email address, nothing else.")
      return .dataError
    case .failed(let reason):
      console.writeErrorLine("Error: the email address could not be read: \(reason)")
      console.writeErrorLine("Hint: give it with --email <address>.")
      return .inputOutputError
    }
  }

  private func report(_ error: PasswordReadError, on console: Console) -> ExitCode {
    console.writeErrorLine("Error: \(error.description)")
    switch error {
    case .cancelled:
      return .interrupted
    case .tooLong:
      console.writeErrorLine("Hint: give the account's password, nothing else.")
      return .dataError
    case .failed:
      console.writeErrorLine("Hint: pipe the password in with --password-stdin.")
      return .inputOutputError
    }
  }
}
