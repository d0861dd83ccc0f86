import Domain
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct AppStateControllerTests {
  /// Ada with another onboarding step, for updates that would move her backwards.
  nonisolated static func ada(at step: OnboardingStep) -> User {
    User(
      id: "u-ada", displayName: "Ada Lovelace", email: AccountFixtures.email("ada@example.com"),
      phoneNumber: AccountFixtures.number("080-1234-5678"), onboardingStep: step)
  }

  /// Ada without a phone number: a changed profile of the same person.
  nonisolated static let adaWithoutPhone = User(
    id: "u-ada", displayName: "Ada Lovelace", email: AccountFixtures.email("ada@example.com"),
    phoneNumber: nil, onboardingStep: .done)

  // MARK: - The transition table, driven through the intents

  /// An intent sent to a controller brought to a start state.
  enum Intent: Sendable, CustomTestStringConvertible {
    /// `initialize()`, whose restore answers what it answered for the start state.
    case initialize
    /// `logIn(email:password:)`, answered with the user.
    case logIn(User)
    /// `logOut()`, which succeeds.
    case logOut
    case update(User)
    case handle(AccountError)

    var testDescription: String {
      switch self {
      case .initialize: "initialize()"
      case .logIn(let user): "logIn() -> \(user.id)"
      case .logOut: "logOut()"
      case .update(let user): "update(\(user.id), \(user.onboardingStep))"
      case .handle(let error): "handle(\(error.analyticsName))"
      }
    }
  }

  /// A controller brought to `start` through `initialize()`, with `intent` scripted.
  private static func controller(
    in start: AppState, for intent: Intent, recorder: LogRecorder
  ) async -> AppStateController {
    var logIn = FakeLogIn.unexpected
    if case .logIn(let user) = intent {
      logIn = FakeLogIn { _, _ in user }
    }
    let logOut = if case .logOut = intent { FakeLogOut {} } else { FakeLogOut.unexpected }
    return await AppStateController.make(
      in: start, logIn: logIn, logOut: logOut, recorder: recorder)
  }

  private static func send(_ intent: Intent, to controller: AppStateController) async {
    switch intent {
    case .initialize:
      await controller.initialize()
    case .logIn:
      do {
        try await controller.logIn(
          email: AccountFixtures.email("ada@example.com"), password: Password("secret"))
      } catch {
        Issue.record("logIn threw \(error)")
      }
    case .logOut:
      do {
        try await controller.logOut()
      } catch {
        Issue.record("logOut threw \(error)")
      }
    case .update(let user):
      controller.update(user)
    case .handle(let error):
      controller.handle(error)
    }
  }

  @Test(arguments: [
    // unauthenticated -> loading -> unauthenticated: checking again.
    (
      AppState.unauthenticated(reason: nil), Intent.initialize,
      [
        AppStateController.LogEntry.transitioned(
          from: .unauthenticated(reason: nil), to: .loading),
        .transitioned(from: .loading, to: .unauthenticated(reason: nil)),
      ]
    ),
    // unauthenticated -> unauthenticated: learning why.
    (
      .unauthenticated(reason: nil), .handle(.expired),
      [.transitioned(from: .unauthenticated(reason: nil), to: .unauthenticated(reason: .expired))]
    ),
    (
      .unauthenticated(reason: .expired), .logOut,
      [.transitioned(from: .unauthenticated(reason: .expired), to: .unauthenticated(reason: nil))]
    ),
    (
      .unauthenticated(reason: .expired), .handle(.credentialsRefused(reason: "damaged")),
      [
        .transitioned(
          from: .unauthenticated(reason: .expired),
          to: .unauthenticated(reason: .credentialsRefused(reason: "damaged")))
      ]
    ),
    // unauthenticated -> onboarding / authenticated: logging in.
    (
      .unauthenticated(reason: nil), .logIn(AccountFixtures.newcomer()),
      [
        .transitioned(
          from: .unauthenticated(reason: nil), to: .onboarding(AccountFixtures.newcomer()))
      ]
    ),
    (
      .unauthenticated(reason: .expired), .logIn(AccountFixtures.ada),
      [
        .transitioned(
          from: .unauthenticated(reason: .expired), to: .authenticated(AccountFixtures.ada))
      ]
    ),
    // onboarding -> onboarding / authenticated / unauthenticated.
    (
      .onboarding(AccountFixtures.newcomer(at: .profile)),
      .update(AccountFixtures.newcomer(at: .notifications)),
      [
        .transitioned(
          from: .onboarding(AccountFixtures.newcomer(at: .profile)),
          to: .onboarding(AccountFixtures.newcomer(at: .notifications)))
      ]
    ),
    (
      .onboarding(AccountFixtures.newcomer(at: .notifications)),
      .update(AccountFixtures.newcomer(at: .done)),
      [
        .transitioned(
          from: .onboarding(AccountFixtures.newcomer(at: .notifications)),
          to: .authenticated(AccountFixtures.newcomer(at: .done)))
      ]
    ),
    (
      .onboarding(AccountFixtures.newcomer(at: .profile)), .handle(.expired),
      [
        .transitioned(
          from: .onboarding(AccountFixtures.newcomer(at: .profile)),
          to: .unauthenticated(reason: .expired))
      ]
    ),
    // authenticated -> authenticated / unauthenticated.
    (
      .authenticated(AccountFixtures.ada), .update(AppStateControllerTests.adaWithoutPhone),
      [
        .transitioned(
          from: .authenticated(AccountFixtures.ada),
          to: .authenticated(AppStateControllerTests.adaWithoutPhone))
      ]
    ),
    (
      .authenticated(AccountFixtures.ada), .logOut,
      [.transitioned(from: .authenticated(AccountFixtures.ada), to: .unauthenticated(reason: nil))]
    ),
    (
      .authenticated(AccountFixtures.ada), .handle(.notLoggedIn),
      [.transitioned(from: .authenticated(AccountFixtures.ada), to: .unauthenticated(reason: nil))]
    ),
    // A new login replaces the old one through unauthenticated.
    (
      .authenticated(AccountFixtures.ada), .logIn(AccountFixtures.newcomer()),
      [
        .transitioned(from: .authenticated(AccountFixtures.ada), to: .unauthenticated(reason: nil)),
        .transitioned(
          from: .unauthenticated(reason: nil), to: .onboarding(AccountFixtures.newcomer())),
      ]
    ),
    // error -> loading / unauthenticated.
    (
      .error(.connectivity(.offline)), .initialize,
      [
        .transitioned(from: .error(.connectivity(.offline)), to: .loading),
        .transitioned(from: .loading, to: .error(.connectivity(.offline))),
      ]
    ),
    (
      .error(.connectivity(.offline)), .logOut,
      [.transitioned(from: .error(.connectivity(.offline)), to: .unauthenticated(reason: nil))]
    ),
    (
      .error(.storage(.failed(reason: "unreadable"))), .logIn(AccountFixtures.ada),
      [
        .transitioned(
          from: .error(.storage(.failed(reason: "unreadable"))), to: .unauthenticated(reason: nil)),
        .transitioned(from: .unauthenticated(reason: nil), to: .authenticated(AccountFixtures.ada)),
      ]
    ),
  ])
  func makesTheAllowedMovesThroughItsIntents(
    start: AppState, intent: Intent, expected: [AppStateController.LogEntry]
  ) async {
    let recorder = LogRecorder()
    let controller = await Self.controller(in: start, for: intent, recorder: recorder)
    #expect(controller.state == start)
    recorder.entries = []

    await Self.send(intent, to: controller)

    #expect(recorder.entries == expected)
    if case .transitioned(_, let end)? = expected.last {
      #expect(controller.state == end)
    }
  }

  @Test(arguments: [
    (AppState.authenticated(AccountFixtures.ada), Intent.initialize, AppState.loading),
    (.onboarding(AccountFixtures.newcomer(at: .profile)), .initialize, .loading),
    (.loading, .update(AccountFixtures.ada), .authenticated(AccountFixtures.ada)),
    (
      .unauthenticated(reason: nil), .update(AccountFixtures.ada),
      .authenticated(AccountFixtures.ada)
    ),
    (
      .unauthenticated(reason: .expired), .update(AccountFixtures.newcomer()),
      .onboarding(AccountFixtures.newcomer())
    ),
    (
      .error(.connectivity(.offline)), .update(AccountFixtures.ada),
      .authenticated(AccountFixtures.ada)
    ),
    (
      .authenticated(AccountFixtures.ada), .update(AppStateControllerTests.ada(at: .profile)),
      .onboarding(AppStateControllerTests.ada(at: .profile))
    ),
    (
      .onboarding(AccountFixtures.newcomer(at: .profile)),
      .update(AccountFixtures.newcomer(at: .welcome)),
      .onboarding(AccountFixtures.newcomer(at: .welcome))
    ),
  ])
  func rejectsAndLogsTheMovesTheTableForbids(start: AppState, intent: Intent, refused: AppState)
    async
  {
    let recorder = LogRecorder()
    let controller = await Self.controller(in: start, for: intent, recorder: recorder)
    recorder.entries = []

    await Self.send(intent, to: controller)

    #expect(controller.state == start)
    #expect(recorder.entries == [.rejected(from: start, to: refused)])
  }

  @Test(arguments: [
    (AppState.unauthenticated(reason: nil), Intent.logOut),
    (.unauthenticated(reason: nil), .handle(.notLoggedIn)),
    (.unauthenticated(reason: .expired), .handle(.expired)),
    (.authenticated(AccountFixtures.ada), .handle(.invalidCredentials)),
    (.authenticated(AccountFixtures.ada), .handle(.connectivity(.offline))),
    (.onboarding(AccountFixtures.newcomer()), .handle(.storage(.failed(reason: "read-only")))),
  ])
  func logsNothingWhenThereIsNothingToChange(start: AppState, intent: Intent) async {
    let recorder = LogRecorder()
    let controller = await Self.controller(in: start, for: intent, recorder: recorder)
    recorder.entries = []

    await Self.send(intent, to: controller)

    #expect(controller.state == start)
    #expect(recorder.entries == [])
  }

  @Test
  func logsNoPersonalData() async {
    let recorder = LogRecorder()
    let controller = await AppStateController.make(
      in: .authenticated(AccountFixtures.ada), recorder: recorder)

    controller.update(Self.ada(at: .welcome))
    controller.handle(.credentialsRefused(reason: "chmod 600 /home/ada/.conf/login"))

    #expect(
      recorder.entries.map(\.description) == [
        "app state: loading -> authenticated(u-ada)",
        "app state: rejected invalid transition authenticated(u-ada) -> onboarding(u-ada, welcome)",
        "app state: authenticated(u-ada) -> unauthenticated(credentials_refused)",
      ])
  }

  // MARK: - initialize()

  struct Outcome: Sendable, CustomTestStringConvertible {
    let restored: Result<RestoredLogin, AppError>
    let state: AppState
    let logoutReason: LogoutReason?
    let accountProblem: ProfileError?
    let user: User?
    var testDescription: String { "\(restored)" }
  }

  @Test(arguments: [
    Outcome(
      restored: .success(.loggedOut), state: .unauthenticated(reason: nil), logoutReason: nil,
      accountProblem: .account(.notLoggedIn), user: nil),
    Outcome(
      restored: .success(.expired), state: .unauthenticated(reason: .expired),
      logoutReason: .expired, accountProblem: .account(.expired), user: nil),
    Outcome(
      restored: .success(.refused(reason: "The vault is readable by others.")),
      state: .unauthenticated(
        reason: .credentialsRefused(reason: "The vault is readable by others.")),
      logoutReason: .credentialsRefused(reason: "The vault is readable by others."),
      accountProblem: .account(.notLoggedIn), user: nil),
    Outcome(
      restored: .success(.active(AccountFixtures.ada)),
      state: .authenticated(AccountFixtures.ada), logoutReason: nil, accountProblem: nil,
      user: AccountFixtures.ada),
    Outcome(
      restored: .success(.active(AccountFixtures.newcomer(at: .welcome))),
      state: .onboarding(AccountFixtures.newcomer(at: .welcome)), logoutReason: nil,
      accountProblem: nil, user: AccountFixtures.newcomer(at: .welcome)),
    Outcome(
      restored: .failure(.connectivity(.offline)), state: .error(.connectivity(.offline)),
      logoutReason: nil, accountProblem: .connectivity(.offline), user: nil),
    Outcome(
      restored: .failure(.connectivity(.unavailable(reason: "the backend failed: 500"))),
      state: .error(.connectivity(.unavailable(reason: "the backend failed: 500"))),
      logoutReason: nil,
      accountProblem: .connectivity(.unavailable(reason: "the backend failed: 500")), user: nil),
    Outcome(
      restored: .failure(.storage(.failed(reason: "unreadable"))),
      state: .error(.storage(.failed(reason: "unreadable"))), logoutReason: nil,
      accountProblem: .storage(.failed(reason: "unreadable")), user: nil),
  ])
  func initializeLandsInOneStateForEachRestoreOutcome(outcome: Outcome) async {
    let recorder = LogRecorder()
    var calls = 0
    let controller = AppStateController.make(
      restoreSession: FakeRestoreLogin { () throws(AppError) in
        calls += 1
        return try outcome.restored.get()
      },
      recorder: recorder)

    await controller.initialize()

    #expect(calls == 1)
    #expect(controller.state == outcome.state)
    #expect(controller.logoutReason == outcome.logoutReason)
    #expect(controller.accountProblem(as: ProfileError.self) == outcome.accountProblem)
    // Only an unreachable backend lets offline-capable calls try the stored login anyway.
    #expect(
      controller.accountProblemAllowingOffline(as: ProfileError.self)
        == (outcome.state == .error(.connectivity(.offline)) ? nil : outcome.accountProblem))
    #expect(controller.user == outcome.user)
    #expect(recorder.entries == [.transitioned(from: .loading, to: outcome.state)])
  }

  @Test
  func initializeRetriesFromAnError() async {
    var answers: [Result<RestoredLogin, AppError>] = [
      .failure(.connectivity(.offline)), .success(.active(AccountFixtures.ada)),
    ]
    let controller = AppStateController.make(
      restoreSession: FakeRestoreLogin { () throws(AppError) in
        try answers.removeFirst().get()
      })

    await controller.initialize()
    #expect(controller.state == .error(.connectivity(.offline)))
    await controller.initialize()

    #expect(controller.state == .authenticated(AccountFixtures.ada))
  }

  @Test
  func initializeIsRejectedWhileLoggedIn() async {
    let recorder = LogRecorder()
    let controller = await AppStateController.make(
      in: .authenticated(AccountFixtures.ada), recorder: recorder)

    await controller.initialize()

    #expect(controller.state == .authenticated(AccountFixtures.ada))
    #expect(
      recorder.entries == [
        .transitioned(from: .loading, to: .authenticated(AccountFixtures.ada)),
        .rejected(from: .authenticated(AccountFixtures.ada), to: .loading),
      ])
  }

  // MARK: - Session errors

  @Test(arguments: [
    AppState.authenticated(AccountFixtures.ada),
    .onboarding(AccountFixtures.newcomer(at: .profile)),
  ])
  func expiryMovesToUnauthenticated(from state: AppState) async {
    let controller = await AppStateController.make(in: state)

    controller.handle(.expired)

    #expect(controller.state == .unauthenticated(reason: .expired))
    #expect(controller.logoutReason == .expired)
    #expect(controller.accountProblem(as: ProfileError.self) == .account(.expired))
    #expect(controller.user == nil)
  }

  @Test(arguments: [
    AccountError.connectivity(.offline), .connectivity(.unavailable(reason: "503")),
    .storage(.failed(reason: "read-only")), .invalidCredentials,
  ])
  func otherErrorsLeaveTheStateAlone(error: AccountError) async {
    let controller = await AppStateController.make(in: .authenticated(AccountFixtures.ada))

    controller.handle(error)

    #expect(controller.state == .authenticated(AccountFixtures.ada))
    #expect(controller.logoutReason == nil)
  }

  @Test
  func aRefusedLoginEndsTheSessionWithItsReason() async {
    let controller = await AppStateController.make(in: .authenticated(AccountFixtures.ada))

    controller.handle(.credentialsRefused(reason: "damaged"))

    #expect(controller.state == .unauthenticated(reason: .credentialsRefused(reason: "damaged")))
    #expect(controller.logoutReason == .credentialsRefused(reason: "damaged"))
    #expect(controller.accountProblem(as: ProfileError.self) == .account(.notLoggedIn))
  }

  // MARK: - Intents

  @Test
  func logInLandsInTheUsersState() async throws {
    let controller = await AppStateController.make(
      in: .unauthenticated(reason: nil),
      logIn: FakeLogIn { email, password in
        #expect(email == AccountFixtures.email("new@example.com"))
        #expect(password == Password("first-day"))
        return AccountFixtures.newcomer()
      })

    let user = try await controller.logIn(
      email: AccountFixtures.email("new@example.com"), password: Password("first-day"))

    #expect(user == AccountFixtures.newcomer())
    #expect(controller.state == .onboarding(AccountFixtures.newcomer()))
    #expect(controller.user == AccountFixtures.newcomer())
  }

  @Test
  func logInClearsTheReasonForTheLastLogout() async throws {
    let controller = await AppStateController.make(
      in: .unauthenticated(reason: .expired), logIn: FakeLogIn { _, _ in AccountFixtures.ada })

    try await controller.logIn(
      email: AccountFixtures.email("ada@example.com"), password: Password("analytical-engine"))

    #expect(controller.state == .authenticated(AccountFixtures.ada))
    #expect(controller.logoutReason == nil)
  }

  @Test
  func aFailedLoginChangesNothing() async {
    let controller = await AppStateController.make(
      in: .unauthenticated(reason: nil),
      logIn: FakeLogIn { _, _ throws(AccountError) in throw .invalidCredentials })

    await #expect(throws: AccountError.invalidCredentials) {
      try await controller.logIn(
        email: AccountFixtures.email("ada@example.com"), password: Password("wrong"))
    }
    #expect(controller.state == .unauthenticated(reason: nil))
  }

  @Test(arguments: [
    AppState.loading, .unauthenticated(reason: nil), .unauthenticated(reason: .expired),
    .unauthenticated(reason: .credentialsRefused(reason: "damaged")),
    .authenticated(AccountFixtures.ada), .onboarding(AccountFixtures.newcomer(at: .notifications)),
    .error(.connectivity(.offline)),
  ])
  func logOutEndsInUnauthenticated(from state: AppState) async throws {
    var calls = 0
    let controller = await AppStateController.make(in: state, logOut: FakeLogOut { calls += 1 })

    try await controller.logOut()

    #expect(calls == 1)
    #expect(controller.state == .unauthenticated(reason: nil))
    #expect(controller.logoutReason == nil)
  }

  @Test
  func aFailedLogOutChangesNothing() async {
    let controller = await AppStateController.make(
      in: .authenticated(AccountFixtures.ada),
      logOut: FakeLogOut { () throws(AccountError) in
        throw .storage(.failed(reason: "read-only"))
      })

    await #expect(throws: AccountError.storage(.failed(reason: "read-only"))) {
      try await controller.logOut()
    }
    #expect(controller.state == .authenticated(AccountFixtures.ada))
  }

  @Test
  func updateFollowsTheUsersOnboardingStep() async {
    let controller = await AppStateController.make(
      in: .onboarding(AccountFixtures.newcomer(at: .notifications)))

    controller.update(AccountFixtures.newcomer(at: .done))

    #expect(controller.state == .authenticated(AccountFixtures.newcomer(at: .done)))
    #expect(controller.user == AccountFixtures.newcomer(at: .done))
  }

  @Test
  func updateNeverLogsSomeoneIn() async {
    let recorder = LogRecorder()
    let controller = await AppStateController.make(
      in: .unauthenticated(reason: nil), recorder: recorder)

    controller.update(AccountFixtures.ada)

    #expect(controller.state == .unauthenticated(reason: nil))
    #expect(
      recorder.entries.last
        == .rejected(from: .unauthenticated(reason: nil), to: .authenticated(AccountFixtures.ada)))
  }
}
