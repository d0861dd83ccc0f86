import Domain
import Testing
import ViewModel

@MainActor
struct AppStateControllerTests {
  // MARK: - The transition table, driven through the controller

  @Test(arguments: AppState.Kind.allCases)
  func makesTheAllowedMovesAndRejectsAndLogsTheRest(from: AppState.Kind) {
    for to in AppState.Kind.allCases {
      let recorder = LogRecorder()
      let controller = AppStateController.make(recorder: recorder)
      let start = AppStateTests.sample(from)
      if start != .loading {
        controller.transition(to: start)
      }
      recorder.entries = []
      let next = AppStateTests.sample(to)
      let isAllowed = AppState.allowedTransitions[from, default: []].contains(to)

      let changed = controller.transition(to: next)

      #expect(changed == isAllowed, "\(from) -> \(to)")
      #expect(controller.state == (isAllowed ? next : start), "\(from) -> \(to)")
      #expect(
        recorder.entries
          == [isAllowed ? .transitioned(from: start, to: next) : .rejected(from: start, to: next)],
        "\(from) -> \(to)")
    }
  }

  @Test
  func rejectsASetOfInvalidTransitions() {
    let rejected: [(AppState, AppState)] = [
      (.loading, .loading),
      (.unauthenticated, .unauthenticated),
      (.unauthenticated, .error(.offline)),
      (.authenticated(AccountFixtures.ada), .onboarding(.welcome)),
      (.authenticated(AccountFixtures.ada), .loading),
      (.onboarding(.profile), .onboarding(.welcome)),
      (.onboarding(.profile), .loading),
      (.error(.offline), .authenticated(AccountFixtures.ada)),
      (.error(.offline), .onboarding(.welcome)),
      (.loading, .onboarding(.done)),
    ]
    for (from, to) in rejected {
      let controller = AppStateController.make(in: from)
      #expect(!controller.transition(to: to), "\(from) -> \(to)")
      #expect(controller.state == from)
    }
  }

  @Test
  func logsNoEmailAddress() {
    let recorder = LogRecorder()
    let controller = AppStateController.make(recorder: recorder)

    controller.transition(to: .authenticated(AccountFixtures.ada))
    controller.transition(to: .onboarding(.welcome))

    #expect(
      recorder.entries.map(\.description) == [
        "app state: loading -> authenticated(u-ada)",
        "app state: rejected invalid transition authenticated(u-ada) -> onboarding(welcome)",
      ])
  }

  // MARK: - initialize()

  struct Outcome: Sendable, CustomTestStringConvertible {
    let restored: Result<RestoredSession, SessionError>
    let state: AppState
    let logoutReason: SessionError?
    let sessionProblem: SessionError?
    let user: User?
    var testDescription: String { "\(restored)" }
  }

  @Test(arguments: [
    Outcome(
      restored: .success(.loggedOut), state: .unauthenticated, logoutReason: nil,
      sessionProblem: .notLoggedIn, user: nil),
    Outcome(
      restored: .success(.expired), state: .unauthenticated, logoutReason: .expired,
      sessionProblem: .expired, user: nil),
    Outcome(
      restored: .success(.refused(reason: "The vault is readable by others.")),
      state: .unauthenticated,
      logoutReason: .credentialsRefused(reason: "The vault is readable by others."),
      sessionProblem: .notLoggedIn, user: nil),
    Outcome(
      restored: .success(.active(AccountFixtures.ada)),
      state: .authenticated(AccountFixtures.ada), logoutReason: nil, sessionProblem: nil,
      user: AccountFixtures.ada),
    Outcome(
      restored: .success(.active(AccountFixtures.newcomer(at: .welcome))),
      state: .onboarding(.welcome), logoutReason: nil, sessionProblem: nil,
      user: AccountFixtures.newcomer(at: .welcome)),
    Outcome(
      restored: .failure(.offline), state: .error(.offline), logoutReason: nil,
      sessionProblem: .offline, user: nil),
    Outcome(
      restored: .failure(.unavailable(reason: "the backend failed: 500")),
      state: .error(.unavailable(reason: "the backend failed: 500")), logoutReason: nil,
      sessionProblem: .unavailable(reason: "the backend failed: 500"), user: nil),
  ])
  func initializeLandsInOneStateForEachRestoreOutcome(outcome: Outcome) async {
    let recorder = LogRecorder()
    var calls = 0
    let controller = AppStateController.make(
      restoreSession: FakeRestoreSession { () throws(SessionError) in
        calls += 1
        return try outcome.restored.get()
      },
      recorder: recorder)

    await controller.initialize()

    #expect(calls == 1)
    #expect(controller.state == outcome.state)
    #expect(controller.logoutReason == outcome.logoutReason)
    #expect(controller.sessionProblem == outcome.sessionProblem)
    #expect(controller.user == outcome.user)
    #expect(recorder.entries == [.transitioned(from: .loading, to: outcome.state)])
  }

  @Test
  func initializeRetriesFromAnError() async {
    var answers: [Result<RestoredSession, SessionError>] = [
      .failure(.offline), .success(.active(AccountFixtures.ada)),
    ]
    let controller = AppStateController.make(
      restoreSession: FakeRestoreSession { () throws(SessionError) in
        try answers.removeFirst().get()
      })

    await controller.initialize()
    #expect(controller.state == .error(.offline))
    await controller.initialize()

    #expect(controller.state == .authenticated(AccountFixtures.ada))
  }

  @Test
  func initializeIsRejectedWhileLoggedIn() async {
    let recorder = LogRecorder()
    let controller = AppStateController.make(recorder: recorder)
    controller.transition(to: .authenticated(AccountFixtures.ada))

    await controller.initialize()

    #expect(controller.state == .authenticated(AccountFixtures.ada))
    #expect(
      recorder.entries.last
        == .rejected(from: .authenticated(AccountFixtures.ada), to: .loading))
  }

  // MARK: - Session errors

  @Test(arguments: [
    (AppState.authenticated(AccountFixtures.ada)), .onboarding(.profile),
  ])
  func expiryMovesToUnauthenticated(from state: AppState) {
    let controller = AppStateController.make(in: state)

    controller.handle(.expired)

    #expect(controller.state == .unauthenticated)
    #expect(controller.logoutReason == .expired)
    #expect(controller.sessionProblem == .expired)
    #expect(controller.user == nil)
  }

  @Test(arguments: [
    SessionError.offline, .unavailable(reason: "503"), .invalidCredentials,
  ])
  func otherErrorsLeaveTheStateAlone(error: SessionError) {
    let controller = AppStateController.make(in: .authenticated(AccountFixtures.ada))

    controller.handle(error)

    #expect(controller.state == .authenticated(AccountFixtures.ada))
    #expect(controller.logoutReason == nil)
  }

  @Test
  func aRefusedLoginEndsTheSessionWithItsReason() {
    let controller = AppStateController.make(in: .authenticated(AccountFixtures.ada))

    controller.handle(.credentialsRefused(reason: "damaged"))

    #expect(controller.state == .unauthenticated)
    #expect(controller.logoutReason == .credentialsRefused(reason: "damaged"))
  }

  // MARK: - Intents

  @Test
  func logInLandsInTheUsersState() async throws {
    let controller = AppStateController.make(
      in: .unauthenticated,
      logIn: FakeLogIn { email, password in
        #expect(email == AccountFixtures.email("new@example.com"))
        #expect(password == Password("first-day"))
        return AccountFixtures.newcomer()
      })

    let user = try await controller.logIn(
      email: AccountFixtures.email("new@example.com"), password: Password("first-day"))

    #expect(user == AccountFixtures.newcomer())
    #expect(controller.state == .onboarding(.welcome))
    #expect(controller.user == AccountFixtures.newcomer())
  }

  @Test
  func aNewLoginReplacesTheOldOneThroughUnauthenticated() async throws {
    let recorder = LogRecorder()
    let controller = AppStateController.make(
      logIn: FakeLogIn { _, _ in AccountFixtures.newcomer() }, recorder: recorder)
    controller.transition(to: .authenticated(AccountFixtures.ada))

    try await controller.logIn(
      email: AccountFixtures.email("new@example.com"), password: Password("first-day"))

    #expect(
      recorder.entries.dropFirst() == [
        .transitioned(from: .authenticated(AccountFixtures.ada), to: .unauthenticated),
        .transitioned(from: .unauthenticated, to: .onboarding(.welcome)),
      ])
  }

  @Test
  func aFailedLoginChangesNothing() async {
    let controller = AppStateController.make(
      in: .unauthenticated,
      logIn: FakeLogIn { _, _ throws(SessionError) in throw .invalidCredentials })

    await #expect(throws: SessionError.invalidCredentials) {
      try await controller.logIn(
        email: AccountFixtures.email("ada@example.com"), password: Password("wrong"))
    }
    #expect(controller.state == .unauthenticated)
  }

  @Test(arguments: [
    AppState.loading, .unauthenticated, .authenticated(AccountFixtures.ada),
    .onboarding(.notifications), .error(.offline),
  ])
  func logOutEndsInUnauthenticated(from state: AppState) async throws {
    var calls = 0
    let controller = AppStateController.make(in: state, logOut: FakeLogOut { calls += 1 })

    try await controller.logOut()

    #expect(calls == 1)
    #expect(controller.state == .unauthenticated)
    #expect(controller.logoutReason == nil)
  }

  @Test
  func aFailedLogOutChangesNothing() async {
    let controller = AppStateController.make(
      in: .authenticated(AccountFixtures.ada),
      logOut: FakeLogOut { () throws(SessionError) in throw .unavailable(reason: "read-only") })

    await #expect(throws: SessionError.unavailable(reason: "read-only")) {
      try await controller.logOut()
    }
    #expect(controller.state == .authenticated(AccountFixtures.ada))
  }

  @Test
  func updateFollowsTheUsersOnboardingStep() {
    let controller = AppStateController.make(in: .onboarding(.notifications))

    controller.update(AccountFixtures.newcomer(at: .done))

    #expect(controller.state == .authenticated(AccountFixtures.newcomer(at: .done)))
  }

  @Test
  func updateNeverLogsSomeoneIn() {
    let recorder = LogRecorder()
    let controller = AppStateController.make(recorder: recorder)
    controller.transition(to: .unauthenticated)

    controller.update(AccountFixtures.ada)

    #expect(controller.state == .unauthenticated)
    #expect(
      recorder.entries.last
        == .rejected(from: .unauthenticated, to: .authenticated(AccountFixtures.ada)))
  }
}
