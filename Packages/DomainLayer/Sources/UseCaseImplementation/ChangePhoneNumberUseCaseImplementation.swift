public import Analytics
public import Domain
public import Foundation
public import Repository
public import UseCase

/// Changes the phone number through a `ProfileRepository`, sending its E.164 form.
///
/// Records the domain event `phone_number_changed` on success and `phone_number_change_failed`
/// (`error`) on failure; never the number itself.
public struct ChangePhoneNumberUseCaseImplementation: ChangePhoneNumberUseCase {
  private let repository: any ProfileRepository
  private let events: DomainEventRecorder
  private let mapper = UserMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Stores the number.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any ProfileRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// Sets the phone number to `newNumber`; see `ChangePhoneNumberUseCase`.
  @discardableResult
  public func callAsFunction(to newNumber: PhoneNumber) async throws(ProfileError) -> User {
    do throws(ProfileError) {
      let user = try await change(to: newNumber)
      events.record(.phoneNumberChanged)
      return user
    } catch {
      events.record(.phoneNumberChangeFailed, ["error": error.analyticsName])
      throw error
    }
  }

  private func change(to newNumber: PhoneNumber) async throws(ProfileError) -> User {
    try await mapper.user { () throws(RepositoryError) in
      try await repository.changePhoneNumber(newNumber.e164)
    }
  }
}
