import Domain
public import Foundation
import Observation
public import ViewModel

/// `conf app`: the full-screen terminal app over the view models, composed like a SwiftUI app.
///
/// The root follows `AppStateController.state` (a splash while the login is checked, then the
/// tabs); navigation lives in `AppNavigator`; sheets are presented by item. Every frame is drawn
/// inside `withObservationTracking`, so a change to any view-model state read while drawing
/// schedules the next frame (no polling), and `FrameRenderer` writes only what changed. Scene
/// phases map to the terminal: Ctrl-Z or SIGTSTP saves restoration and stops the process;
/// SIGCONT redraws, reloads data older than `staleAfter` and revalidates the login; SIGWINCH
/// lays out again at once. The terminal is restored on every way out.
@MainActor
public final class TerminalApp {
  /// How long loaded data counts as fresh when the app comes back to the foreground.
  public static let staleAfter: TimeInterval = 5 * 60

  let models: TerminalAppModels
  let terminal: any TerminalDevice
  let restoration: TerminalAppRestoration
  let usesColor: Bool
  /// Whether the terminal shows 24-bit colour (`COLORTERM=truecolor`): tracks then show the
  /// programme's own colours.
  let usesTrueColor: Bool
  /// The zone times are shown in, `nil` for the conference's (`conf app --tz`, `CONF_TZ`).
  let displayZone: TimeZone?
  let now: @Sendable () -> Date
  var renderer = FrameRenderer()
  var size: TerminalSize
  var isRenderScheduled = false
  var isFinished = false
  var input: TextInput?
  var isSearchShown = false
  /// The reminder lead time being chosen at onboarding's notifications step (`+`, `-`, `x`),
  /// kept when the step is completed; `nil` until a key changes it (the kept one is shown).
  var onboardingLead: ReminderLeadTime?
  /// The room the timetable is narrowed to (`m` picks the next), `nil` for every room.
  var room: String?
  /// The speaker the timetable is narrowed to (`w` picks one), `nil` for every speaker.
  var speaker: String?
  /// The grid of the day (`g`).
  var grid = GridState()
  /// The open type-to-filter picker (`k`, `f`, `w`, `d`), if any.
  var picker: OpenPicker?
  var bookmarked: Set<Session.ID> = []
  var loadedAt: Date?
  var loadedDay: ConferenceDay?
  var loadedTrack: String??
  var loadedDetail: Session.ID?
  /// The background refresh of an added conference's programme (and the reload after it), the
  /// last one started; awaiting it waits until what it changed is shown.
  public internal(set) var refreshTask: Task<Void, Never>?
  /// The item selected on a list sheet (Now and next, Changes); Enter opens its session.
  var sheetSelection = 0
  /// The banner over the list after a refresh changed the programme (`2 of your bookmarks
  /// changed`), until the Changes view (`!`) is opened; `nil` for none.
  var changesBanner: String?
  /// The link selected on the open session's page (Up and Down move it).
  var selectedLink = 0
  var loadedTab: AppTab?
  var lastAppState: AppState = .loading
  /// The conference the person chose with `C` (its name), which ended the run: the launcher
  /// opens the app again over it; `nil` after any other end.
  public internal(set) var chosenConference: String?
  /// Bytes written to the terminal so far (for `scripts/bench`).
  public private(set) var bytesWritten = 0

  /// Whether what needs a login is open: logged in, or on a conference whose bookmarks and
  /// schedule are this device's.
  var hasAccess: Bool {
    !models.capabilities.contains(.bookmarksOnServer) || models.appState.state.isLoggedIn
  }

  /// The tabs this conference's source serves, in the tab bar's order.
  var tabs: [AppTab] {
    AppTab.allCases.filter { models.capabilities.isSuperset(of: $0.requires) }
  }

  /// Creates the app; nothing is drawn until `run(opening:)`.
  ///
  /// - Parameters:
  ///   - models: The view models to show.
  ///   - terminal: Where to draw and where keys come from.
  ///   - restoration: Where the navigation state is kept between runs.
  ///   - usesColor: Whether to use color (`false` when `NO_COLOR` is set or the terminal is
  ///     monochrome: tracks then show markers).
  ///   - usesTrueColor: Whether the terminal shows 24-bit colour.
  ///   - displayZone: The zone times are shown in; `nil` for the conference's.
  ///   - now: The clock, for deciding whether data is stale.
  public init(
    models: TerminalAppModels, terminal: any TerminalDevice, restoration: TerminalAppRestoration,
    usesColor: Bool, usesTrueColor: Bool = false, displayZone: TimeZone? = nil,
    now: @escaping @Sendable () -> Date
  ) {
    self.models = models
    self.terminal = terminal
    self.restoration = restoration
    self.usesColor = usesColor
    self.usesTrueColor = usesTrueColor
    self.displayZone = displayZone
    self.now = now
    self.size = terminal.size
  }

  /// Runs until the person quits or the process is asked to end: enters full screen, checks
  /// the login (showing a splash), opens `route` or else the validated restored state, then
  /// handles events. Saves restoration and restores the terminal before it returns or throws.
  ///
  /// - Throws: `TerminalError` when the terminal cannot enter full screen; nothing was changed.
  public func run(opening route: AppRoute? = nil) async throws(TerminalError) {
    try terminal.enterFullScreen()
    defer { terminal.leaveFullScreen() }
    render()
    let ringing = startRingingReminders()
    defer { ringing.cancel() }
    await launch(opening: route)
    render()
    startRefresh()
    for await event in terminal.events {
      await handle(event)
      if isFinished { break }
    }
    refreshTask?.cancel()
    restoration.save(models.navigator.state)
  }

  /// Checks the login, then shows `route` or the restored state once validated.
  func launch(opening route: AppRoute?) async {
    await models.appState.initialize()
    await models.reminder?.load()
    lastAppState = models.appState.state
    if let route {
      models.navigator.follow(route, isLoggedIn: hasAccess)
    } else if let saved = restoration.load() {
      let sessionExists = models.sessionExists
      models.navigator.restore(
        await saved.validated(isLoggedIn: hasAccess) { await sessionExists($0) })
      // A place saved on an earlier conference day opens on today's: the day moves on.
      if let today = await models.timetable.today(), models.navigator.state.day < today {
        models.navigator.select(day: today)
      }
    } else if let today = await models.timetable.today() {
      // A first run opens on today's day, as `conf timetable` does.
      models.navigator.select(day: today)
    }
    await synchronize()
    attachInputToSheet()
    await noteChanges()
  }

  /// Handles one event from the terminal.
  func handle(_ event: TerminalEvent) async {
    models.beginUserAction()
    switch event {
    case .key(let key):
      await handle(key)
    case .resized(let newSize):
      size = newSize
      renderer.invalidate()
    case .suspendRequested:
      await toBackground()
    case .resumed:
      renderer.invalidate()
    case .terminated:
      isFinished = true
    }
    render()
  }

  /// Ctrl-Z: saves restoration, restores the terminal and stops; once continued, redraws,
  /// reloads stale data and revalidates the login.
  func toBackground() async {
    restoration.save(models.navigator.state)
    terminal.suspend()
    size = terminal.size
    renderer.invalidate()
    render()
    if let loadedAt, now().timeIntervalSince(loadedAt) >= Self.staleAfter {
      await reload()
    }
    if models.appState.state.isLoggedIn {
      await models.profile.load()
    } else if models.appState.state.kind == .error {
      await models.appState.initialize()
    }
  }

  /// Loads what the navigation state shows and is not loaded yet.
  func synchronize() async {
    let navigator = models.navigator
    let state = navigator.state
    if loadedTrack != .some(state.track) {
      loadedTrack = .some(state.track)
      models.timetable.selectTrack(state.track)
    }
    if loadedDay != state.day {
      if loadedDay == nil {
        // A restored or linked day the conference does not have opens on its first day.
        await models.timetable.loadConferenceDays()
        let days = models.timetable.conferenceDays
        if let first = days.first, !days.contains(state.day) {
          navigator.select(day: first)
        }
      }
      loadedDay = navigator.state.day
      loadedAt = now()
      await models.timetable.load(day: navigator.state.day)
      await models.timetable.loadChanges(amongBookmarked: bookmarked)
    }
    if let id = navigator.openSession, loadedDetail != id {
      loadedDetail = id
      selectedLink = 0
      await models.sessionDetail.load(id: id)
    }
    let tab = navigator.visibleTab(isLoggedIn: hasAccess)
    if tab != loadedTab {
      loadedTab = tab
      await load(tab)
    }
  }

  /// Reloads the timetable, the session open and the visible tab. The day shown and the
  /// session open are read again in place (they stay on screen, and keys keep acting on them,
  /// until the new copy replaces them), unless the programme no longer has the day.
  func reload() async {
    let day = models.navigator.state.day
    await models.timetable.loadConferenceDays()
    if loadedDay == day, models.timetable.conferenceDays.contains(day) {
      await models.timetable.reload()
      await models.timetable.loadChanges(amongBookmarked: bookmarked)
    } else {
      loadedDay = nil
    }
    if let open = models.navigator.openSession, loadedDetail == open {
      await models.sessionDetail.reload()
    } else {
      loadedDetail = nil
    }
    loadedTab = nil
    await synchronize()
  }

  private func load(_ tab: AppTab) async {
    switch tab {
    case .timetable:
      if hasAccess { await loadBookmarks() }
    case .schedule:
      await models.schedule.load()
      if case .loaded(let schedule) = models.schedule.state {
        bookmarked = Set(schedule.entries.map(\.session.id))
      }
    case .tickets, .profile:
      // Not shown where the source does not serve them; never loaded there.
      guard models.capabilities.isSuperset(of: tab.requires) else { return }
      if tab == .tickets { await models.tickets.load() } else { await models.profile.load() }
    }
  }

  func loadBookmarks() async {
    await models.bookmarks.load()
    if case .loaded(let list) = models.bookmarks.state {
      bookmarked = list.bookmarkedSessionIDs
    }
    await models.timetable.loadChanges(amongBookmarked: bookmarked)
  }

  /// Draws the next frame inside Observation's tracking and writes what changed; a change to
  /// anything read while drawing schedules the next frame.
  func render() {
    noteAppStateChange()
    let frame = withObservationTracking {
      makeFrame()
    } onChange: { [weak self] in
      Task { @MainActor in self?.scheduleRender() }
    }
    let output = renderer.render(frame)
    guard !output.isEmpty else { return }
    bytesWritten += output.utf8.count
    terminal.write(output)
  }

  private func scheduleRender() {
    guard !isRenderScheduled else { return }
    isRenderScheduled = true
    Task { @MainActor in
      self.isRenderScheduled = false
      self.render()
    }
  }

  /// A session that expired while the app was open: a notice and the login sheet's key.
  private func noteAppStateChange() {
    let state = models.appState.state
    guard state != lastAppState else { return }
    let wasLoggedIn = lastAppState.isLoggedIn
    lastAppState = state
    if wasLoggedIn, case .unauthenticated(let reason) = state {
      // Logged out, the timetable marks no bookmarks (as `conf timetable` does).
      bookmarked = []
      models.navigator.show(
        notice: reason == .expired
          ? "Your login expired; press l to log in again." : "You are logged out.")
    }
  }
}
