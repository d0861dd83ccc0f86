public import Analytics
public import Domain
public import Foundation
public import Observation

/// The login screen: checks what was typed, then logs in through the `AppStateController`.
///
/// Main-actor isolated; observe `state`. Records the presentation event `login_submitted` (no
/// properties: never the email address or the password) for each `logIn(email:password:)`.
@MainActor
@Observable
public final class LoginViewModel {
  /// What the screen shows.
  public private(set) var state: State = .idle

  @ObservationIgnored private let appState: AppStateController
  @ObservationIgnored private let events: PresentationEventRecorder

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - appState: Logs in and moves the app to the new user's state.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock that stamps the events.
  public init(
    appState: AppStateController, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.appState = appState
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Logs in as `email` with `password`, moving through `.loggingIn` to `.loggedIn` or
  /// `.failed`.
  ///
  /// A malformed address or an empty password is `.invalid` at once, without asking the
  /// backend.
  public func logIn(email: String, password: Password) async {
    events.record(.loginSubmitted)
    let address: EmailAddress
    do {
      address = try EmailAddress(email)
    } catch {
      state = .invalid(.invalidEmail(error))
      return
    }
    guard !password.isEmpty else {
      state = .invalid(.emptyPassword)
      return
    }
    state = .loggingIn
    do {
      state = .loggedIn(try await appState.logIn(email: address, password: password))
    } catch {
      state = .failed(error)
    }
  }
}
