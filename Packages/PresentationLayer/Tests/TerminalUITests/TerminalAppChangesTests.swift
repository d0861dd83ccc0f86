import Domain
import Foundation
import TerminalUI
import Testing
import ViewModel

/// What changed, where the person is: the banner, the Changes view (`!`), cancelled sessions
/// marked, and the Now and next sheet's list (`TerminalApp+ListSheet.swift`).
@MainActor
@Suite("TerminalApp changes and list sheets")
struct TerminalAppChangesTests {
  /// 104 moved from Room B at 11:00 to Main Hall at 16:00 and 107 cancelled, both bookmarked;
  /// 103 added.
  static func changes() throws -> ProgrammeChanges {
    let moved = try #require(ProgrammeFixtures.session("104"))
    let cancelled = try #require(ProgrammeFixtures.session("107"))
    let added = try #require(ProgrammeFixtures.session("103"))
    let earlier = Session(
      id: moved.id, title: moved.title, abstract: moved.abstract, day: moved.day,
      startsAt: moved.startsAt - 5 * 3_600, endsAt: moved.endsAt - 5 * 3_600,
      timeZone: moved.timeZone, track: moved.track, room: "Room B", level: moved.level,
      language: moved.language, speakers: moved.speakers)
    return ProgrammeChanges(
      changes: [
        ProgrammeChange(
          session: moved,
          kind: .moved(from: .init(of: earlier), to: .init(of: moved)), isBookmarked: true),
        ProgrammeChange(session: cancelled, kind: .cancelled, isBookmarked: true),
        ProgrammeChange(session: added, kind: .added, isBookmarked: false),
      ], since: ProgrammeFixtures.now - 7_200)
  }

  @Test("a banner counts the changed bookmarks; ! shows the changes as conf changes says them")
  func bannerAndChangesView() async throws {
    let backend = FakeBackend()
    backend.hasAccounts = false
    backend.bookmarks = ["104", "107"]
    backend.programmeChanges = try Self.changes()
    let harness = AppHarness(size: TerminalSize(columns: 120, rows: 40), backend: backend)
    await harness.launch()

    #expect(harness.screen.contains(" 2 of your bookmarks changed: press ! to see what "))
    #expect(backend.changesMarkedSeen == 0)

    await harness.press(.character("!"))
    let screen = harness.screen
    #expect(screen.contains("┌ Changes"), "\(screen)")
    #expect(screen.contains("Changes since you last looked (2 hours ago):"), "\(screen)")
    #expect(
      screen.contains(
        "★ 104  Testing View Models with Fakes — moved: day 1 06:00 Room B → day 1 11:00 Room B"),
      "\(screen)")
    #expect(screen.contains("★ 107  Golden Files for Terminal Apps — cancelled"))
    #expect(screen.contains("  103  Observation Without SwiftUI — added"))
    #expect(!screen.contains("bookmarks changed"))
    #expect(backend.changesMarkedSeen == 1)

    // Enter opens the selected change's session.
    await harness.press(.down, .enter)
    #expect(harness.models.navigator.openSession == "107")
    #expect(harness.screen.contains("✗ cancelled"))
  }

  @Test("a cancelled session is marked ✗ in the list")
  func cancelledMarked() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()

    #expect(harness.screen.contains(" 13:00-13:40 ✗ Golden Files for Terminal Apps"))
  }

  @Test("Now and next keeps both parts on a short screen, scrolls, and opens a session")
  func nowAndNextScrolls() async {
    let backend = FakeBackend()
    backend.bookmarks = ["104"]
    backend.restored = .active(ProgrammeFixtures.ada)
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 12), backend: backend)
    await harness.launch()
    await harness.press(.character("n"))

    let screen = harness.screen
    #expect(screen.contains("Now: 10:15, day 1"), "\(screen)")
    #expect(screen.contains("Next: 11:00, day 1, in 45 minutes"), "\(screen)")
    #expect(screen.contains("(1-1 of 2, ↑↓ scrolls)"), "\(screen)")
    #expect(screen.contains("10:00-10:40  Structured Concurrency in Practice  (Room B, 25 min"))

    await harness.press(.down)
    #expect(harness.screen.contains("(2-2 of 2, ↑↓ scrolls)"), "\(harness.screen)")
    #expect(harness.screen.contains("Observation Without SwiftUI  (Room C, 25 min left)"))
    await harness.press(.down, .enter)
    #expect(harness.models.navigator.sheet == nil)
    #expect(harness.models.navigator.openSession == "104")
  }

  @Test("the room is never cut: a long title gives way to it")
  func roomKept() async {
    let backend = FakeBackend()
    let harness = AppHarness(size: TerminalSize(columns: 60, rows: 24), backend: backend)
    await harness.launch()
    await harness.press(.character("n"))

    #expect(harness.screen.contains("(Room B, 25 min left)"), "\(harness.screen)")
  }

  @Test(
    "list sheets share their room: all when they fit, else an even share, the rest to others",
    arguments: [
      ([2, 2], 10, [2, 2]), ([27, 4], 10, [6, 4]), ([27, 30], 10, [5, 5]), ([0, 9], 4, [0, 4]),
      ([3], 0, [0]),
    ])
  func quotas(counts: [Int], room: Int, expected: [Int]) {
    #expect(TerminalApp.quotas(for: counts, room: room) == expected)
  }
}
