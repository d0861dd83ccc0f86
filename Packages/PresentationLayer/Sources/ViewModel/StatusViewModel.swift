public import Analytics
import Domain
public import Foundation
public import Observation
public import UseCase

/// The account status: who is logged in, in which app state, since when, and when the access
/// token expires.
///
/// When the backend cannot be reached (or fails), the stored login is shown as the backend last
/// confirmed it (`Content.storedLogin`, `Content.uncheckedBecause`) instead of failing. Main-actor
/// isolated; observe `state`. Records the presentation event `status_viewed`.
@MainActor
@Observable
public final class StatusViewModel {
  /// What the screen shows: who is logged in once loaded.
  public typealias State = LoadState<Content, AccountError>

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
  /// The stored login (token expiry, rounded to the nearest minute, and who it belonged to) is
  /// read only when one is stored (logged in, or not checkable). A login that could not be
  /// checked because the backend is unreachable or failing is shown as last confirmed; one no
  /// longer stored is checked again (and found logged out).
  public func load() async {
    events.record(.statusViewed)
    state = .loading
    if appState.state == .loading {
      await appState.initialize()
    }
    var expiresAt: Date?
    var storedLogin: StoredLogin?
    switch appState.state {
    case .onboarding, .authenticated, .error:
      do {
        switch try await getLoginStatus() {
        case .loggedIn(let date, let login):
          expiresAt = date.map(Self.roundedToTheMinute)
          storedLogin = login
        case .loggedOut:
          if case .error = appState.state {
            // The login was removed after the check could not be made (a logout in another
            // process): checking again finds none, and the status says so.
            await appState.initialize()
          }
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
        accessTokenExpiresAt: expiresAt, storedLogin: storedLogin))
  }

  /// Whether `error` still lets the status show the stored login as last confirmed: the
  /// backend could not be reached or failed.
  public nonisolated static func showsStoredLogin(despite error: AppError) -> Bool {
    switch error {
    case .connectivity(let failure):
      switch failure.problem {
      case .offline, .unavailable: true
      case .incompatible, .cancelled: false
      }
    case .storage: false
    }
  }

  /// `date` rounded to the nearest whole minute (half a minute rounds away from zero).
  public nonisolated static func roundedToTheMinute(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded() * 60)
  }
}
