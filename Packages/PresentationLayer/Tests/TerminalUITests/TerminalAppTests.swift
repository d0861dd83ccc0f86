import Domain
import Foundation
import TerminalUI
import Testing
import ViewModel

/// `TerminalApp` driven through a fake terminal over use-case fakes: keys in, the screen read back
/// through the terminal emulator, compared with golden screens at 80×24 and 120×40.
@MainActor
@Suite("TerminalApp screens")
struct TerminalAppTests {
  nonisolated static let sizes = [
    TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
  ]

  @Test("launch shows day 1 of the timetable, the first row selected", arguments: sizes)
  func launchShowsDayOne(size: TerminalSize) async throws {
    let harness = AppHarness(size: size)
    await harness.launch()

    #expect(harness.models.navigator.state == AppNavigationState())
    try Golden.expect(harness.screen, matches: "timetable-day1-\(size)")
  }

  @Test("Down then Enter shows that session's detail; Esc returns to the list", arguments: sizes)
  func openAndGoBack(size: TerminalSize) async throws {
    let harness = AppHarness(size: size)
    await harness.launch()
    await harness.press(.down)
    let list = harness.screen

    await harness.press(.enter)
    #expect(harness.models.navigator.state == AppNavigationState(path: ["102"], selectedRow: 1))
    try Golden.expect(harness.screen, matches: "session-102-\(size)")

    await harness.press(.escape)
    #expect(harness.models.navigator.state == AppNavigationState(selectedRow: 1))
    #expect(harness.screen == list)
  }

  @Test("Backspace goes back as Esc does")
  func backspaceGoesBack() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()
    await harness.press(.enter)
    #expect(harness.screen.contains("Keynote: Layers That Last"))
    #expect(harness.screen.contains("Speakers: Grace Hopper"))

    await harness.press(.backspace)
    #expect(harness.models.navigator.openSession == nil)
    #expect(harness.screen.contains("Wed 10 Mar  Thu 11 Mar  Fri 12 Mar"))
  }

  @Test(
    "b while logged out opens the login sheet; the password never shows; logging in bookmarks",
    arguments: sizes)
  func bookmarkNeedsLogin(size: TerminalSize) async throws {
    let harness = AppHarness(size: size)
    await harness.launch()
    await harness.press(.down, .character("b"))

    #expect(harness.models.navigator.sheet == .login(then: .toggleBookmark("102")))
    try Golden.expect(harness.screen, matches: "login-sheet-\(size)")

    await harness.type("ada@example.com")
    await harness.press(.enter)
    await harness.type(FakeBackend.password)
    #expect(harness.screen.contains("Password: (typing, not shown)"))
    #expect(!harness.screen.contains(FakeBackend.password))
    #expect(!harness.terminal.snapshot.output.contains(FakeBackend.password))
    #expect(!harness.terminal.snapshot.output.contains("analytical"))

    await harness.press(.enter)
    #expect(harness.backend.passwordsTried == [FakeBackend.password])
    #expect(harness.models.appState.state == .authenticated(ProgrammeFixtures.ada))
    #expect(harness.models.navigator.sheet == nil)
    #expect(harness.backend.bookmarks == ["102"])
    #expect(harness.screen.contains("10:00-10:40 ★ Structured Concurrency in Practice"))
    #expect(!harness.terminal.snapshot.output.contains(FakeBackend.password))
  }

  @Test("a wrong password keeps the sheet open with the reason, the password still hidden")
  func wrongPassword() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()
    await harness.press(.character("l"))
    await harness.type("ada@example.com")
    await harness.press(.tab)
    await harness.type("babbage")
    await harness.press(.enter)

    #expect(harness.models.navigator.sheet == .login(then: nil))
    #expect(harness.models.appState.state == .unauthenticated(reason: nil))
    #expect(harness.backend.passwordsTried == ["babbage"])
    #expect(!harness.terminal.snapshot.output.contains("babbage"))
  }

  @Test("? lists every key; Esc closes the list", arguments: sizes)
  func helpListsEveryKey(size: TerminalSize) async throws {
    let harness = AppHarness(size: size)
    await harness.launch()
    await harness.press(.character("?"))

    #expect(harness.models.navigator.sheet == .help)
    for binding in KeyBinding.all {
      #expect(harness.screen.contains(binding.action))
    }
    try Golden.expect(harness.screen, matches: "help-\(size)")

    await harness.press(.escape)
    #expect(harness.models.navigator.sheet == nil)
    #expect(!harness.screen.contains("┌ Keys"))
  }

  @Test("below 60 columns the layout is compact: start times, titles, no track or room")
  func compactLayout() async throws {
    let harness = AppHarness(size: TerminalSize(columns: 50, rows: 20))
    await harness.launch()

    try Golden.expect(harness.screen, matches: "timetable-day1-compact-50x20")
    #expect(!harness.screen.contains("Room B"))
    #expect(harness.screen.contains("10:00 ▶ Structured Concurrency in Practice"))
  }

  @Test("a resize lays the screen out again at once, compact below 60 columns")
  func resize() async throws {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()
    #expect(harness.screen.contains("Room B"))

    let narrow = TerminalSize(columns: 50, rows: 20)
    harness.terminal.resize(to: narrow)
    await harness.send(.resized(narrow))

    try Golden.expect(harness.screen, matches: "timetable-day1-compact-50x20")
  }

  @Test("NO_COLOR: nothing written sets a color; bold and inverse remain")
  func noColor() async {
    func sgrParameters(usesColor: Bool) async -> Set<String> {
      let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24), usesColor: usesColor)
      await harness.launch()
      await harness.press(.down, .enter, .escape, .character("?"))
      return TerminalAppTests.sgrParameters(in: harness.terminal.snapshot.output)
    }
    let colors = Set((30...37).map(String.init))

    let withColor = await sgrParameters(usesColor: true)
    let withoutColor = await sgrParameters(usesColor: false)

    #expect(!withColor.isDisjoint(with: colors))
    #expect(withoutColor.isDisjoint(with: colors))
    #expect(withoutColor.isSuperset(of: ["1", "7"]))
  }

  @Test("one Down key rewrites only the two rows whose selection changed, in under 400 bytes")
  func downWritesTwoRows() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()

    let output = await harness.bytesWritten(pressing: .down)

    #expect(Self.rowsMovedTo(in: output) == [4, 5])
    #expect(output.utf8.count < 400)
  }

  @Test(
    "a title with a line break, format characters, emoji and CJK keeps the track and room in their columns",
    arguments: [
      (
        TerminalSize(columns: 80, rows: 24),
        " 10:00-10:40   Server-Side Swift for Mobile Teams     Concurrency   Main Hall",
        " 11:00-11:40   Line breaks, 🚀 rockets, 👩\u{200D}💻 coders, …  Testing       Room B"
      ),
      (
        TerminalSize(columns: 120, rows: 40),
        " 10:00-10:40   Server-Side Swift for Mobile Teams"
          + "                                       Concurrency      Main Hall",
        " 11:00-11:40   Line breaks, 🚀 rockets, 👩\u{200D}💻 coders, 並行性 and \u{FFFD}bidi in one title"
          + "        Testing          Room B"
      ),
    ])
  func hostileTitleKeepsColumns(size: TerminalSize, plain: String, hostile: String) async {
    let harness = AppHarness(size: size)
    await harness.launch()
    await harness.press(.right, .right)

    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0 == plain })
    #expect(lines.contains { $0 == hostile }, "\(harness.screen)")
  }

  @Test("Left and Right change the day; t narrows to the next track")
  func daysAndTracks() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()
    await harness.press(.right)
    #expect(harness.models.navigator.state.day.number == 2)
    #expect(harness.screen.contains("Screens Under Test"))
    #expect(!harness.screen.contains("Keynote"))

    await harness.press(.left, .character("t"))
    #expect(harness.models.navigator.state == AppNavigationState(track: "Architecture"))
    #expect(harness.screen.contains("Track: Architecture"))
    #expect(!harness.screen.contains("Structured Concurrency"))
  }

  /// The SGR parameters of every `ESC [ ... m` in `output`.
  static func sgrParameters(in output: String) -> Set<String> {
    var parameters: Set<String> = []
    var rest = Substring(output)
    while let start = rest.range(of: "\u{1B}[") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
      if rest[end] == "m" {
        parameters.formUnion(rest[..<end].split(separator: ";").map(String.init))
      }
      rest = rest[rest.index(after: end)...]
    }
    return parameters
  }

  /// The rows (from 1) of every cursor move `ESC [ row ; column H` in `output`.
  static func rowsMovedTo(in output: String) -> Set<Int> {
    var rows: Set<Int> = []
    var rest = Substring(output)
    while let start = rest.range(of: "\u{1B}[") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
      if rest[end] == "H", let row = rest[..<end].split(separator: ";").first.flatMap({ Int($0) }) {
        rows.insert(row)
      }
      rest = rest[rest.index(after: end)...]
    }
    return rows
  }

  @Test("/ searches the programme; Enter on a result opens it, Esc returns to the results")
  func search() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()
    #expect(harness.screen.contains("Observation Without SwiftUI"))
    await harness.press(.character("/"))
    await harness.type("screens")
    #expect(harness.screen.contains("screens"))
    await harness.press(.enter)
    #expect(harness.screen.contains("Screens Under Test"))
    #expect(!harness.screen.contains("Observation Without SwiftUI"))

    await harness.press(.enter)
    #expect(harness.screen.contains("‹ Esc  Session 204"))
    await harness.press(.escape)
    #expect(harness.screen.contains("Screens Under Test"))
    #expect(!harness.screen.contains("‹ Esc  Session 204"))
  }

  @Test("text pasted into search is typed into the field; the newline and 'o' in it log no one out")
  func pasteIntoSearch() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24), backend: backend)
    await harness.launch()
    await harness.press(.character("/"))
    var decoder = KeyDecoder()
    for key in decoder.decode(Array("\u{1B}[200~screens\no\u{1B}[201~".utf8)) {
      await harness.press(key)
    }
    #expect(harness.screen.contains("screens o"))
    #expect(harness.models.appState.state == .authenticated(ProgrammeFixtures.ada))
  }

  @Test("text pasted with no field to take it does nothing: a pasted 'q' quits nothing")
  func pasteWithoutAField() async {
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24))
    await harness.launch()
    let before = harness.screen
    await harness.press(.paste("q2t"))
    // A quit would have left the alternate screen; a 2 or a t would have changed this one.
    #expect(harness.screen == before)
  }

  @Test("p on Profile opens the phone sheet; Enter saves the number and closes it")
  func phoneChange() async {
    let backend = FakeBackend()
    backend.restored = .active(ProgrammeFixtures.ada)
    let harness = AppHarness(size: TerminalSize(columns: 80, rows: 24), backend: backend)
    await harness.launch()
    await harness.press(.character("4"), .character("p"))
    #expect(harness.models.navigator.sheet == .phoneChange)
    await harness.type("090-1111-2222")
    await harness.press(.enter)

    #expect(harness.models.navigator.sheet == nil)
    #expect(backend.user?.phoneNumber == (try? PhoneNumber("090-1111-2222")))
    #expect(harness.models.appState.user?.phoneNumber == (try? PhoneNumber("090-1111-2222")))
  }
}
