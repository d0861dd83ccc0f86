public import Analytics
import Domain
public import Foundation
public import Observation
public import UseCase

/// The account status: who is logged in, in which app state, and when the access token expires.
///
/// Main-actor isolated; observe `state`. Records the presentation event `status_viewed`.
@MainActor
@Observable
public final class StatusViewModel {
  /// What the status shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let appState: AppStateController
  @ObservationIgnored private let getLoginStatus: any GetLoginStatusUseCase
  @ObservationIgnored private let events: PresentationEventRecorder

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - appState: The app state reported; initialized first when it is still `.loading`.
  ///   - getLoginStatus: Reads the access token's expiry.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock that stamps the events.
  public init(
    appState: AppStateController, getLoginStatus: any GetLoginStatusUseCase,
    analytics: any AnalyticsTracking, now: @escaping @Sendable () -> Date
  ) {
    self.appState = appState
    self.getLoginStatus = getLoginStatus
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Reports the status, moving through `.loading` to `.loaded` or `.failed`.
  ///
  /// The token's expiry is read only when a login is stored (logged in, or not checkable), and
  /// is rounded to the nearest minute.
  public func load() async {
    events.record("status_viewed")
    state = .loading
    if appState.state == .loading {
      await appState.initialize()
    }
    var expiresAt: Date?
    switch appState.state {
    case .onboarding, .authenticated, .error:
      do {
        if case .loggedIn(let date) = try await getLoginStatus() {
          expiresAt = date.map(Self.roundedToTheMinute)
        }
      } catch {
        state = .failed(error)
        return
      }
    case .loading, .unauthenticated:
      break
    }
    state = .loaded(
      Content(
        appState: appState.state, user: appState.user, logoutReason: appState.logoutReason,
        accessTokenExpiresAt: expiresAt))
  }

  /// `date` rounded to the nearest whole minute (half a minute rounds away from zero).
  public nonisolated static func roundedToTheMinute(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded() * 60)
  }
}
