public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Checks the stored login through an `AuthenticationRepository`, which renews the tokens when
/// needed.
///
/// "Nothing stored", "expired" and "refused" are answers, not failures. Records the domain event
/// `login_restored` (property `outcome`: `expired` or `refused`) only when the check ended the
/// stored login, or `login_restore_failed` (`error`); a login found as it was (active, or
/// nothing stored) changed no data and records nothing, so an account command such as
/// `conf bookmark add` records its own domain event alone.
public struct RestoreLoginUseCaseImplementation: RestoreLoginUseCase {
  private let repository: any AuthenticationRepository
  private let events: DomainEventRecorder
  private let mapper = UserMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Holds the stored login and checks it with the backend.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any AuthenticationRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// What the stored login turned out to be; see `RestoreLoginUseCase`.
  public func callAsFunction() async throws(AppError) -> RestoredLogin {
    do throws(AppError) {
      let restored = try await restore()
      switch restored {
      case .loggedOut, .active: break
      case .expired: events.record(.loginRestored, ["outcome": "expired"])
      case .refused: events.record(.loginRestored, ["outcome": "refused"])
      }
      return restored
    } catch {
      events.record(.loginRestoreFailed, ["error": error.analyticsName])
      throw error
    }
  }

  private func restore() async throws(AppError) -> RestoredLogin {
    let profile: ProfileEntity
    do {
      profile = try await repository.restoreSession()
    } catch {
      return try RestoredLogin(answering: error)
    }
    do {
      return .active(try mapper.user(from: profile))
    } catch {
      throw .connectivity(error)
    }
  }
}
