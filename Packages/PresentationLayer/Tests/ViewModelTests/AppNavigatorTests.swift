import Domain
import Testing
import ViewModel

@Suite("AppNavigator")
@MainActor
struct AppNavigatorTests {
  @Test("opening sessions pushes them; back closes the sheet first, then pops")
  func stack() {
    let navigator = AppNavigator()
    navigator.open(Session.ID("101"))
    navigator.open(Session.ID("102"))
    navigator.present(.help)
    #expect(navigator.back())
    #expect(navigator.sheet == nil)
    #expect(navigator.openSession == Session.ID("102"))
    #expect(navigator.back())
    #expect(navigator.back())
    #expect(!navigator.back())
    #expect(navigator.state == AppNavigationState())
  }

  @Test("the selection stays within the rows")
  func selection() {
    let navigator = AppNavigator()
    navigator.moveSelection(by: 1, rowCount: 3)
    navigator.moveSelection(by: 5, rowCount: 3)
    #expect(navigator.state.selectedRow == 2)
    navigator.moveSelection(by: -9, rowCount: 3)
    #expect(navigator.state.selectedRow == 0)
  }

  @Test("a tab that needs a login opens the login sheet, and is shown after the login")
  func loginForTab() {
    let navigator = AppNavigator()
    navigator.select(.tickets, isLoggedIn: false)
    #expect(navigator.sheet == .login(then: .showTab(.tickets)))
    #expect(navigator.state.tab == .timetable)
    #expect(navigator.didLogIn() == .showTab(.tickets))
    #expect(navigator.sheet == nil)
    #expect(navigator.state.tab == .tickets)
  }

  @Test("after a login expired, the chosen tab waits hidden and returns after the login")
  func expiredSession() {
    let navigator = AppNavigator(state: AppNavigationState(tab: .profile))
    #expect(navigator.visibleTab(isLoggedIn: true) == .profile)
    navigator.show(notice: "Your login expired.")
    navigator.requireLogin(then: nil)
    #expect(navigator.visibleTab(isLoggedIn: false) == .timetable)
    #expect(navigator.didLogIn() == nil)
    #expect(navigator.notice == nil)
    #expect(navigator.visibleTab(isLoggedIn: true) == .profile)
  }

  @Test("following a route replaces the state; one that needs a login waits for it")
  func routes() throws {
    let navigator = AppNavigator()
    navigator.follow(.session(Session.ID("204")), isLoggedIn: false)
    #expect(navigator.state == AppNavigationState(path: [Session.ID("204")]))
    navigator.follow(.tickets, isLoggedIn: false)
    #expect(navigator.sheet == .login(then: .showTab(.tickets)))
    navigator.follow(.timetable(day: try ConferenceDay(3)), isLoggedIn: true)
    #expect(navigator.sheet == nil)
    #expect(navigator.state == AppNavigationState(day: try ConferenceDay(3)))
  }
}
