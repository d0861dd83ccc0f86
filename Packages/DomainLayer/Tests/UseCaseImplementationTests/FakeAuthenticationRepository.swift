import Entity
import Repository
import Synchronization
import Testing

/// An authentication repository whose every answer is scripted by a test; an unscripted call is
/// recorded as a test failure and answered with an error.
final class FakeAuthenticationRepository: AuthenticationRepository {
  /// A call the repository received.
  enum Call: Equatable {
    case logIn(email: String, password: String)
    case logOut
    case sessionStatus
    case restoreSession
  }

  private let logInAnswer: (@Sendable () throws(RepositoryError) -> Void)?
  private let logOutAnswer: (@Sendable () throws(RepositoryError) -> Void)?
  private let statusAnswer: (@Sendable () throws(RepositoryError) -> CredentialStatus)?
  private let restoreAnswer: (@Sendable () throws(RepositoryError) -> ProfileEntity)?
  private let recorded = Mutex<[Call]>([])

  init(
    logIn: (@Sendable () throws(RepositoryError) -> Void)? = nil,
    logOut: (@Sendable () throws(RepositoryError) -> Void)? = nil,
    sessionStatus: (@Sendable () throws(RepositoryError) -> CredentialStatus)? = nil,
    restoreSession: (@Sendable () throws(RepositoryError) -> ProfileEntity)? = nil
  ) {
    self.logInAnswer = logIn
    self.logOutAnswer = logOut
    self.statusAnswer = sessionStatus
    self.restoreAnswer = restoreSession
  }

  /// Every call so far, oldest first.
  var calls: [Call] {
    recorded.withLock { $0 }
  }

  func logIn(email: String, password: String) async throws(RepositoryError) {
    recorded.withLock { $0.append(.logIn(email: email, password: password)) }
    guard let logInAnswer else { throw unexpected("logIn") }
    try logInAnswer()
  }

  func logOut() async throws(RepositoryError) {
    recorded.withLock { $0.append(.logOut) }
    guard let logOutAnswer else { throw unexpected("logOut") }
    try logOutAnswer()
  }

  func sessionStatus() async throws(RepositoryError) -> CredentialStatus {
    recorded.withLock { $0.append(.sessionStatus) }
    guard let statusAnswer else { throw unexpected("sessionStatus") }
    return try statusAnswer()
  }

  func restoreSession() async throws(RepositoryError) -> ProfileEntity {
    recorded.withLock { $0.append(.restoreSession) }
    guard let restoreAnswer else { throw unexpected("restoreSession") }
    return try restoreAnswer()
  }

  private func unexpected(_ call: String) -> RepositoryError {
    Issue.record("Unexpected repository call: \(call)")
    return .storage(reason: "unexpected call \(call)")
  }
}
