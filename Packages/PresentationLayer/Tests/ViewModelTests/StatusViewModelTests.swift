import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct StatusViewModelTests {
  private let analytics = InMemoryAnalytics()
  /// 2027-03-09T14:27:00Z, a whole minute.
  nonisolated private static let minute = Date(timeIntervalSince1970: 1_804_600_020)

  @Test
  func checksTheLoginFirstAndRoundsTheExpiry() async {
    let appState = AppStateController.make(
      restoreSession: FakeRestoreLogin { .active(AccountFixtures.ada) })
    let viewModel = StatusViewModel(
      appState: appState,
      getLoginStatus: FakeGetLoginStatus {
        .loggedIn(accessTokenExpiresAt: Self.minute + 14 * 60 + 31)
      },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load()

    #expect(
      viewModel.state
        == .loaded(
          StatusViewModel.Content(
            appState: .authenticated(AccountFixtures.ada), user: AccountFixtures.ada,
            logoutReason: nil, accessTokenExpiresAt: Self.minute + 15 * 60)))
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "status_viewed", layer: .ui, timestamp: Fixtures.now)
      ])
  }

  @Test
  func readsNoExpiryWhenLoggedOut() async {
    let appState = AppStateController.make(restoreSession: FakeRestoreLogin { .expired })
    let viewModel = StatusViewModel(
      appState: appState, getLoginStatus: FakeGetLoginStatus.unexpected, analytics: analytics,
      now: { Fixtures.now })

    await viewModel.load()

    #expect(
      viewModel.state
        == .loaded(
          StatusViewModel.Content(
            appState: .unauthenticated(reason: .expired), user: nil, logoutReason: .expired,
            accessTokenExpiresAt: nil)))
  }

  @Test
  func carriesTheReasonARefusedLoginGave() async {
    let appState = AppStateController.make(
      restoreSession: FakeRestoreLogin { .refused(reason: "Run: chmod 600 ~/.conf/login") })
    let viewModel = StatusViewModel(
      appState: appState, getLoginStatus: FakeGetLoginStatus.unexpected, analytics: analytics,
      now: { Fixtures.now })

    await viewModel.load()

    #expect(
      viewModel.state
        == .loaded(
          StatusViewModel.Content(
            appState: .unauthenticated(
              reason: .credentialsRefused(reason: "Run: chmod 600 ~/.conf/login")),
            user: nil, logoutReason: .credentialsRefused(reason: "Run: chmod 600 ~/.conf/login"),
            accessTokenExpiresAt: nil)))
  }

  @Test
  func readsTheExpiryWhenTheLoginCouldNotBeChecked() async {
    let appState = AppStateController.make(
      restoreSession: FakeRestoreLogin { () throws(AppError) in throw .connectivity(.offline)
      })
    let viewModel = StatusViewModel(
      appState: appState,
      getLoginStatus: FakeGetLoginStatus { .loggedIn(accessTokenExpiresAt: Self.minute) },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load()

    #expect(
      viewModel.state
        == .loaded(
          StatusViewModel.Content(
            appState: .error(.connectivity(.offline)), user: nil, logoutReason: nil,
            accessTokenExpiresAt: Self.minute)))
  }

  @Test
  func reportsAnUnreadableLogin() async {
    let viewModel = StatusViewModel(
      appState: await AppStateController.make(in: .onboarding(AccountFixtures.newcomer())),
      getLoginStatus: FakeGetLoginStatus { () throws(AccountError) in
        throw .credentialsRefused(reason: "damaged")
      },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load()

    #expect(viewModel.state == .failed(.credentialsRefused(reason: "damaged")))
  }

  @Test(arguments: [
    (0.0, 0.0), (29.0, 0.0), (30.0, 60.0), (89.0, 60.0), (-29.0, 0.0), (-31.0, -60.0),
  ])
  func roundsToTheNearestMinute(offset: Double, rounded: Double) {
    #expect(StatusViewModel.roundedToTheMinute(Self.minute + offset) == Self.minute + rounded)
  }

  private static func storedAda() throws -> StoredLogin {
    StoredLogin(
      userID: "u-ada", displayName: "Ada Lovelace", email: try EmailAddress("ada@example.com"),
      onboardingStep: .done, loggedInAt: minute - 3_600, confirmedAt: minute - 60)
  }

  @Test(arguments: [ConnectivityError.offline, .unavailable(reason: "HTTP 503")])
  func showsTheStoredLoginAsLastConfirmedWhenTheBackendCannotAnswer(
    failure: ConnectivityError
  ) async throws {
    let stored = try Self.storedAda()
    let appState = AppStateController.make(
      restoreSession: FakeRestoreLogin { () throws(AppError) in throw .connectivity(failure) }
    )
    let viewModel = StatusViewModel(
      appState: appState,
      getLoginStatus: FakeGetLoginStatus {
        .loggedIn(accessTokenExpiresAt: nil, login: stored)
      },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load()

    let content = StatusViewModel.Content(
      appState: .error(.connectivity(failure)), user: nil, logoutReason: nil,
      accessTokenExpiresAt: nil, storedLogin: stored)
    #expect(viewModel.state == .loaded(content))
    #expect(content.uncheckedBecause == failure)
    #expect(StatusViewModel.showsStoredLogin(despite: .connectivity(failure)))
  }

  @Test
  func aLoginRemovedAfterItCouldNotBeCheckedIsCheckedAgainAndFoundLoggedOut() async {
    var answers: [Result<RestoredLogin, AppError>] = [
      .failure(.connectivity(.offline)), .success(.loggedOut),
    ]
    let appState = AppStateController.make(
      restoreSession: FakeRestoreLogin { () throws(AppError) in
        try answers.removeFirst().get()
      })
    let viewModel = StatusViewModel(
      appState: appState, getLoginStatus: FakeGetLoginStatus { .loggedOut },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load()

    #expect(answers.isEmpty)
    #expect(
      viewModel.state
        == .loaded(
          StatusViewModel.Content(
            appState: .unauthenticated(reason: nil), user: nil, logoutReason: nil,
            accessTokenExpiresAt: nil)))
  }

  @Test(arguments: [
    AppError.connectivity(.incompatible(reason: "x")), .connectivity(.cancelled),
    .storage(.failed(reason: "x")),
  ])
  func otherFailuresAreNotAnsweredFromTheDevice(error: AppError) {
    #expect(!StatusViewModel.showsStoredLogin(despite: error))
  }

  @Test
  func knowsWhenACheckedLoginStartedFromTheDevice() async throws {
    let stored = try Self.storedAda()
    let appState = AppStateController.make(
      restoreSession: FakeRestoreLogin { .active(AccountFixtures.ada) })
    let viewModel = StatusViewModel(
      appState: appState,
      getLoginStatus: FakeGetLoginStatus { .loggedIn(accessTokenExpiresAt: nil, login: stored) },
      analytics: analytics, now: { Fixtures.now })

    await viewModel.load()

    guard case .loaded(let content) = viewModel.state else { return }
    #expect(content.uncheckedBecause == nil)
    #expect(content.storedLogin?.loggedInAt == Self.minute - 3_600)
  }
}
