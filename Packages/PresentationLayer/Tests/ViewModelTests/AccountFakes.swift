import Domain
import Testing
import UseCase
import UseCaseTestSupport
import ViewModel

/// Collects what an `AppStateController` logs.
@MainActor
final class LogRecorder {
  var entries: [AppStateController.LogEntry] = []
}

extension AppStateController {
  /// A controller whose use cases all fail the test unless scripted, logging into `recorder`.
  static func make(
    restoreSession: any RestoreLoginUseCase = FakeRestoreLogin.unexpected,
    logIn: any LogInUseCase = FakeLogIn.unexpected,
    logOut: any LogOutUseCase = FakeLogOut.unexpected,
    recorder: LogRecorder = LogRecorder()
  ) -> AppStateController {
    AppStateController(
      restoreSession: restoreSession, logIn: logIn, logOut: logOut,
      log: { recorder.entries.append($0) })
  }

  /// A controller brought to `state` through its intents: `initialize()` with a restore that
  /// answers what `state` needs (`.loading` is a new controller).
  static func make(
    in state: AppState, logIn: any LogInUseCase = FakeLogIn.unexpected,
    logOut: any LogOutUseCase = FakeLogOut.unexpected, recorder: LogRecorder = LogRecorder()
  ) async -> AppStateController {
    let restore: FakeRestoreLogin
    switch state {
    case .loading:
      return make(logIn: logIn, logOut: logOut, recorder: recorder)
    case .unauthenticated(nil):
      restore = FakeRestoreLogin { .loggedOut }
    case .unauthenticated(.expired):
      restore = FakeRestoreLogin { .expired }
    case .unauthenticated(.credentialsRefused(let reason)):
      restore = FakeRestoreLogin { .refused(reason: reason) }
    case .onboarding(let user), .authenticated(let user):
      restore = FakeRestoreLogin { .active(user) }
    case .error(.connectivity(let error)):
      restore = FakeRestoreLogin { () throws(AppError) in throw .connectivity(error) }
    case .error(.storage(let error)):
      restore = FakeRestoreLogin { () throws(AppError) in throw .storage(error) }
    }
    let controller = make(restoreSession: restore, logIn: logIn, logOut: logOut, recorder: recorder)
    await controller.initialize()
    return controller
  }
}

/// Sample accounts.
enum AccountFixtures {
  static let ada = User(
    id: "u-ada", displayName: "Ada Lovelace", email: email("ada@example.com"),
    phoneNumber: number("080-1234-5678"), onboardingStep: .done)

  static func newcomer(at step: OnboardingStep = .welcome) -> User {
    User(
      id: "u-new", displayName: "New Attendee", email: email("new@example.com"),
      phoneNumber: nil, onboardingStep: step)
  }

  static func email(_ text: String) -> EmailAddress {
    guard let email = try? EmailAddress(text) else {
      preconditionFailure("fixture email \(text) is valid")
    }
    return email
  }

  static func number(_ text: String) -> PhoneNumber {
    guard let number = try? PhoneNumber(text) else {
      preconditionFailure("fixture number \(text) is valid")
    }
    return number
  }
}
