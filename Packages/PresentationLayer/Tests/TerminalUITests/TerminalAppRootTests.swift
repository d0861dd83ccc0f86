import Domain
import Foundation
import TerminalUI
import Testing
import ViewModel

/// The app's root follows `AppStateController.state`: a splash while the login is checked, the
/// programme to browse when no one is logged in, the onboarding step, the tabs once logged in.
@MainActor
@Suite("TerminalApp root")
struct TerminalAppRootTests {
  private let size = TerminalSize(columns: 80, rows: 24)

  @Test("a splash while the stored login is checked, then the timetable")
  func splashWhileLoading() async {
    let backend = FakeBackend()
    backend.holdsRestore = true
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch(waits: false)
    await backend.untilRestoreIsHeld()

    #expect(harness.models.appState.state == .loading)
    #expect(harness.screen.contains("Restoring your login…"))
    #expect(!harness.screen.contains("Timetable"))

    backend.finishRestoring()
    await harness.untilIdle()
    #expect(harness.screen.contains("1 Timetable"))
    #expect(!harness.screen.contains("Restoring your login…"))
  }

  @Test("logged out: the programme can be browsed; account tabs ask for a login")
  func browsingLoggedOut() async {
    let harness = AppHarness(size: size)
    await harness.launch()
    #expect(harness.screen.contains("not logged in"))
    #expect(harness.screen.contains("Keynote: Layers That Last"))

    await harness.press(.character("3"))
    #expect(harness.models.navigator.sheet == .login(then: .showTab(.tickets)))
    #expect(harness.models.navigator.state.tab == .timetable)
    #expect(harness.screen.contains("┌ Log in"))
  }

  @Test(
    "a login box opened by a tab takes every key typed into it, none reaches the screen behind",
    arguments: ["4", "2", "3"])
  func aLoginBoxOpenedByATabTakesTheTyping(tab: String) async {
    let harness = AppHarness(size: size)
    await harness.launch()
    await harness.press(.character(Character(tab)))
    // `l` would reopen the box, `t` change the track, `q` quit: here they are letters.
    await harness.type("ada.lovelace@example.q")
    #expect(harness.terminal.snapshot.emulator.isAlternateScreen, "q did not quit")
    #expect(harness.screen.contains("ada.lovelace@example.q"))
    #expect(harness.models.navigator.state.tab == .timetable)
    await harness.press(.tab)
    await harness.type(FakeBackend.password)
    await harness.press(.escape)
    #expect(harness.models.navigator.sheet == nil)
    #expect(harness.backend.passwordsTried == [])
  }

  @Test("the status line reminds of a bookmarked session starting within the lead time")
  func remindsOfABookmarkedSession() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    backend.bookmarks = ["104"]
    backend.reminderLead = ReminderLeadTime(minutes: 60) ?? .off
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 24), backend: backend)
    await harness.launch()
    #expect(
      harness.screen.split(separator: "\n").last?.contains(
        "★ Your session 104, \"Testing View Models with Fakes\", starts in 45 minutes in Room B."
      ) == true, "\(harness.screen)")

    // 50 minutes later it has started: no reminder, the keys again.
    harness.clock.advance(by: 50 * 60)
    await harness.press(.down)
    #expect(!harness.screen.contains("Your session 104"), "\(harness.screen)")
  }

  @Test("on the Tickets tab g buys a general ticket and c checks it in, in conf ticket's words")
  func buyAndCheckIn() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 24), backend: backend)
    await harness.launch()
    await harness.press(.character("3"))
    #expect(harness.screen.contains("No tickets: press g, s or u"), "\(harness.screen)")

    await harness.press(.character("g"))
    #expect(harness.screen.contains("Bought: T-0001  general  valid"), "\(harness.screen)")
    #expect(harness.screen.contains("Press c to check in at the venue."))

    await harness.press(.character("c"))
    let checkedIn =
      "T-0001  general  checked in at 10:15 on 2027-03-10 (Asia/Tokyo, UTC+09:00)"
    #expect(harness.screen.contains("Checked in: " + checkedIn), "\(harness.screen)")
    await harness.press(.character("c"))
    #expect(harness.screen.contains("Already checked in: " + checkedIn), "\(harness.screen)")
    await harness.press(.character("s"))
    #expect(
      harness.screen.contains("Error: you already have a ticket; there is one per person"),
      "\(harness.screen)")
  }

  @Test("with --tz the timetable, search and a session's page show times in that zone")
  func timesInTheZoneAsked() async {
    let harness = AppHarness(
      size: TerminalSize(columns: 100, rows: 24), displayZone: TimeZone(identifier: "Europe/Paris"))
    await harness.launch()
    // 09:30 in Tokyo is 01:30 in Paris (UTC+01:00 in March).
    #expect(harness.screen.contains("01:30-02:10"), "\(harness.screen)")
    #expect(harness.screen.contains("Times: Europe/Paris  Track: all"))
    #expect(!harness.screen.contains("09:30-10:10"))

    await harness.press(.enter)
    #expect(
      harness.screen.contains("When:     Day 1, 2027-03-10, 01:30-02:10 (Europe/Paris, UTC+01:00)"),
      "\(harness.screen)")
  }

  @Test("m and M step through the rooms, w picks a speaker as you type; both show in the header")
  func roomAndSpeakerFilters() async {
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 24))
    await harness.launch()

    await harness.press(.character("m"))
    #expect(harness.screen.contains("Track: all  Room: Main Hall"), "\(harness.screen)")
    #expect(harness.screen.contains("Keynote: Layers That Last"))
    #expect(!harness.screen.contains("Structured Concurrency in Practice"))

    await harness.press(.character("m"), .character("m"), .character("m"))
    #expect(!harness.screen.contains("Room: "), "after the last room, every room")
    #expect(harness.screen.contains("Structured Concurrency in Practice"))
    await harness.press(.character("M"))
    #expect(harness.screen.contains("Room: Room C"), "backwards from every room, the last")
    await harness.press(.character("M"), .character("M"), .character("M"))
    #expect(!harness.screen.contains("Room: "), "before the first room, every room")

    await harness.press(.character("w"))
    #expect(harness.screen.contains("┌ Pick a speaker"), "\(harness.screen)")
    await harness.type("KENT")
    #expect(harness.screen.contains("┌ Pick a speaker"), "typing only filters")
    await harness.press(.enter)
    #expect(harness.screen.contains("Speaker: Kent Beck"), "\(harness.screen)")
    #expect(harness.screen.contains("Testing View Models with Fakes"))
    #expect(!harness.screen.contains("Keynote: Layers That Last"))

    await harness.press(.character("w"))
    await harness.type("all s")
    await harness.press(.enter)
    #expect(harness.screen.contains("Keynote: Layers That Last"))
    #expect(!harness.screen.contains("Speaker: "))
  }

  @Test("n shows what is on now and what starts next, starred where bookmarked")
  func nowAndNext() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    backend.bookmarks = ["104"]
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 24), backend: backend)
    await harness.launch()

    await harness.press(.character("n"))
    let screen = harness.screen
    #expect(screen.contains("┌ Now and next"), "\(screen)")
    #expect(screen.contains("Now: 10:15, day 1"))
    #expect(
      screen.contains("10:00-10:40  Structured Concurrency in Practice  (Room B, 25 min left)"))
    #expect(screen.contains("Next: 11:00, day 1, in 45 minutes"))
    #expect(screen.contains("★ 11:00-11:40  Testing View Models with Fakes  (Room B)"))

    await harness.press(.escape)
    #expect(!harness.screen.contains("Now and next"))
  }

  @Test("offline, the status line says the timetable shown is the copy saved, and when")
  func offlineSaysWhenTheCopyWasSaved() async {
    let backend = FakeBackend()
    backend.timetableSavedAt = ProgrammeFixtures.now - 3_600
    let harness = AppHarness(size: TerminalSize(columns: 110, rows: 24), backend: backend)
    await harness.launch()
    #expect(
      harness.screen.split(separator: "\n").last?.contains(
        "The backend cannot be reached; showing the copy saved at 2027-03-10 09:15 (UTC+09:00)."
      ) == true, "\(harness.screen)")
  }

  @Test("with --tz the Tickets tab shows the check-in time in that zone too")
  func ticketTimesInTheZoneAsked() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    let harness = AppHarness(
      size: TerminalSize(columns: 100, rows: 24), backend: backend,
      displayZone: TimeZone(identifier: "Europe/Paris"))
    await harness.launch()
    await harness.press(.character("3"), .character("g"), .character("c"))
    #expect(
      harness.screen.contains(
        "T-0001  general  checked in at 02:15 on 2027-03-10 (Europe/Paris, UTC+01:00)"),
      "\(harness.screen)")
  }

  @Test("a session outside the lead time, or reminders off, gives no notice")
  func noReminderOutsideTheLeadTime() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    backend.bookmarks = ["104"]
    backend.reminderLead = ReminderLeadTime(minutes: 30) ?? .off
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 24), backend: backend)
    await harness.launch()
    #expect(!harness.screen.contains("Your session"), "\(harness.screen)")
  }

  @Test("a bookmarked session that changed since conf changes shows ! instead of ★")
  func changedBookmarkIsFlagged() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    backend.bookmarks = ["101", "104"]
    backend.changedSessions = ["104", "102"]
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch()
    #expect(harness.screen.contains("11:00-11:40 ! Testing View Models with Fakes"))
    #expect(harness.screen.contains("★ Keynote: Layers That Last"))
    // 102 changed but is not bookmarked: no flag.
    #expect(!harness.screen.contains("! Structured"))
  }

  @Test("without accounts: b bookmarks with no login, l says why, the account tabs are not shown")
  func withoutAccounts() async {
    let backend = FakeBackend()
    backend.hasAccounts = false
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch()
    #expect(harness.screen.contains("bookmarks on this device"))

    await harness.press(.character("b"))
    #expect(!harness.screen.contains("┌ Log in"))
    #expect(backend.bookmarks == ["101"])
    #expect(harness.screen.contains("★ Keynote: Layers That Last"))

    await harness.press(.character("l"))
    #expect(!harness.screen.contains("┌ Log in"))
    #expect(harness.screen.contains("Test Conference has no accounts."))

    await harness.press(.character("2"))
    #expect(harness.models.navigator.visibleTab(isLoggedIn: true) == .schedule)
    #expect(harness.screen.contains("Keynote: Layers That Last"))
    // Only the tabs the source serves: no Tickets or Profile to reach, by number or by Tab.
    let tabBar = harness.screen.split(separator: "\n").first.map(String.init) ?? ""
    #expect(tabBar.contains(" 1 Timetable  2 Schedule "))
    #expect(!tabBar.contains("Tickets") && !tabBar.contains("Profile"))
    for key in [Key.character("3"), .character("4"), .tab, .tab, .tab] {
      await harness.press(key)
      #expect(
        [.timetable, .schedule].contains(harness.models.navigator.visibleTab(isLoggedIn: true)))
    }
    #expect(backend.profileLoads == 0)
  }

  @Test("a first run opens on today's day; a restored day wins over it")
  func opensOnToday() async throws {
    let backend = FakeBackend()
    backend.today = try ConferenceDay(2)
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch()
    #expect(harness.models.navigator.state.day == (try ConferenceDay(2)))

    let restoration = AppHarness.RestorationStore(AppNavigationState(day: try ConferenceDay(3)))
    let restored = AppHarness(size: size, restoration: restoration, backend: backend)
    await restored.launch()
    #expect(restored.models.navigator.state.day == (try ConferenceDay(3)))
  }

  @Test("logged in: the tabs, with the person's name")
  func tabsWhenLoggedIn() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    backend.bookmarks = ["104"]
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch()
    #expect(harness.screen.contains("Ada Lovelace"))
    #expect(harness.screen.contains("11:00-11:40 ★ Testing View Models with Fakes"))

    await harness.press(.character("4"))
    #expect(harness.screen.contains("Email:  ada@example.com"))
    await harness.press(.character("3"))
    #expect(harness.screen.contains("No tickets"))
  }

  @Test(
    "onboarding: the root shows the person's step; Enter completes it, the last one opens the tabs")
  func onboarding() async throws {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.newcomer(at: .profile))
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch()

    #expect(harness.models.appState.state == .onboarding(ProgrammeFixtures.newcomer(at: .profile)))
    try Golden.expect(harness.screen, matches: "onboarding-profile-\(size)")
    #expect(!harness.screen.contains("Keynote"))

    await harness.press(.down, .character("b"), .enter)
    #expect(backend.completedSteps == [.profile])
    #expect(harness.screen.contains("Step 3 of 3: choose reminders"))
    #expect(harness.models.navigator.state == AppNavigationState())
    // The kept lead time (off in the fake), then + twice: 10 minutes, kept with the step.
    #expect(harness.screen.contains("Reminders are off."))
    await harness.press(.character("+"), .character("+"), .character("+"), .character("-"))
    #expect(harness.screen.contains("Reminders: 10 minutes before each bookmarked session."))

    await harness.press(.enter)
    #expect(backend.reminderLead == ReminderLeadTime(minutes: 10))
    #expect(backend.completedSteps == [.profile, .notifications])
    #expect(harness.models.appState.state == .authenticated(ProgrammeFixtures.newcomer(at: .done)))
    #expect(harness.screen.contains("Keynote: Layers That Last"))
    #expect(harness.screen.contains("New Attendee"))
  }

  @Test("o logs out: the programme stays, the account tabs go, a notice says so")
  func logOut() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    backend.bookmarks = ["104"]
    let harness = AppHarness(size: size, backend: backend)
    await harness.launch()
    await harness.press(.character("2"))
    #expect(harness.screen.contains("My schedule"))

    await harness.press(.character("o"))

    #expect(harness.models.appState.state == .unauthenticated(reason: nil))
    #expect(backend.user == nil)
    #expect(harness.screen.contains("not logged in"))
    #expect(harness.screen.contains("You are logged out."))
    #expect(harness.screen.contains("11:00-11:40   Testing View Models with Fakes"))
  }
}
