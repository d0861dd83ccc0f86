import Domain
import ViewModel

/// `conf login --email <address> [--password-stdin]`: logs in and keeps the login on this
/// device.
struct LoginCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories

  let configuration = CommandConfiguration(
    name: "login",
    abstract: "Log in to your conference account.",
    discussion: """
      On a terminal, conf asks for the password without showing it. Otherwise pipe it in with \
      --password-stdin (everything on standard input, without the final line break). There is \
      no option that takes the password itself: command lines can be seen by other users. The \
      login is kept in a file only you can read, and renewed as needed until 'conf logout'.
      """,
    options: [
      OptionDefinition(
        name: "email", valueName: "address", help: "The account's email address (required)."),
      OptionDefinition(
        name: "password-stdin", help: "Read the password from standard input instead of asking."),
    ],
    refusedOptions: [
      "password": """
      'conf login' has no '--password' option: a password on the command line can be seen by \
      other users. Pipe it in with --password-stdin, or run on a terminal to be asked for it
      """
    ],
    redactsUnexpectedInput: true,
    exitCodes: [.unavailable, .noPermission])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) {
    guard let email = arguments.value(of: "email") else {
      throw UsageError("missing '--email <address>'")
    }
    do {
      _ = try EmailAddress(email)
    } catch {
      throw .invalidValue(email, for: "--email <address>", reason: error.description)
    }
    guard arguments.isSet("password-stdin") || context.isStandardInputTerminal else {
      throw UsageError(
        "standard input is not a terminal, so the password cannot be asked for; pipe it in "
          + "with --password-stdin")
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    try validate(arguments, in: context)
    guard let email = arguments.value(of: "email") else {
      throw UsageError("missing '--email <address>'")
    }
    let readsStandardInput = arguments.isSet("password-stdin")
    let password: Password
    do throws(PasswordReadError) {
      password =
        readsStandardInput
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
    case .failed(.invalidEmail(let error)):
      throw .invalidValue(email, for: "--email <address>", reason: error.description)
    case .failed(.emptyPassword):
      throw UsageError("the password is empty")
    case .failed(.session(let error)):
      return context.fail(with: error)
    case .idle, .loggingIn:
      return context.failInternally("the login finished in state \(viewModel.state)")
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
