public import Domain
public import Observation

/// The interactive app's navigation: the tab, the timetable's day and track, the stack of
/// sessions opened, the selected row, the sheet shown and a one-line notice.
///
/// Main-actor isolated; observe `state`, `sheet` and `notice`. It never looks at the login
/// itself: callers pass whether someone is logged in, and a tab that needs a login while no one
/// is stays chosen but is not shown (`visibleTab(isLoggedIn:)`), so logging in again returns to
/// where the person was.
@MainActor
@Observable
public final class AppNavigator {
  /// Where the person is; what restoration saves.
  public private(set) var state: AppNavigationState
  /// The sheet shown over the app, or `nil`.
  public private(set) var sheet: AppSheet?
  /// A one-line message for the status line (a session that expired ...), or `nil`.
  public private(set) var notice: String?

  /// Creates the navigator at `state` (by default the timetable's first day).
  public init(state: AppNavigationState = AppNavigationState()) {
    self.state = state
  }

  /// The tab to show: the chosen one, or the timetable while it needs a login no one has.
  public func visibleTab(isLoggedIn: Bool) -> AppTab {
    state.tab.needsLogin && !isLoggedIn ? .timetable : state.tab
  }

  /// The session shown on top of the list, or `nil` when the list is shown.
  public var openSession: Session.ID? {
    state.path.last
  }

  /// Shows `tab` with nothing open; a tab that needs a login while no one is logged in opens the
  /// login sheet instead, and is shown once the person has logged in.
  public func select(_ tab: AppTab, isLoggedIn: Bool) {
    guard !tab.needsLogin || isLoggedIn else {
      sheet = .login(then: .showTab(tab))
      return
    }
    guard tab != state.tab else { return }
    state.tab = tab
    state.path = []
    state.selectedRow = 0
  }

  /// Opens the session `id` on top of what is shown.
  public func open(_ id: Session.ID) {
    state.path.append(id)
  }

  /// Goes back one step: closes the sheet if one is shown, else the session on top.
  ///
  /// - Returns: Whether there was anything to go back from.
  @discardableResult
  public func back() -> Bool {
    if sheet != nil {
      sheet = nil
      return true
    }
    guard !state.path.isEmpty else { return false }
    state.path.removeLast()
    return true
  }

  /// Moves the selected row by `offset`, staying within `rowCount` rows.
  public func moveSelection(by offset: Int, rowCount: Int) {
    guard rowCount > 0 else {
      state.selectedRow = 0
      return
    }
    state.selectedRow = min(max(state.selectedRow + offset, 0), rowCount - 1)
  }

  /// Shows the timetable's `day`, first row selected.
  public func select(day: ConferenceDay) {
    guard day != state.day else { return }
    state.day = day
    state.selectedRow = 0
  }

  /// Narrows the timetable to the track called `name`, or shows every track for `nil`.
  public func select(track name: String?) {
    state.track = name
    state.selectedRow = 0
  }

  /// Shows `sheet` over the app, replacing any other.
  public func present(_ sheet: AppSheet) {
    self.sheet = sheet
  }

  /// Opens the login sheet, remembering `action` to do once the person has logged in.
  public func requireLogin(then action: AppSheet.PendingAction?) {
    sheet = .login(then: action)
  }

  /// Closes the login sheet after a login and returns what was waiting for it; a waiting tab is
  /// shown at once.
  public func didLogIn() -> AppSheet.PendingAction? {
    guard case .login(let action) = sheet else { return nil }
    sheet = nil
    notice = nil
    if case .showTab(let tab) = action {
      select(tab, isLoggedIn: true)
    }
    return action
  }

  /// Goes where `route` leads, closing any sheet; a route that needs a login while no one is
  /// logged in opens the login sheet and is followed after the login.
  public func follow(_ route: AppRoute, isLoggedIn: Bool) {
    sheet = nil
    guard !route.needsLogin || isLoggedIn else {
      sheet = .login(then: .showTab(route.tab))
      return
    }
    state = AppNavigationState(route: route)
  }

  /// Replaces the whole state with a restored (already validated) one.
  public func restore(_ restored: AppNavigationState) {
    state = restored
  }

  /// Shows `text` on the status line until `clearNotice()` or the next login.
  public func show(notice text: String) {
    notice = text
  }

  /// Removes the notice.
  public func clearNotice() {
    notice = nil
  }
}
