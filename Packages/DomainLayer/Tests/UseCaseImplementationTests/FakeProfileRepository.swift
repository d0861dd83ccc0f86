import Entity
import Foundation
import Repository
import Synchronization
import Testing

/// A profile repository whose every answer is scripted by a test; an unscripted call is
/// recorded as a test failure and answered with an error.
final class FakeProfileRepository: ProfileRepository {
  /// A call the repository received.
  enum Call: Equatable {
    case profile
    case changePhoneNumber(String)
    case setOnboardingStep(String)
  }

  private let profileAnswer: (@Sendable () throws(RepositoryError) -> ProfileEntity)?
  private let phoneAnswer: (@Sendable (String) throws(RepositoryError) -> ProfileEntity)?
  private let stepAnswer: (@Sendable (String) throws(RepositoryError) -> ProfileEntity)?
  private let savedAt: Date?
  private let recorded = Mutex<[Call]>([])

  /// Creates the fake; with `savedAt`, `profile()` answers as the copy saved then.
  init(
    profile: (@Sendable () throws(RepositoryError) -> ProfileEntity)? = nil, savedAt: Date? = nil,
    changePhoneNumber: (@Sendable (String) throws(RepositoryError) -> ProfileEntity)? = nil,
    setOnboardingStep: (@Sendable (String) throws(RepositoryError) -> ProfileEntity)? = nil
  ) {
    self.profileAnswer = profile
    self.savedAt = savedAt
    self.phoneAnswer = changePhoneNumber
    self.stepAnswer = setOnboardingStep
  }

  /// Every call so far, oldest first.
  var calls: [Call] {
    recorded.withLock { $0 }
  }

  func profile() async throws(RepositoryError) -> Fetched<ProfileEntity> {
    recorded.withLock { $0.append(.profile) }
    guard let profileAnswer else { throw unexpected("profile") }
    return Fetched(
      value: try profileAnswer(), source: savedAt.map { .cache(savedAt: $0) } ?? .network)
  }

  func changePhoneNumber(_ phoneNumber: String) async throws(RepositoryError) -> ProfileEntity {
    recorded.withLock { $0.append(.changePhoneNumber(phoneNumber)) }
    guard let phoneAnswer else { throw unexpected("changePhoneNumber") }
    return try phoneAnswer(phoneNumber)
  }

  func setOnboardingStep(_ step: String) async throws(RepositoryError) -> ProfileEntity {
    recorded.withLock { $0.append(.setOnboardingStep(step)) }
    guard let stepAnswer else { throw unexpected("setOnboardingStep") }
    return try stepAnswer(step)
  }

  private func unexpected(_ call: String) -> RepositoryError {
    Issue.record("Unexpected repository call: \(call)")
    return .storage(reason: "unexpected call \(call)")
  }
}
