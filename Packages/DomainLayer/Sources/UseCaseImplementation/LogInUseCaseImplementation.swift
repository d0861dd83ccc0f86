public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Logs in through an `AuthenticationRepository`, then reads the profile to say who logged in.
///
/// Records the domain event `logged_in` (property `onboarding_step`) on success and
/// `login_failed` (`error`) on failure; never the email address or the password.
public struct LogInUseCaseImplementation: LogInUseCase {
  private let repository: any AuthenticationRepository
  private let events: DomainEventRecorder
  private let mapper = UserMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Logs in and stores the login.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any AuthenticationRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// Logs in as `email`; see `LogInUseCase`.
  public func callAsFunction(
    email: EmailAddress, password: Password
  ) async throws(AccountError) -> User {
    do throws(AccountError) {
      let user = try await logIn(email: email, password: password)
      events.record(.loggedIn, ["onboarding_step": user.onboardingStep.rawValue])
      return user
    } catch {
      events.record(.loginFailed, ["error": error.analyticsName])
      throw error
    }
  }

  private func logIn(email: EmailAddress, password: Password) async throws(AccountError) -> User {
    let profile: ProfileEntity
    do {
      try await repository.logIn(email: email.rawValue, password: password.text)
      profile = try await repository.restoreSession()
    } catch {
      throw AccountError(error)
    }
    do {
      return try mapper.user(from: profile)
    } catch {
      throw .connectivity(error)
    }
  }
}
