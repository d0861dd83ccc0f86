import Analytics
import Domain
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct LoginViewModelTests {
  private let analytics = InMemoryAnalytics()

  private func makeViewModel(_ appState: AppStateController) -> LoginViewModel {
    LoginViewModel(appState: appState, analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func logsInAndMovesTheAppToTheUsersState() async {
    let box = Box<LoginViewModel>()
    var statesDuringLogin: [LoginViewModel.State?] = []
    let appState = await AppStateController.make(
      in: .unauthenticated(reason: nil),
      logIn: FakeLogIn { email, password in
        statesDuringLogin.append(box.value?.state)
        #expect(email == AccountFixtures.email("ada@example.com"))
        #expect(password == Password("analytical-engine"))
        return AccountFixtures.ada
      })
    let viewModel = makeViewModel(appState)
    box.value = viewModel

    await viewModel.logIn(email: " ada@example.com ", password: Password("analytical-engine"))

    #expect(statesDuringLogin == [.loggingIn])
    #expect(viewModel.state == .loggedIn(AccountFixtures.ada))
    #expect(appState.state == .authenticated(AccountFixtures.ada))
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "login_submitted", layer: .ui, timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    ("ada.example.com", "secret", LoginViewModel.InputProblem.invalidEmail(.missingAtSign)),
    ("ada@example.com", "", .emptyPassword),
  ])
  func refusesBadInputWithoutAskingTheBackend(
    email: String, password: String, problem: LoginViewModel.InputProblem
  ) async {
    let appState = await AppStateController.make(in: .unauthenticated(reason: nil))
    let viewModel = makeViewModel(appState)

    await viewModel.logIn(email: email, password: Password(password))

    #expect(viewModel.state == .invalid(problem))
    #expect(appState.state == .unauthenticated(reason: nil))
  }

  @Test
  func reportsATurnedDownLogin() async {
    let appState = await AppStateController.make(
      in: .unauthenticated(reason: nil),
      logIn: FakeLogIn { _, _ throws(AccountError) in throw .invalidCredentials })
    let viewModel = makeViewModel(appState)

    await viewModel.logIn(email: "ada@example.com", password: Password("wrong"))

    #expect(viewModel.state == .failed(.invalidCredentials))
    #expect(appState.state == .unauthenticated(reason: nil))
  }

  @Test
  func failuresSayWhatToDo() {
    let problems: [LoginViewModel.InputProblem] = [.invalidEmail(.missingAtSign), .emptyPassword]
    let turnedDown = AccountError.invalidCredentials

    #expect(
      problems.map { [$0.message, $0.recoverySuggestion] }
        + [[turnedDown.description, turnedDown.recoverySuggestion]] == [
          [
            "invalid email address: an email address has an '@', as in ada@example.com",
            "Give the address the account was registered with.",
          ],
          ["the password is empty", "Give the account's password."],
          [
            "the email address or password is wrong",
            "Check the email address and password, then log in again.",
          ],
        ])
  }
}
