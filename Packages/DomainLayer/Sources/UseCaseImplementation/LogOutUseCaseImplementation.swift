public import Analytics
public import Domain
public import Foundation
public import Repository
public import UseCase

/// Logs out through an `AuthenticationRepository`.
///
/// Records the domain event `logged_out` on success and `logout_failed` (`error`) on failure.
public struct LogOutUseCaseImplementation: LogOutUseCase {
  private let repository: any AuthenticationRepository
  private let events: DomainEventRecorder

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Ends the session and removes the stored login.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any AuthenticationRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// Logs out; see `LogOutUseCase`.
  public func callAsFunction() async throws(AccountError) {
    do {
      try await repository.logOut()
    } catch {
      let failure = AccountError(error)
      events.record(.logoutFailed, ["error": failure.analyticsName])
      throw failure
    }
    events.record(.loggedOut)
  }
}
