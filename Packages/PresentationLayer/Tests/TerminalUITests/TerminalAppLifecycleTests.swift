import Domain
import TerminalUI
import Testing
import ViewModel

/// How `TerminalApp` starts, stops, goes to the background and comes back: the terminal restored
/// on every way out, restoration saved and validated, a session that expires while the app is
/// open.
@MainActor
@Suite("TerminalApp lifecycle")
struct TerminalAppLifecycleTests {
  private let size = TerminalSize(columns: 80, rows: 24)

  @Test(
    "q, Ctrl-C and SIGTERM end the app with the terminal restored and the place saved",
    arguments: [TerminalEvent.key(.character("q")), .key(.control("c")), .terminated])
  func everyWayOutRestoresTheTerminal(event: TerminalEvent) async throws {
    let store = AppHarness.RestorationStore()
    let harness = AppHarness(size: size, restoration: store)
    await harness.launch()
    await harness.press(.right, .down)
    #expect(harness.terminal.snapshot.emulator.isAlternateScreen)
    #expect(!harness.terminal.snapshot.emulator.isCursorVisible)

    await harness.send(event)
    await harness.waitUntilFinished()

    let terminal = harness.terminal.snapshot
    #expect((terminal.entered, terminal.left) == (1, 1))
    #expect(!terminal.emulator.isAlternateScreen)
    #expect(terminal.emulator.isCursorVisible)
    #expect(terminal.output.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    #expect(store.state == AppNavigationState(day: try ConferenceDay(2), selectedRow: 1))
  }

  @Test("each key, resize and return from the background starts a new network deadline")
  func eachActionGetsItsOwnDeadline() async {
    let harness = AppHarness(size: size)
    await harness.launch()
    let atLaunch = harness.backend.userActions
    await harness.press(.right, .down, .character("4"))
    #expect(harness.backend.userActions == atLaunch + 3)
    await harness.send(.resized(TerminalSize(columns: 100, rows: 30)))
    #expect(harness.backend.userActions == atLaunch + 4)
  }

  @Test("r on the demo reloads with the refresh budget lifted; other keys do not lift it")
  func refreshWaitsTheWholeTimeout() async {
    let harness = AppHarness(size: size)
    await harness.launch()
    let loads = harness.backend.timetableLoads
    await harness.press(.right, .down)
    #expect(harness.backend.explicitRefreshes == 0)
    await harness.press(.character("r"))
    #expect(harness.backend.explicitRefreshes == 1)
    #expect(harness.backend.timetableLoads > loads)
  }

  @Test("the next launch opens where the last one was")
  func restoresThePlace() async {
    let store = AppHarness.RestorationStore()
    let first = AppHarness(size: size, restoration: store)
    await first.launch()
    await first.press(.down, .down, .enter, .character("q"))
    await first.waitUntilFinished()

    let second = AppHarness(size: size, restoration: store)
    await second.launch()

    #expect(second.models.navigator.state == AppNavigationState(path: ["103"], selectedRow: 2))
    #expect(second.screen.contains("Observation Without SwiftUI"))
    #expect(second.screen.contains("‹ Esc  Session 103"))
  }

  @Test("what was saved is validated first: an unknown session and a login-only tab are dropped")
  func validatesWhatWasSaved() async throws {
    let dayTwo = try ConferenceDay(2)
    let store = AppHarness.RestorationStore(
      AppNavigationState(tab: .tickets, day: dayTwo, path: ["204"], selectedRow: 1))
    let harness = AppHarness(size: size, restoration: store)
    await harness.launch()
    #expect(harness.models.navigator.state == AppNavigationState(day: dayTwo))

    let unknown = AppHarness(
      size: size,
      restoration: AppHarness.RestorationStore(AppNavigationState(path: ["204", "999", "201"])))
    await unknown.launch()
    #expect(unknown.models.navigator.state == AppNavigationState(path: ["204"]))
    #expect(unknown.screen.contains("Screens Under Test"))
    #expect(!unknown.screen.contains("999"))
  }

  @Test("a place saved on an earlier day opens on today's day; a later day is kept")
  func anEarlierDayMovesOnToToday() async throws {
    let backend = FakeBackend()
    backend.today = try ConferenceDay(2)
    let harness = AppHarness(
      size: size, restoration: AppHarness.RestorationStore(AppNavigationState(selectedRow: 3)),
      backend: backend)
    await harness.launch()
    #expect(harness.models.navigator.state.day == (try ConferenceDay(2)))
    #expect(harness.screen.contains("Modules as Boundaries"), "\(harness.screen)")

    let later = FakeBackend()
    let kept = AppHarness(
      size: size,
      restoration: AppHarness.RestorationStore(AppNavigationState(day: try ConferenceDay(3))),
      backend: later)
    await kept.launch()
    #expect(kept.models.navigator.state.day == (try ConferenceDay(3)))
  }

  @Test("a deep link opens the app at its route instead of the saved place")
  func opensARoute() async {
    let store = AppHarness.RestorationStore(AppNavigationState(selectedRow: 3))
    let harness = AppHarness(size: size, restoration: store)
    await harness.launch(opening: .session("204"))

    #expect(harness.models.navigator.state == AppNavigationState(path: ["204"]))
    #expect(harness.screen.contains("Screens Under Test"))
  }

  @Test("Ctrl-Z saves the place, restores the terminal and stops; coming back redraws it all")
  func background() async {
    let store = AppHarness.RestorationStore()
    let harness = AppHarness(size: size, restoration: store)
    await harness.launch()
    await harness.press(.down)
    let before = harness.screen

    await harness.press(.control("z"))

    #expect(harness.terminal.snapshot.suspended == 1)
    #expect(store.state == AppNavigationState(selectedRow: 1))
    #expect(harness.terminal.snapshot.emulator.isAlternateScreen)
    #expect(harness.screen == before)
  }

  @Test("back from the background: data older than five minutes reloads, the login is checked")
  func foregroundRefreshesStaleData() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch()
    let loads = backend.timetableLoads
    let checks = backend.profileLoads

    harness.clock.advance(by: 4 * 60)
    await harness.press(.control("z"))
    #expect(backend.timetableLoads == loads, "four minutes old: kept")
    #expect(backend.profileLoads == checks + 1, "the login is checked on every return")

    harness.clock.advance(by: 2 * 60)
    await harness.press(.control("z"))
    #expect(backend.timetableLoads == loads + 1, "six minutes old: reloaded")
    #expect(backend.profileLoads == checks + 2)
  }

  @Test(
    "a session that expires while the app is open: logged out with a message; logging in returns")
  func sessionExpiresMidUse() async throws {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    backend.bookmarks = ["104", "107"]
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch()
    await harness.press(.character("2"), .down)
    #expect(harness.screen.contains("My schedule"))
    #expect(harness.models.navigator.state == AppNavigationState(tab: .schedule, selectedRow: 1))

    backend.isSessionExpired = true
    await harness.press(.character("r"))

    #expect(harness.models.appState.state == .unauthenticated(reason: .expired))
    try Golden.expect(harness.screen, matches: "session-expired-\(size)")

    await harness.press(.character("l"))
    await harness.type("ada@example.com")
    await harness.press(.tab)
    await harness.type(FakeBackend.password)
    await harness.press(.enter)

    #expect(harness.models.appState.state == .authenticated(ProgrammeFixtures.ada))
    #expect(harness.models.navigator.state == AppNavigationState(tab: .schedule, selectedRow: 1))
    #expect(harness.screen.contains("My schedule"))
    #expect(harness.screen.contains("Golden Files for Terminal Apps"))
    #expect(!harness.screen.contains("expired"))
  }
}
