public import Domain
public import Observation
public import UseCase

/// Owns the app's `AppState` and is the only thing that changes it.
///
/// Callers move it through intents only: `initialize()` checks the stored login (renewing its
/// tokens when needed) and lands in one state; `logIn`, `logOut`, `update(_:)` and `handle(_:)`
/// move it afterwards. Every change goes through the private `transition(to:)`, which checks it
/// against `AppState.allowedTransitions`, rejects and logs one that is not allowed, and logs the
/// ones it makes. The whole state is the enum: who is onboarding and why nobody is logged in are
/// its payloads. Main-actor isolated; observe `state`. Logs never contain an email address, a
/// password or a token.
@MainActor
@Observable
public final class AppStateController {
  /// Where the app stands; starts at `.loading`.
  public private(set) var state: AppState = .loading

  @ObservationIgnored private let restoreSession: any RestoreLoginUseCase
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
    restoreSession: any RestoreLoginUseCase, logIn: any LogInUseCase,
    logOut: any LogOutUseCase, log: @escaping @MainActor @Sendable (LogEntry) -> Void
  ) {
    self.restoreSession = restoreSession
    self.logInUseCase = logIn
    self.logOutUseCase = logOut
    self.log = log
  }

  /// Why a call that works offline for a stored login (bookmarks, the schedule) cannot be made
  /// now, as the feature's error, or `nil` when it may be tried: like `accountProblem(as:)`,
  /// except that a login that could not be checked because the backend is unreachable is tried
  /// anyway (the repositories answer from what this device saved and queue changes).
  public func accountProblemAllowingOffline<Failure: LoginRequiringError>(
    as feature: Failure.Type
  ) -> Failure? {
    if case .error(.connectivity(.offline)) = state { return nil }
    return accountProblem(as: feature)
  }

  /// The logged-in person, while onboarding or authenticated; `nil` otherwise.
  public var user: User? { state.user }

  /// Why no one is logged in when it was not the person's choice; `nil` otherwise.
  public var logoutReason: LogoutReason? { state.logoutReason }

  /// Why a call that needs a login cannot be made now, as the feature's error (`BookmarkError`,
  /// `ProfileError`, `TicketError`), or `nil` while someone is logged in.
  ///
  /// `.account(.expired)` after the login expired, `.account(.notLoggedIn)` when no one is
  /// logged in (or the login has not been checked yet), and the check's own connectivity or
  /// storage failure when it could not be made, lifted from the `AppError` as it is.
  public func accountProblem<Failure: LoginRequiringError>(as _: Failure.Type) -> Failure? {
    switch state {
    case .onboarding, .authenticated: nil
    case .loading, .unauthenticated(nil), .unauthenticated(.credentialsRefused):
      .account(.notLoggedIn)
    case .unauthenticated(.expired): .account(.expired)
    case .error(let error): Failure(error)
    }
  }

  /// Checks the stored login and lands in one state: `.onboarding` or `.authenticated` for an
  /// active login, `.unauthenticated` when there is none (or it expired, or was refused, with
  /// the reason as its payload), `.error` when it could not be checked.
  ///
  /// Starts from `.loading`, `.unauthenticated` or `.error` (moving to `.loading` first); from a
  /// logged-in state it is rejected and logged.
  public func initialize() async {
    if state != .loading {
      guard transition(to: .loading) else { return }
    }
    let restored: RestoredLogin
    do {
      restored = try await restoreSession()
    } catch {
      transition(to: .error(error))
      return
    }
    switch restored {
    case .loggedOut:
      transition(to: .unauthenticated(reason: nil))
    case .expired:
      transition(to: .unauthenticated(reason: .expired))
    case .refused(let reason):
      transition(to: .unauthenticated(reason: .credentialsRefused(reason: reason)))
    case .active(let user):
      transition(to: .landing(for: user))
    }
  }

  /// Logs in and moves to the new user's state, replacing any earlier login.
  ///
  /// - Returns: Who logged in.
  /// - Throws: What `LogInUseCase` throws; the state is then unchanged.
  @discardableResult
  public func logIn(email: EmailAddress, password: Password) async throws(AccountError) -> User {
    let user = try await logInUseCase(email: email, password: password)
    if state.kind != .unauthenticated && state.kind != .loading {
      transition(to: .unauthenticated(reason: nil))
    }
    transition(to: .landing(for: user))
    return user
  }

  /// Logs out and moves to `.unauthenticated`.
  ///
  /// - Throws: What `LogOutUseCase` throws (the stored login could not be removed); the state is
  ///   then unchanged.
  public func logOut() async throws(AccountError) {
    try await logOutUseCase()
    if state != .unauthenticated(reason: nil) {
      transition(to: .unauthenticated(reason: nil))
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
    transition(to: next)
  }

  /// Reacts to a login problem met by any screen: `.expired`, `.notLoggedIn` and
  /// `.credentialsRefused` end the login (moving to `.unauthenticated` with the reason); other
  /// errors do not concern the app state and change nothing.
  public func handle(_ error: AccountError) {
    let next: AppState
    switch error {
    case .expired: next = .unauthenticated(reason: .expired)
    case .credentialsRefused(let reason):
      next = .unauthenticated(reason: .credentialsRefused(reason: reason))
    case .notLoggedIn: next = .unauthenticated(reason: nil)
    case .invalidCredentials, .connectivity, .storage: return
    }
    if state != next {
      transition(to: next)
    }
  }

  /// Moves to `next` when the transition table allows it; otherwise logs the rejection and
  /// leaves the state as it is. Private: callers use the intents above.
  @discardableResult
  private func transition(to next: AppState) -> Bool {
    let previous = state
    guard previous.canTransition(to: next) else {
      log(.rejected(from: previous, to: next))
      return false
    }
    state = next
    log(.transitioned(from: previous, to: next))
    return true
  }
}
