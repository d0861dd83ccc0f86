import Domain
import Testing
import UseCase
import ViewModel

/// Answers with a scripted closure that runs on the main actor; `unexpected` records a test
/// failure when called.
struct FakeRestoreSession: RestoreSessionUseCase {
  let answer: @MainActor @Sendable () async throws(SessionError) -> RestoredSession

  func callAsFunction() async throws(SessionError) -> RestoredSession {
    try await answer()
  }

  static let unexpected = FakeRestoreSession { () throws(SessionError) in
    Issue.record("Unexpected call: restoreSession()")
    throw .unavailable(reason: "unexpected call")
  }
}

/// Answers with a scripted closure that runs on the main actor.
struct FakeLogIn: LogInUseCase {
  let answer: @MainActor @Sendable (EmailAddress, Password) async throws(SessionError) -> User

  func callAsFunction(email: EmailAddress, password: Password) async throws(SessionError) -> User {
    try await answer(email, password)
  }

  static let unexpected = FakeLogIn { email, _ throws(SessionError) in
    Issue.record("Unexpected call: logIn(email: \(email))")
    throw .unavailable(reason: "unexpected call")
  }
}

/// Answers with a scripted closure that runs on the main actor.
struct FakeLogOut: LogOutUseCase {
  let answer: @MainActor @Sendable () async throws(SessionError) -> Void

  func callAsFunction() async throws(SessionError) {
    try await answer()
  }

  static let unexpected = FakeLogOut { () throws(SessionError) in
    Issue.record("Unexpected call: logOut()")
    throw .unavailable(reason: "unexpected call")
  }
}

/// Answers with a scripted closure that runs on the main actor.
struct FakeGetLoginStatus: GetLoginStatusUseCase {
  let answer: @MainActor @Sendable () async throws(SessionError) -> LoginStatus

  func callAsFunction() async throws(SessionError) -> LoginStatus {
    try await answer()
  }

  static let unexpected = FakeGetLoginStatus { () throws(SessionError) in
    Issue.record("Unexpected call: getLoginStatus()")
    throw .unavailable(reason: "unexpected call")
  }
}

/// Answers with a scripted closure that runs on the main actor.
struct FakeGetProfile: GetProfileUseCase {
  let answer: @MainActor @Sendable () async throws(ProfileError) -> User

  func callAsFunction() async throws(ProfileError) -> User {
    try await answer()
  }

  static let unexpected = FakeGetProfile { () throws(ProfileError) in
    Issue.record("Unexpected call: getProfile()")
    throw .unavailable(reason: "unexpected call")
  }
}

/// Answers with a scripted closure that runs on the main actor.
struct FakeChangePhoneNumber: ChangePhoneNumberUseCase {
  let answer: @MainActor @Sendable (PhoneNumber) async throws(ProfileError) -> User

  @discardableResult
  func callAsFunction(to newNumber: PhoneNumber) async throws(ProfileError) -> User {
    try await answer(newNumber)
  }

  static let unexpected = FakeChangePhoneNumber { number throws(ProfileError) in
    Issue.record("Unexpected call: changePhoneNumber(to: \(number))")
    throw .unavailable(reason: "unexpected call")
  }
}

/// Answers with a scripted closure that runs on the main actor.
struct FakeCompleteOnboardingStep: CompleteOnboardingStepUseCase {
  let answer: @MainActor @Sendable (OnboardingStep) async throws(ProfileError) -> User

  @discardableResult
  func callAsFunction(_ step: OnboardingStep) async throws(ProfileError) -> User {
    try await answer(step)
  }

  static let unexpected = FakeCompleteOnboardingStep { step throws(ProfileError) in
    Issue.record("Unexpected call: completeOnboardingStep(\(step))")
    throw .unavailable(reason: "unexpected call")
  }
}

/// Collects what an `AppStateController` logs.
@MainActor
final class LogRecorder {
  var entries: [AppStateController.LogEntry] = []
}

extension AppStateController {
  /// A controller whose use cases all fail the test unless scripted, logging into `recorder`.
  static func make(
    restoreSession: any RestoreSessionUseCase = FakeRestoreSession.unexpected,
    logIn: any LogInUseCase = FakeLogIn.unexpected,
    logOut: any LogOutUseCase = FakeLogOut.unexpected,
    recorder: LogRecorder = LogRecorder()
  ) -> AppStateController {
    AppStateController(
      restoreSession: restoreSession, logIn: logIn, logOut: logOut,
      log: { recorder.entries.append($0) })
  }

  /// A controller already in `state`, reached from `.loading` (allowed for every other state).
  static func make(
    in state: AppState, logIn: any LogInUseCase = FakeLogIn.unexpected,
    logOut: any LogOutUseCase = FakeLogOut.unexpected
  ) -> AppStateController {
    let controller = make(logIn: logIn, logOut: logOut)
    if state != .loading {
      controller.transition(to: state)
    }
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
