public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Changes the phone number through a `ProfileRepository`, sending its E.164 form.
///
/// Records the domain event `phone_number_changed` on success and `phone_number_change_failed`
/// (`error`) on failure; never the number itself.
public struct ChangePhoneNumberUseCaseImplementation: ChangePhoneNumberUseCase {
  private let repository: any ProfileRepository
  private let analytics: any AnalyticsTracking
  private let now: @Sendable () -> Date
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
    self.analytics = analytics
    self.now = now
  }

  /// Sets the phone number to `newNumber`; see `ChangePhoneNumberUseCase`.
  @discardableResult
  public func callAsFunction(to newNumber: PhoneNumber) async throws(ProfileError) -> User {
    do throws(ProfileError) {
      let user = try await change(to: newNumber)
      analytics.track(
        AnalyticsEvent(name: "phone_number_changed", layer: .domain, timestamp: now()))
      return user
    } catch {
      analytics.track(
        AnalyticsEvent(
          name: "phone_number_change_failed", layer: .domain,
          properties: ["error": error.analyticsName], timestamp: now()))
      throw error
    }
  }

  private func change(to newNumber: PhoneNumber) async throws(ProfileError) -> User {
    let profile: ProfileEntity
    do {
      profile = try await repository.changePhoneNumber(newNumber.e164)
    } catch {
      throw ProfileError(error)
    }
    do {
      return try mapper.user(from: profile)
    } catch {
      throw ProfileError(error)
    }
  }
}
