import Domain
import ViewModel

/// `conf logout`: ends the session and removes the stored login.
struct LogoutCommand: Command {
  /// The account view models, made once per run.
  let factories: AccountViewModelFactories

  let configuration = CommandConfiguration(
    name: "logout",
    abstract: "Log out and remove the login kept on this device.",
    discussion: """
      The backend is told to end the session when it can be reached; the stored login is \
      removed either way, also when it was refused or had expired. Logging out when no one is \
      logged in does nothing and succeeds.
      """,
    exitCodes: [.unavailable],
    examples: [CommandExample("Log out, also when offline", "conf logout")], requires: [.accounts])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async throws(UsageError)
    -> ExitCode
  {
    let appState = factories.makeAppStateController()
    do {
      try await appState.logOut()
    } catch {
      return context.fail(with: error)
    }
    context.console.writeLine("Logged out.")
    return .success
  }
}
