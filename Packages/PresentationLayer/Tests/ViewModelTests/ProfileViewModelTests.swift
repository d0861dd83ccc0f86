import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct ProfileViewModelTests {
  private let analytics = InMemoryAnalytics()

  private func makeViewModel(
    _ appState: AppStateController, getProfile: FakeGetProfile = .unexpected,
    changePhoneNumber: FakeChangePhoneNumber = .unexpected
  ) -> ProfileViewModel {
    ProfileViewModel(
      getProfile: getProfile, changePhoneNumber: changePhoneNumber, appState: appState,
      analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func loadsTheProfileAndKeepsTheAppStateCurrent() async {
    let renamed = User(
      id: "u-ada", displayName: "Countess Lovelace", email: AccountFixtures.ada.email,
      phoneNumber: nil, onboardingStep: .done)
    let appState = await AppStateController.make(in: .authenticated(AccountFixtures.ada))
    let box = Box<ProfileViewModel>()
    var statesDuringLoad: [ProfileViewModel.State?] = []
    let viewModel = makeViewModel(
      appState,
      getProfile: FakeGetProfile {
        statesDuringLoad.append(box.value?.state)
        return Profile(user: renamed)
      })
    box.value = viewModel

    await viewModel.load()

    #expect(statesDuringLoad == [.loading])
    #expect(viewModel.state == .loaded(renamed))
    #expect(appState.state == .authenticated(renamed))
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "profile_viewed", layer: .ui, timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (AppState.unauthenticated(reason: nil), ProfileError.account(.notLoggedIn)),
    (.unauthenticated(reason: .expired), .account(.expired)),
    (.unauthenticated(reason: .credentialsRefused(reason: "damaged")), .account(.notLoggedIn)),
    (.loading, .account(.notLoggedIn)),
    (
      .error(.connectivity(.unavailable(reason: "HTTP 503"))),
      .connectivity(.unavailable(reason: "HTTP 503"))
    ),
    (.error(.storage(.failed(reason: "unreadable"))), .storage(.failed(reason: "unreadable"))),
  ])
  func needsALogin(state: AppState, error: ProfileError) async {
    let viewModel = makeViewModel(await AppStateController.make(in: state))

    await viewModel.load()

    #expect(viewModel.state == .failed(error))
  }

  @Test("a login that could not be checked offline is tried: the saved profile, with when")
  func offlineShowsTheSavedProfile() async {
    let appState = await AppStateController.make(in: .error(.connectivity(.offline)))
    let savedAt = Date(timeIntervalSince1970: 1_804_550_400)
    let viewModel = makeViewModel(
      appState,
      getProfile: FakeGetProfile {
        Profile(user: AccountFixtures.ada, freshness: .cached(savedAt: savedAt))
      })

    await viewModel.load()

    #expect(viewModel.state == .loaded(AccountFixtures.ada))
    #expect(viewModel.savedAt == savedAt)
    #expect(appState.state == .error(.connectivity(.offline)), "a saved copy changes no state")
  }

  @Test
  func anExpiredSessionLogsTheAppOut() async {
    let appState = await AppStateController.make(in: .authenticated(AccountFixtures.ada))
    let viewModel = makeViewModel(
      appState, getProfile: FakeGetProfile { () throws(ProfileError) in throw .account(.expired) })

    await viewModel.load()

    #expect(viewModel.state == .failed(.account(.expired)))
    #expect(appState.state == .unauthenticated(reason: .expired))
    #expect(appState.accountProblem(as: ProfileError.self) == .account(.expired))
  }

  @Test
  func changesThePhoneNumber() async {
    let updated = User(
      id: "u-ada", displayName: "Ada Lovelace", email: AccountFixtures.ada.email,
      phoneNumber: AccountFixtures.number("090-1111-2222"), onboardingStep: .done)
    let appState = await AppStateController.make(in: .authenticated(AccountFixtures.ada))
    let box = Box<ProfileViewModel>()
    var statesDuringSave: [ProfileViewModel.State?] = []
    let viewModel = makeViewModel(
      appState,
      changePhoneNumber: FakeChangePhoneNumber { number in
        statesDuringSave.append(box.value?.state)
        #expect(number.e164 == "+819011112222")
        return updated
      })
    box.value = viewModel

    await viewModel.setPhoneNumber("+81 90 1111 2222")

    #expect(statesDuringSave == [.saving(AccountFixtures.number("090-1111-2222"))])
    #expect(viewModel.state == .loaded(updated))
    #expect(appState.state == .authenticated(updated))
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "phone_number_submitted", layer: .ui, timestamp: Fixtures.now)
      ])
  }

  @Test
  func refusesAnInvalidNumberWithoutAskingTheBackend() async {
    let appState = await AppStateController.make(in: .authenticated(AccountFixtures.ada))
    let viewModel = makeViewModel(appState)

    await viewModel.setPhoneNumber("12")

    #expect(
      viewModel.state
        == .failed(
          .invalidPhoneNumber(reason: PhoneNumberError.wrongLength(digitCount: 2).description)))
    #expect(appState.state == .authenticated(AccountFixtures.ada))
  }

  @Test
  func passesTheBackendsRefusalOn() async {
    let viewModel = makeViewModel(
      await AppStateController.make(in: .authenticated(AccountFixtures.ada)),
      changePhoneNumber: FakeChangePhoneNumber { _ throws(ProfileError) in
        throw .invalidPhoneNumber(reason: "not in service")
      })

    await viewModel.setPhoneNumber("080-1234-5678")

    #expect(viewModel.state == .failed(.invalidPhoneNumber(reason: "not in service")))
  }
}
