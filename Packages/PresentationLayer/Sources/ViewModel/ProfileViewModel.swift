public import Analytics
import Domain
public import Foundation
public import Observation
public import UseCase

/// The profile screen: shows the logged-in person's profile and changes their phone number.
///
/// Needs a login: while `AppStateController.accountProblem` is set, intents fail with it at
/// once (except that `load()` tries a login that could not be checked offline, and then shows
/// the profile saved on this device). A login problem met on the way (an expired session) is handed to the controller, which
/// moves the app to `.unauthenticated`. Main-actor isolated; observe `state`. Records the
/// presentation events `profile_viewed` and `phone_number_submitted` (never the number).
@MainActor
@Observable
public final class ProfileViewModel {
  /// What the screen shows.
  public private(set) var state: State = .idle
  /// When the profile shown was saved on this device, when it is that copy because the backend
  /// could not be reached; `nil` for a fresh one.
  public private(set) var savedAt: Date?

  @ObservationIgnored private let getProfile: any GetProfileUseCase
  @ObservationIgnored private let changePhoneNumber: any ChangePhoneNumberUseCase
  @ObservationIgnored private let appState: AppStateController
  @ObservationIgnored private let events: PresentationEventRecorder

  /// Creates the view model in `.idle`.
  ///
  /// - Parameters:
  ///   - getProfile: Loads the profile.
  ///   - changePhoneNumber: Stores a new phone number.
  ///   - appState: Says whether someone is logged in, and takes in profile changes and login
  ///     problems.
  ///   - analytics: Receives the presentation events.
  ///   - now: The clock that stamps the events.
  public init(
    getProfile: any GetProfileUseCase, changePhoneNumber: any ChangePhoneNumberUseCase,
    appState: AppStateController, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.getProfile = getProfile
    self.changePhoneNumber = changePhoneNumber
    self.appState = appState
    self.events = PresentationEventRecorder(analytics: analytics, now: now)
  }

  /// Loads the profile, moving through `.loading` to `.loaded` (offline, the copy saved on
  /// this device, with `savedAt`) or `.failed`.
  public func load() async {
    events.record(.profileViewed)
    if let problem = appState.accountProblemAllowingOffline(as: ProfileError.self) {
      state = .failed(problem)
      return
    }
    state = .loading
    do {
      let profile = try await getProfile()
      savedAt = profile.freshness.savedAt
      if savedAt == nil {
        finish(with: profile.user)
      } else {
        // A saved copy says nothing new about the login: the app state stays as it is.
        state = .loaded(profile.user)
      }
    } catch {
      fail(with: error)
    }
  }

  /// Sets the phone number to the number `text` names, moving through `.saving` to `.loaded`
  /// (the updated profile) or `.failed`.
  ///
  /// Text that is not a phone number conf accepts fails with `.invalidPhoneNumber(reason:)` at once,
  /// without asking the backend.
  public func setPhoneNumber(_ text: String) async {
    events.record(.phoneNumberSubmitted)
    let number: PhoneNumber
    do {
      number = try PhoneNumber(text)
    } catch {
      state = .failed(.invalidPhoneNumber(reason: error.description))
      return
    }
    if let problem = appState.accountProblem(as: ProfileError.self) {
      state = .failed(problem)
      return
    }
    state = .saving(number)
    do {
      finish(with: try await changePhoneNumber(to: number))
    } catch {
      fail(with: error)
    }
  }

  private func finish(with user: User) {
    savedAt = nil
    appState.update(user)
    state = .loaded(user)
  }

  private func fail(with error: ProfileError) {
    if case .account(let accountError) = error {
      appState.handle(accountError)
    }
    state = .failed(error)
  }
}
