public import Domain
public import Observation
public import UseCase

/// Owns the app's `AppState` and is the only thing that changes it.
///
/// Every change goes through `transition(to:)`, which checks it against
/// `AppState.allowedTransitions`, rejects and logs one that is not allowed, and logs the ones
/// it makes. `initialize()` checks the stored login (renewing its tokens when needed) and lands
/// in one state; `logIn`, `logOut`, `update(_:)` and `handle(_:)` are the intents that move it
/// afterwards. Main-actor isolated; observe `state`. Logs never contain an email address, a
/// password or a token.
@MainActor
@Observable
public final class AppStateController {
  /// Where the app stands; starts at `.loading`.
  public private(set) var state: AppState = .loading
  /// Why no one is logged in when it was not the person's choice: `.expired` or
  /// `.credentialsRefused(reason:)`; `nil` otherwise.
  public private(set) var logoutReason: SessionError?

  @ObservationIgnored private var onboardingUser: User?
  @ObservationIgnored private let restoreSession: any RestoreSessionUseCase
  @ObservationIgnored private let logInUseCase: any LogInUseCase
  @ObservationIgnored private let logOutUseCase: any LogOutUseCase
  @ObservationIgnored private let log: @MainActor @Sendable (LogEntry) -> Void

  /// Creates the controller in `.loading`.
  ///
  /// - Parameters:
  ///   - restoreSession: Checks the stored login for `initialize()`.
  ///   - logIn: Logs in for `logIn(email:password:)`.
  ///   - logOut: Logs out for `logOut()`.
  ///   - log: Receives every transition made and every one rejected.
  public init(
    restoreSession: any RestoreSessionUseCase, logIn: any LogInUseCase,
    logOut: any LogOutUseCase, log: @escaping @MainActor @Sendable (LogEntry) -> Void
  ) {
    self.restoreSession = restoreSession
    self.logInUseCase = logIn
    self.logOutUseCase = logOut
    self.log = log
  }

  /// The logged-in person, while onboarding or authenticated; `nil` otherwise.
  public var user: User? {
    switch state {
    case .authenticated(let user): user
    case .onboarding: onboardingUser
    case .loading, .unauthenticated, .error: nil
    }
  }

  /// Why a call that needs a login cannot be made now, or `nil` while someone is logged in.
  ///
  /// `.expired` after the session expired, `.notLoggedIn` when no one is logged in (or the
  /// login has not been checked yet), `.offline` or `.unavailable` when it could not be checked.
  public var sessionProblem: SessionError? {
    switch state {
    case .onboarding, .authenticated: nil
    case .loading: .notLoggedIn
    case .unauthenticated: logoutReason == .expired ? .expired : .notLoggedIn
    case .error(.offline): .offline
    case .error(.unavailable(let reason)): .unavailable(reason: reason)
    }
  }

  /// Moves to `next` when the transition table allows it; otherwise logs the rejection and
  /// leaves the state as it is.
  ///
  /// - Returns: Whether the state changed.
  @discardableResult
  public func transition(to next: AppState) -> Bool {
    let previous = state
    guard previous.canTransition(to: next) else {
      log(.rejected(from: previous, to: next))
      return false
    }
    state = next
    if !next.isLoggedIn {
      onboardingUser = nil
    }
    log(.transitioned(from: previous, to: next))
    return true
  }

  /// Checks the stored login and lands in one state: `.onboarding` or `.authenticated` for an
  /// active login, `.unauthenticated` when there is none (or it expired, or was refused, with
  /// `logoutReason` saying so), `.error` when it could not be checked.
  ///
  /// Starts from `.loading`, `.unauthenticated` or `.error` (moving to `.loading` first); from a
  /// logged-in state it is rejected and logged.
  public func initialize() async {
    if state != .loading {
      guard transition(to: .loading) else { return }
    }
    let restored: RestoredSession
    do {
      restored = try await restoreSession()
    } catch {
      transition(to: .error(AppError(error)))
      return
    }
    switch restored {
    case .loggedOut:
      logoutReason = nil
      transition(to: .unauthenticated)
    case .expired:
      logoutReason = .expired
      transition(to: .unauthenticated)
    case .refused(let reason):
      logoutReason = .credentialsRefused(reason: reason)
      transition(to: .unauthenticated)
    case .active(let user):
      logoutReason = nil
      land(on: user)
    }
  }

  /// Logs in and moves to the new user's state, replacing any earlier login.
  ///
  /// - Returns: Who logged in.
  /// - Throws: What `LogInUseCase` throws; the state is then unchanged.
  @discardableResult
  public func logIn(email: EmailAddress, password: Password) async throws(SessionError) -> User {
    let user = try await logInUseCase(email: email, password: password)
    logoutReason = nil
    if state.isLoggedIn || state.kind == .error {
      transition(to: .unauthenticated)
    }
    land(on: user)
    return user
  }

  /// Logs out and moves to `.unauthenticated`.
  ///
  /// - Throws: What `LogOutUseCase` throws (the stored login could not be removed); the state is
  ///   then unchanged.
  public func logOut() async throws(SessionError) {
    try await logOutUseCase()
    logoutReason = nil
    if state != .unauthenticated {
      transition(to: .unauthenticated)
    }
  }

  /// Takes in a changed profile of the logged-in person (a new phone number, a completed
  /// onboarding step), moving to `.onboarding` or `.authenticated` as the user's step says.
  ///
  /// Rejected and logged when no one is logged in: logging in goes through `logIn`.
  public func update(_ user: User) {
    let next = AppState.landing(for: user)
    guard state.isLoggedIn else {
      log(.rejected(from: state, to: next))
      return
    }
    land(on: user)
  }

  /// Reacts to a login problem met by any screen: `.expired`, `.notLoggedIn` and
  /// `.credentialsRefused` end the login (moving to `.unauthenticated`, with `logoutReason`
  /// saying why); other errors do not concern the app state and change nothing.
  public func handle(_ error: SessionError) {
    switch error {
    case .expired, .credentialsRefused:
      logoutReason = error
    case .notLoggedIn:
      logoutReason = nil
    case .invalidCredentials, .offline, .unavailable:
      return
    }
    if state != .unauthenticated {
      transition(to: .unauthenticated)
    }
  }

  private func land(on user: User) {
    if transition(to: .landing(for: user)) {
      onboardingUser = user.isOnboarded ? nil : user
    }
  }
}
