import Domain
import Foundation
import TerminalUI
import Testing
import ViewModel

/// The grid of the day (`g`), the jumps to now and to a time, and the type-to-filter pickers.
@MainActor
@Suite("TerminalApp grid and pickers")
struct TerminalAppGridTests {
  @Test("g shows the day as rooms by time scrolled to now, with the now-line; g again the list")
  func gridShowsTheDay() async throws {
    let harness = AppHarness(size: TerminalSize(columns: 120, rows: 40))
    await harness.launch()
    let list = harness.screen

    await harness.press(.character("g"))
    try Golden.expect(harness.screen, matches: "grid-day1-120x40")
    #expect(harness.screen.contains("10:15 "), "the now-line is labelled with now")

    await harness.press(.character("g"))
    #expect(harness.screen == list)
  }

  @Test("a grid opened before now is on it scrolls to now once it is, unless the person moved")
  func gridScrollsToNowWhenNowArrives() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 14))
    // 07:15, before the day's first session at 09:30: the grid opens at its top.
    harness.clock.advance(by: -3 * 3_600)
    await harness.launch()
    await harness.press(.character("g"))
    #expect(harness.screen.contains("09:30 "), "\(harness.screen)")
    #expect(!harness.screen.contains("14:15 "))

    // 14:15: the next frame shows now, with its line.
    harness.clock.advance(by: 7 * 3_600)
    await harness.send(.resized(TerminalSize(columns: 80, rows: 14)))
    #expect(harness.screen.contains("14:15 "), "\(harness.screen)")
    #expect(!harness.screen.contains("09:30 "))

    // Moved by hand, the grid stays where the person put it.
    let moved = AppHarness(size: TerminalSize(columns: 80, rows: 14))
    moved.clock.advance(by: -3 * 3_600)
    await moved.launch()
    await moved.press(.character("g"), .right)
    moved.clock.advance(by: 7 * 3_600)
    await moved.send(.resized(TerminalSize(columns: 80, rows: 14)))
    #expect(moved.screen.contains("09:30 "), "\(moved.screen)")
  }

  @Test(
    "in the grid, arrows move a room and a row, Enter opens the box under the cursor, b bookmarks it"
  )
  func gridOpensAndBookmarks() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 30), backend: backend)
    await harness.launch()
    await harness.press(.character("g"))

    // The cursor starts on now's row (10:15) in the first room, Main Hall: nothing on there.
    await harness.press(.enter)
    #expect(harness.models.navigator.openSession == nil)

    await harness.press(.right, .enter)
    #expect(harness.models.navigator.openSession == "102", "Room B at 10:15")
    await harness.press(.escape, .character("b"))
    #expect(backend.bookmarks.contains("102"))
    #expect(harness.screen.contains("★▶ Structured"), "\(harness.screen)")

    await harness.press(.right, .down, .enter)
    #expect(harness.models.navigator.openSession == "103", "Room C a row later, still 103")
  }

  @Test("z and Z zoom to 5- and 30-minute rows, keeping the time under the cursor")
  func gridZooms() async {
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 30))
    await harness.launch()
    await harness.press(.character("g"))
    #expect(harness.screen.contains("15min"))

    await harness.press(.character("z"))
    #expect(harness.screen.contains("5min"), "\(harness.screen)")
    #expect(harness.screen.contains("10:15 "))
    #expect(harness.screen.contains("10:30 "))
    await harness.press(.character("Z"), .character("Z"))
    #expect(harness.screen.contains("30min"), "\(harness.screen)")
    await harness.press(.right, .enter)
    #expect(harness.models.navigator.openSession == "102")
  }

  @Test(
    "the grid draws at every size from 80x24 to 250x70, keeping the room header and the time column",
    arguments: [
      (80, 24), (81, 25), (99, 31), (120, 40), (160, 50), (201, 61), (250, 70),
    ])
  func gridFitsEverySize(columns: Int, rows: Int) async {
    let harness = AppHarness(size: TerminalSize(columns: columns, rows: rows))
    await harness.launch()
    await harness.press(.character("g"), .pageDown, .pageDown)
    let screen = harness.screen
    #expect(screen.contains("Main Hall"), "\(screen)")
    #expect(screen.contains("14:30 "), "paged to the end of the day")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == rows)
    #expect(lines.allSatisfy { String($0).displayWidth <= columns })

    await harness.send(.resized(TerminalSize(columns: 80, rows: 24)))
    #expect(harness.screen.contains("Main Hall"))
  }

  @Test(". jumps to the first session not over, : to the first at or after a typed time")
  func jumpsInTheList() async {
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 30))
    await harness.launch()

    await harness.press(.character(":"))
    await harness.type("13:00")
    #expect(harness.screen.contains("Go to time (HH:MM, Enter goes): 13:00"))
    await harness.press(.enter)
    #expect(harness.models.navigator.state.selectedRow == 5, "106 at 13:00")

    await harness.press(.character("."))
    #expect(harness.models.navigator.state.selectedRow == 1, "102, under way at 10:15")

    await harness.press(.character(":"))
    await harness.type("25h")
    await harness.press(.enter)
    #expect(harness.screen.contains("Type a time as HH:MM, for example 14:10."))
  }

  @Test("the grid's columns follow the programme's room order, narrowed to a track too")
  func gridFollowsTheRoomOrder() async {
    let backend = FakeBackend()
    backend.roomOrder = ["Room C", "Main Hall", "Room B"]
    let harness = AppHarness(size: TerminalSize(columns: 120, rows: 40), backend: backend)
    await harness.launch()

    await harness.press(.character("g"))
    #expect(harness.screen.contains("15min │Room C"), "\(harness.screen)")
    #expect(Self.columns(of: harness.screen) == ["Room C", "Main Hall", "Room B"])

    await harness.press(.character("k"))
    await harness.type("testing")
    await harness.press(.enter)
    #expect(harness.screen.contains("Track: Testing"), "\(harness.screen)")
    #expect(Self.columns(of: harness.screen) == ["Room C", "Room B"])
  }

  /// The room names on the grid's header line (the one holding the zoom).
  private static func columns(of screen: String) -> [String] {
    guard let header = screen.split(separator: "\n").first(where: { $0.contains("min │") })
    else { return [] }
    return header.split(separator: "│").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test("f picks a room: over the grid it scrolls there, over the list it narrows; Esc cancels")
  func roomPicker() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()

    await harness.press(.character("f"))
    #expect(harness.screen.contains("┌ Pick a room"), "\(harness.screen)")
    #expect(harness.screen.contains("Main Hall"))
    await harness.type("room")
    await harness.press(.down, .enter)
    #expect(harness.screen.contains("Room: Room C"), "\(harness.screen)")

    await harness.press(.character("f"))
    await harness.type("r")
    await harness.press(.escape)
    #expect(harness.screen.contains("Room: Room C"), "Esc keeps the room")

    await harness.press(.character("f"))
    await harness.type("all")
    await harness.press(.enter)
    #expect(!harness.screen.contains("Room: "), "\(harness.screen)")

    await harness.press(.character("g"), .character("f"))
    await harness.type("C")
    await harness.press(.enter)
    #expect(harness.models.navigator.openSession == nil, "Enter chose the room, opened nothing")
    await harness.press(.enter)
    #expect(harness.models.navigator.openSession == "103", "the cursor is on Room C at 10:15")
    await harness.press(.escape, .character("g"))
    #expect(
      !harness.screen.contains("Room: "), "over the grid, a room is scrolled to, not a filter")
  }

  @Test("k picks a track, T steps back through the tracks, d picks a day")
  func trackAndDayPickers() async {
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 30))
    await harness.launch()

    await harness.press(.character("k"))
    await harness.type("swi")
    await harness.press(.enter)
    #expect(harness.screen.contains("Track: SwiftUI"), "\(harness.screen)")
    await harness.press(.character("T"))
    #expect(harness.screen.contains("Track: Concurrency"), "\(harness.screen)")
    await harness.press(.character("T"), .character("T"))
    #expect(harness.screen.contains("Track: all"))
    await harness.press(.character("T"))
    #expect(harness.screen.contains("Track: Testing"))

    await harness.press(.character("d"))
    await harness.type("3")
    await harness.press(.enter)
    #expect(harness.models.navigator.state.day == (try? ConferenceDay(3)))
  }

  @Test("C picks a conference: the run ends naming it, for the launcher to open the app over it")
  func conferencePicker() async {
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 30))
    await harness.launch()

    await harness.press(.character("C"))
    #expect(harness.screen.contains("┌ Pick a conference"), "\(harness.screen)")
    #expect(harness.screen.contains("Swift Summit Tokyo (demo)"))
    await harness.type("fos")
    await harness.press(.enter)
    await harness.waitUntilFinished()
    #expect(harness.app.chosenConference == "fosdem-2026")
  }
}
