import CommandLineInterface
import Domain
import Synchronization
import Testing
import UseCase
import ViewModel

/// The account use cases a harness run wires into its view models.
struct AccountUseCases: Sendable {
  let restoreSession: ScriptedRestoreSession
  let logIn: ScriptedLogIn
  let logOut: ScriptedLogOut
  let getLoginStatus: ScriptedGetLoginStatus
  let getProfile: ScriptedGetProfile
  let changePhoneNumber: ScriptedChangePhoneNumber
  let completeOnboardingStep: ScriptedCompleteOnboardingStep
}

struct ScriptedRestoreSession: RestoreSessionUseCase {
  let answer: @Sendable () throws(SessionError) -> RestoredSession

  func callAsFunction() async throws(SessionError) -> RestoredSession {
    try answer()
  }
}

struct ScriptedLogIn: LogInUseCase {
  let answer: @Sendable (EmailAddress, Password) throws(SessionError) -> User

  func callAsFunction(email: EmailAddress, password: Password) async throws(SessionError) -> User {
    try answer(email, password)
  }
}

struct ScriptedLogOut: LogOutUseCase {
  let answer: @Sendable () throws(SessionError) -> Void

  func callAsFunction() async throws(SessionError) {
    try answer()
  }
}

struct ScriptedGetLoginStatus: GetLoginStatusUseCase {
  let answer: @Sendable () throws(SessionError) -> LoginStatus

  func callAsFunction() async throws(SessionError) -> LoginStatus {
    try answer()
  }
}

struct ScriptedGetProfile: GetProfileUseCase {
  let answer: @Sendable () throws(ProfileError) -> User

  func callAsFunction() async throws(ProfileError) -> User {
    try answer()
  }
}

struct ScriptedChangePhoneNumber: ChangePhoneNumberUseCase {
  let answer: @Sendable (PhoneNumber) throws(ProfileError) -> User

  @discardableResult
  func callAsFunction(to newNumber: PhoneNumber) async throws(ProfileError) -> User {
    try answer(newNumber)
  }
}

struct ScriptedCompleteOnboardingStep: CompleteOnboardingStepUseCase {
  let answer: @Sendable (OnboardingStep) throws(ProfileError) -> User

  @discardableResult
  func callAsFunction(_ step: OnboardingStep) async throws(ProfileError) -> User {
    try answer(step)
  }
}

/// Collects what the app-state controllers of a harness log.
final class AppStateLog: Sendable {
  private let recorded = Mutex<[AppStateController.LogEntry]>([])

  var entries: [AppStateController.LogEntry] {
    recorded.withLock { $0 }
  }

  func append(_ entry: AppStateController.LogEntry) {
    recorded.withLock { $0.append(entry) }
  }
}

/// A password reader with scripted answers that records how it was asked; an unscripted read
/// records a test failure.
final class FakePasswordReader: PasswordReader {
  /// A read the command asked for.
  enum Call: Equatable {
    case standardInput
    case terminal(prompt: String)
  }

  private let standardInputAnswer: (@Sendable () throws(PasswordReadError) -> Password)?
  private let terminalAnswer: (@Sendable () throws(PasswordReadError) -> Password)?
  private let recorded = Mutex<[Call]>([])

  init(
    standardInput: (@Sendable () throws(PasswordReadError) -> Password)? = nil,
    terminal: (@Sendable () throws(PasswordReadError) -> Password)? = nil
  ) {
    self.standardInputAnswer = standardInput
    self.terminalAnswer = terminal
  }

  var calls: [Call] {
    recorded.withLock { $0 }
  }

  func readFromStandardInput() throws(PasswordReadError) -> Password {
    recorded.withLock { $0.append(.standardInput) }
    guard let standardInputAnswer else {
      Issue.record("Unexpected call: readFromStandardInput()")
      throw .failed(reason: "unexpected call")
    }
    return try standardInputAnswer()
  }

  func readFromTerminal(prompt: String) throws(PasswordReadError) -> Password {
    recorded.withLock { $0.append(.terminal(prompt: prompt)) }
    guard let terminalAnswer else {
      Issue.record("Unexpected call: readFromTerminal(prompt: \(prompt))")
      throw .failed(reason: "unexpected call")
    }
    return try terminalAnswer()
  }
}

/// Sample accounts.
enum AccountFixtures {
  static let ada = User(
    id: "u-ada", displayName: "Ada Lovelace", email: email("ada@example.com"),
    phoneNumber: number("+818012345678"), onboardingStep: .done)

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
