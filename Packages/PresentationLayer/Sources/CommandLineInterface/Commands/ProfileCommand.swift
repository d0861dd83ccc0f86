import Domain
import Foundation
import ViewModel

/// `conf profile [--json]`: the logged-in person's profile; `conf profile set-phone` changes it.
struct ProfileCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories

  let configuration = CommandConfiguration(
    name: "profile",
    abstract: "Show your profile.",
    discussion: "Needs a login (see 'conf login'). When the backend cannot be reached, the "
      + "profile as it last confirmed it is shown, with a warning saying when.",
    options: [
      Flag.json()
    ],
    exitCodes: [.unavailable, .noPermission],
    examples: [
      CommandExample("Your profile", "conf profile"),
      CommandExample("Change your phone number", "conf profile set-phone 090-1111-2222"),
    ], requires: [.accounts])

  var subcommands: [any Command] { [ProfileSetPhoneCommand(factories: factories)] }

  /// The labels' column width: `Onboarding:` plus two spaces.
  private let labelWidth = 13

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let appState = await context.startApp(factories.makeAppStateController)
    if let code = context.failedLoginCheck(of: appState, allowingOffline: true) {
      return code
    }
    if let problem = appState.accountProblemAllowingOffline(as: ProfileError.self) {
      return context.fail(with: problem)
    }
    let viewModel = factories.makeProfileViewModel(appState)
    await viewModel.load()
    switch viewModel.state {
    case .loaded(let user):
      var json = JSONValue.profile(user)
      if case .object(var members) = json {
        members["source"] = .string(viewModel.savedAt == nil ? "network" : "cache")
        json = .object(members)
      }
      return context.show(
        arguments, savedCopyOf: "your profile", savedAt: viewModel.savedAt, timeZone: .gmt,
        json: json, text: { render(user, on: context.console) })
    case .failed(let error):
      return context.fail(with: error)
    case .idle, .loading, .saving:
      return context.failInternally("the profile finished loading in state \(viewModel.state)")
    }
  }

  private func render(_ user: User, on console: Console) {
    let fields = [
      ("Name:", user.displayName),
      ("Email:", user.email.rawValue),
      ("Phone:", user.phoneNumber?.formatted ?? "not set"),
      ("Onboarding:", user.isOnboarded ? "done" : user.onboardingStep.progress),
      ("ID:", user.id.rawValue),
    ]
    for (label, value) in fields {
      let lines = value.sanitizedForTerminal().wrapped(
        toDisplayWidth: max(console.width - labelWidth, 20))
      for (index, line) in lines.enumerated() {
        console.writeLine((index == 0 ? label : "").padded(toDisplayWidth: labelWidth) + line)
      }
    }
  }
}
