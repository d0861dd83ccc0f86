import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@testable import CommandLineInterface

/// What `conf now`, `conf next` and `conf changes` share to show a view model's state.
@MainActor
struct CommandContextTests {
  private let output = CapturingWriter()
  private let error = CapturingWriter()

  private var context: CommandContext {
    CommandContext(
      console: Console(output: output, error: error, usesColor: false, width: 80),
      now: Date(timeIntervalSince1970: 0), isStandardInputTerminal: false,
      passwordReader: DemoPasswordReader(password: ""))
  }

  @Test("what loaded is shown and its code returned; nothing else is written")
  func showsWhatLoaded() {
    let state = LoadState<Int, TimetableError>.loaded(3)

    let code = context.show(state, of: "'now'") { content in
      context.console.writeLine("loaded \(content)")
      return .success
    }

    #expect(code == .success)
    #expect(output.text == "loaded 3\n")
    #expect(error.text == "")
  }

  @Test("a failure is its error's one line, hint and exit code; nothing is shown")
  func reportsAFailure() {
    let state = LoadState<Int, TimetableError>.failed(.connectivity(.offline))

    let code = context.show(state, of: "'now'") { _ in
      Issue.record("a failed load shows nothing")
      return .success
    }

    #expect(code == .unavailable)
    #expect(output.text == "")
    #expect(
      error.text
        == "Error: the conference backend cannot be reached and no saved copy is available\n"
        + "Hint: check the network connection and try again; once loaded, the programme stays "
        + "available offline.\n")
  }

  @Test(
    "a load that never ended is an internal error naming the command",
    arguments: [LoadState<Int, TimetableError>.idle, .loading])
  func aLoadThatNeverEndedIsABug(state: LoadState<Int, TimetableError>) {
    let code = context.show(state, of: "'next'") { _ in .success }

    #expect(code == .software)
    #expect(output.text == "")
    #expect(
      error.text
        == "Error: internal error: 'next' finished in state \(state)\n"
        + "Hint: this is a bug in conf; please report it with the command you ran.\n")
  }

  /// An app state whose login check ended in `failure` (`nil`: it found a login).
  private func appState(checkFailingWith failure: AppError?) async -> AppStateController {
    let controller = AppStateController(
      restoreSession: FakeRestoreLogin { () throws(AppError) in
        if let failure { throw failure }
        return .loggedOut
      },
      logIn: FakeLogIn { _ throws(AccountError) in throw .notLoggedIn },
      logOut: FakeLogOut { () throws(AccountError) in }, log: { _ in })
    await controller.initialize()
    return controller
  }

  @Test(
    "a login check that failed ends a command as the AppError it is; only an unreachable backend may be let through"
  )
  func loginCheckFailures() async {
    let offline = await appState(checkFailingWith: .connectivity(.offline))
    #expect(context.failedLoginCheck(of: offline, allowingOffline: true) == nil)
    #expect(error.text == "")

    #expect(context.failedLoginCheck(of: offline, allowingOffline: false) == .unavailable)
    #expect(
      error.text
        == "Error: the conference backend cannot be reached, so the login could not be checked\n"
        + "Hint: check the network connection and try again.\n")

    let unreadable = await appState(checkFailingWith: .storage(.failed(reason: "disk")))
    #expect(context.failedLoginCheck(of: unreadable, allowingOffline: true) != nil)

    let loggedOut = await appState(checkFailingWith: nil)
    #expect(context.failedLoginCheck(of: loggedOut, allowingOffline: false) == nil)
  }
}
