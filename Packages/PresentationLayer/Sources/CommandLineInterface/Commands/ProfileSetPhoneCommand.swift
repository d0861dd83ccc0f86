import Domain
import ViewModel

/// `conf profile set-phone <number>`: changes the phone number.
struct ProfileSetPhoneCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories

  static let number = ArgumentDefinition(
    name: "number", help: "The new phone number; quote it if it has spaces.")

  let configuration = CommandConfiguration(
    name: "profile set-phone",
    abstract: "Change your phone number.",
    discussion: """
      Japanese numbers only: 080-1234-5678, 08012345678 and +81 80 1234 5678 all work, as do \
      landlines such as 03-1234-5678. A number that is not one is refused with the reason \
      (exit 65) and nothing is sent. Needs a login (see 'conf login').
      """,
    arguments: [
      Self.number
    ],
    exitCodes: [.dataError, .unavailable, .noPermission],
    examples: [
      CommandExample("A mobile number", "conf profile set-phone 090-1111-2222"),
      CommandExample("In international form", "conf profile set-phone '+81 90 1111 2222'"),
    ], requires: [.accounts])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    guard let text = arguments[Self.number] else {
      throw .missingArgument(Self.number)
    }
    do {
      _ = try PhoneNumber(text)
    } catch {
      return context.fail(with: ProfileError.invalidPhoneNumber(reason: error.description))
    }
    let appState = await context.startApp(factories.makeAppStateController)
    if let code = context.failedLoginCheck(of: appState, allowingOffline: false) {
      return code
    }
    if let problem = appState.accountProblem(as: ProfileError.self) {
      return context.fail(with: problem)
    }
    let viewModel = factories.makeProfileViewModel(appState)
    await viewModel.setPhoneNumber(text)
    switch viewModel.state {
    case .loaded(let user):
      let number = user.phoneNumber?.formatted ?? "nothing"
      context.console.writeLine("Phone number changed to \(number).")
      return .success
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading, .saving:
      return context.failInternally("the phone number change finished in state \(viewModel.state)")
    }
  }
}
