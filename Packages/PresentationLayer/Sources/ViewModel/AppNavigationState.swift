public import Domain

/// Where the person is in the interactive app: the part restored on the next launch, like a
/// SwiftUI app's `SceneStorage`.
///
/// Saved as `storedValues` when the app goes to the background or quits; read back with
/// `init(storedValues:)` and checked with `validated(isLoggedIn:sessionExists:)` before use, so a
/// session that no longer exists, or a tab that needs a login while logged out, is dropped and
/// never shown.
public struct AppNavigationState: Sendable, Equatable {
  /// The tab shown.
  public var tab: AppTab
  /// The timetable's day.
  public var day: ConferenceDay
  /// The timetable's track, as the programme spells it, or `nil` for every track.
  public var track: String?
  /// The sessions opened on top of the tab's list, the last one shown.
  public var path: [Session.ID]
  /// The selected row of the tab's list, from 0.
  public var selectedRow: Int

  /// Creates a state; by default the timetable's first day, every track, nothing open.
  public init(
    tab: AppTab = .timetable, day: ConferenceDay = .first, track: String? = nil,
    path: [Session.ID] = [], selectedRow: Int = 0
  ) {
    self.tab = tab
    self.day = day
    self.track = track
    self.path = path
    self.selectedRow = max(selectedRow, 0)
  }

  /// The state a deep link opens: the route's tab, its day, its session on top of the list.
  public init(route: AppRoute) {
    switch route {
    case .session(let id): self.init(path: [id])
    case .timetable(let day): self.init(day: day)
    case .bookmarks, .schedule, .tickets, .profile: self.init(tab: route.tab)
    }
  }

  /// The state as text values, for the restoration file.
  public var storedValues: [String: String] {
    var values = [
      "tab": tab.rawValue, "day": String(day.number),
      "path": path.map(\.rawValue).joined(separator: ","), "selectedRow": String(selectedRow),
    ]
    values["track"] = track
    return values
  }

  /// Reads a state written by `storedValues`; `nil` when a value is missing or not one the app
  /// writes (a damaged or foreign file is ignored, never half-used).
  public init?(storedValues values: [String: String]) {
    guard let tab = values["tab"].flatMap(AppTab.init(rawValue:)),
      let day = values["day"].flatMap(Int.init).flatMap({ try? ConferenceDay($0) }),
      let row = values["selectedRow"].flatMap(Int.init), row >= 0,
      let pathText = values["path"]
    else { return nil }
    let path = pathText.split(separator: ",").map { Session.ID(String($0)) }
    self.init(tab: tab, day: day, track: values["track"], path: path, selectedRow: row)
  }

  /// The state with what can no longer be shown dropped: sessions `sessionExists` denies (and
  /// everything opened after them), and a tab that needs a login when `isLoggedIn` is false
  /// (the timetable is shown instead, with nothing open).
  public func validated(
    isLoggedIn: Bool, sessionExists: (Session.ID) async -> Bool
  ) async -> AppNavigationState {
    var state = self
    if state.tab.needsLogin, !isLoggedIn {
      state.tab = .timetable
      state.path = []
      state.selectedRow = 0
    }
    var kept: [Session.ID] = []
    for id in state.path {
      guard await sessionExists(id) else { break }
      kept.append(id)
    }
    state.path = kept
    return state
  }
}
