import CommandLineInterface
import Domain
import Synchronization
import Testing
import UseCase
import ViewModel

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
    case visibleLine(prompt: String)
  }

  private let standardInputAnswer: (@Sendable () throws(PasswordReadError) -> Password)?
  private let terminalAnswer: (@Sendable () throws(PasswordReadError) -> Password)?
  private let visibleLineAnswer: (@Sendable () throws(PasswordReadError) -> String)?
  private let recorded = Mutex<[Call]>([])

  init(
    standardInput: (@Sendable () throws(PasswordReadError) -> Password)? = nil,
    terminal: (@Sendable () throws(PasswordReadError) -> Password)? = nil,
    visibleLine: (@Sendable () throws(PasswordReadError) -> String)? = nil
  ) {
    self.standardInputAnswer = standardInput
    self.terminalAnswer = terminal
    self.visibleLineAnswer = visibleLine
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

  func readVisibleLine(prompt: String) throws(PasswordReadError) -> String {
    recorded.withLock { $0.append(.visibleLine(prompt: prompt)) }
    guard let visibleLineAnswer else {
      Issue.record("Unexpected call: readVisibleLine(prompt: \(prompt))")
      throw .failed(reason: "unexpected call")
    }
    return try visibleLineAnswer()
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
