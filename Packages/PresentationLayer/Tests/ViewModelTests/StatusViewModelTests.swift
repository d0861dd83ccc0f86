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
      restoreSession: FakeRestoreSession { .active(AccountFixtures.ada) })
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
        AnalyticsEvent(name: "status_viewed", layer: .presentation, timestamp: Fixtures.now)
      ])
  }

  @Test
  func readsNoExpiryWhenLoggedOut() async {
    let appState = AppStateController.make(restoreSession: FakeRestoreSession { .expired })
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
      restoreSession: FakeRestoreSession { .refused(reason: "Run: chmod 600 ~/.conf/login") })
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
      restoreSession: FakeRestoreSession { () throws(SessionError) in throw .connectivity(.offline)
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
      getLoginStatus: FakeGetLoginStatus { () throws(SessionError) in
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
}
