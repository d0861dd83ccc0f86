import Domain
import Testing
import ViewModel

@Suite("AppNavigationState")
struct AppNavigationStateTests {
  @Test("a state survives its stored values")
  func roundTrip() throws {
    let state = AppNavigationState(
      tab: .tickets, day: try ConferenceDay(2), track: "Swift",
      path: [Session.ID("204"), Session.ID("205")], selectedRow: 3)
    #expect(
      state.storedValues
        == ["tab": "tickets", "day": "2", "track": "Swift", "path": "204,205", "selectedRow": "3"])
    #expect(AppNavigationState(storedValues: state.storedValues) == state)
    #expect(
      AppNavigationState(storedValues: AppNavigationState().storedValues) == AppNavigationState())
  }

  @Test(
    "stored values the app does not write are ignored whole",
    arguments: [
      ["tab": "maps", "day": "1", "path": "", "selectedRow": "0"],
      ["tab": "timetable", "day": "0", "path": "", "selectedRow": "0"],
      ["tab": "timetable", "day": "1", "path": "", "selectedRow": "-1"],
      ["tab": "timetable", "day": "1", "selectedRow": "0"],
    ])
  func unreadable(values: [String: String]) {
    #expect(AppNavigationState(storedValues: values) == nil)
  }

  @Test("validation drops a session that no longer exists and everything opened after it")
  func dropsMissingSessions() async {
    let state = AppNavigationState(
      path: [Session.ID("101"), Session.ID("gone"), Session.ID("102")], selectedRow: 2)
    let validated = await state.validated(isLoggedIn: false) { $0 != Session.ID("gone") }
    #expect(validated == AppNavigationState(path: [Session.ID("101")], selectedRow: 2))
  }

  @Test("validation drops a tab that needs a login while logged out, and keeps it logged in")
  func dropsAccountTabWhenLoggedOut() async {
    let state = AppNavigationState(tab: .schedule, path: [Session.ID("101")], selectedRow: 4)
    #expect(await state.validated(isLoggedIn: false) { _ in true } == AppNavigationState())
    #expect(await state.validated(isLoggedIn: true) { _ in true } == state)
  }
}
