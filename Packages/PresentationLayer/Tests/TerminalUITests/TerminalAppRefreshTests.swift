import Domain
import TerminalUI
import Testing
import ViewModel

/// An added conference's programme drawn from its saved copy and refreshed in the background
/// (`TerminalApp+Refresh.swift`).
@MainActor
@Suite("TerminalApp background refresh")
struct TerminalAppRefreshTests {
  /// The app launched at 120×40 on an added conference without accounts, its background
  /// refresh held until `finishRefreshing()` when `holdingRefresh`.
  private static func launched(holdingRefresh: Bool) async -> (FakeBackend, AppHarness) {
    let backend = FakeBackend()
    backend.refreshesProgramme = true
    backend.hasAccounts = false
    backend.holdsRefresh = holdingRefresh
    let harness = AppHarness(size: TerminalSize(columns: 120, rows: 40), backend: backend)
    await harness.launch()
    return (backend, harness)
  }

  @Test("the first screen is drawn while the refresh waits; then it says when it updated")
  func drawsFirstThenRefreshes() async {
    let (backend, harness) = await Self.launched(holdingRefresh: true)

    #expect(harness.screen.contains("Keynote: Layers That Last"))
    #expect(harness.screen.contains(" refreshing…"))
    let loadsBefore = backend.timetableLoads
    // Keys are answered meanwhile.
    await harness.press(.down)
    #expect(harness.models.navigator.state.selectedRow == 1)

    backend.finishRefreshing()
    await harness.untilRefreshed()
    #expect(harness.screen.contains(" Updated at 10:15."), "\(harness.screen)")
    #expect(backend.timetableLoads > loadsBefore)
  }

  @Test("the refreshed copy replaces the day shown in place, with no 'Loading' between")
  func reloadsInPlace() async {
    let (backend, harness) = await Self.launched(holdingRefresh: true)
    var shownWhileReloading: [Bool] = []
    backend.onTimetableLoad = {
      shownWhileReloading.append(harness.screen.contains("Keynote: Layers That Last"))
      if case .loaded = harness.models.timetable.state {} else { shownWhileReloading.append(false) }
    }

    backend.finishRefreshing()
    await harness.untilRefreshed()

    #expect(!shownWhileReloading.isEmpty)
    #expect(shownWhileReloading.allSatisfy { $0 }, "\(harness.screen)")
    #expect(!harness.screen.contains("Loading"))
  }

  @Test("a session open as the refresh ends is read again in place, with no 'Loading' between")
  func reloadsTheOpenSessionInPlace() async {
    let (backend, harness) = await Self.launched(holdingRefresh: true)
    await harness.press(.enter)
    let page = harness.screen
    var shownWhileReloading: [Bool] = []
    backend.onSessionLoad = {
      guard case .loaded = harness.models.sessionDetail.state else {
        return shownWhileReloading.append(false)
      }
      shownWhileReloading.append(harness.screen == page)
    }

    backend.finishRefreshing()
    await harness.untilRefreshed()

    #expect(shownWhileReloading == [true])
    #expect(harness.models.navigator.openSession != nil)
    #expect(!harness.screen.contains("Loading"), "\(harness.screen)")
  }

  @Test("a refresh that fails says why; the saved copy stays on screen")
  func failedRefresh() async {
    let backend = FakeBackend()
    backend.refreshesProgramme = true
    backend.hasAccounts = false
    backend.refreshFailure = .unreachableSource(
      reason: "example.org did not answer within 30 seconds")
    let harness = AppHarness(size: TerminalSize(columns: 120, rows: 40), backend: backend)
    await harness.launch()
    await harness.untilRefreshed()

    #expect(
      harness.screen.contains(
        " Could not refresh: the programme cannot be reached: example.org did not answer within"
          + " 30 seconds."), "\(harness.screen)")
    #expect(harness.screen.contains("Keynote: Layers That Last"))
  }

  @Test("r fetches the programme again however young the copy")
  func rRefetches() async {
    let backend = FakeBackend()
    backend.refreshesProgramme = true
    backend.hasAccounts = false
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24), backend: backend)
    await harness.launch()
    await harness.untilRefreshed()
    #expect(backend.refreshes == 1)

    await harness.press(.character("r"))
    await harness.untilRefreshed()
    #expect(backend.refreshes == 2)
  }
}
