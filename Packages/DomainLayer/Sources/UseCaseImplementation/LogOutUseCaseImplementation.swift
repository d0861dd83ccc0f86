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
  private let analytics: any AnalyticsTracking
  private let now: @Sendable () -> Date

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
    self.analytics = analytics
    self.now = now
  }

  /// Logs out; see `LogOutUseCase`.
  public func callAsFunction() async throws(SessionError) {
    do {
      try await repository.logOut()
    } catch {
      let failure = SessionError(error)
      analytics.track(
        AnalyticsEvent(
          name: "logout_failed", layer: .domain, properties: ["error": failure.analyticsName],
          timestamp: now()))
      throw failure
    }
    analytics.track(AnalyticsEvent(name: "logged_out", layer: .domain, timestamp: now()))
  }
}
