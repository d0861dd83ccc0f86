import Domain
import Foundation
import TerminalUI
import Testing
import ViewModel

/// A session's links on its page: shown, selected, opened and copied (`TerminalApp+Links.swift`),
/// and the header's conference and day tabs.
@MainActor
@Suite("TerminalApp links and header")
struct TerminalAppLinksTests {
  @Test("a session's page lists its links; Down selects, Enter opens it, y copies it (OSC 52)")
  func openAndCopy() async {
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 30))
    await harness.launch()
    await harness.press(.down, .down, .down, .enter)

    let lines = harness.screen.split(separator: "\n").map(String.init)
    #expect(lines.contains(" Links:    Slides  https://example.org/104/slides.pdf"))
    #expect(lines.contains("           Recording  https://video.example.org/104.webm"))
    #expect(lines.contains("           Notes  file:///etc/passwd"))

    await harness.press(.down, .enter)
    #expect(harness.backend.openedLinks == ["https://video.example.org/104.webm"])
    #expect(harness.screen.contains("Opening https://video.example.org/104.webm"))
    // Still on the session's page: Enter opened the link, not another session.
    #expect(harness.models.navigator.openSession == "104")

    let written = await harness.bytesWritten(pressing: .character("y"))
    let encoded = Data("https://video.example.org/104.webm".utf8).base64EncodedString()
    #expect(written.contains("\u{1B}]52;c;\(encoded)\u{07}"))
    #expect(harness.screen.contains("Copied https://video.example.org/104.webm"))
  }

  @Test("a link that is no web address, or no opener, shows the address instead of opening it")
  func notOpened() async {
    let backend = FakeBackend()
    let harness = AppHarness(size: TerminalSize(columns: 100, rows: 30), backend: backend)
    await harness.launch()
    await harness.press(.down, .down, .down, .enter, .down, .down, .down, .enter)
    #expect(backend.openedLinks == [])
    #expect(harness.screen.contains("Link: file:///etc/passwd"))

    backend.opensLinks = false
    await harness.press(.up, .up, .enter)
    #expect(backend.openedLinks == [])
    #expect(harness.screen.contains("Link: https://example.org/104/slides.pdf"))
  }

  @Test(
    "only http and https addresses with a host go to the opener",
    arguments: [
      ("https://example.org/a.pdf", true), ("HTTP://example.org", true),
      ("file:///etc/passwd", false), ("-e https://example.org", false), ("https://", false),
      ("javascript:alert(1)", false), ("https://example.org/a b", false),
    ])
  func webAddresses(address: String, isWeb: Bool) {
    #expect(TerminalApp.isWebAddress(address) == isWeb)
  }

  @Test("the header names the conference; the day tabs read weekday and date")
  func header() async {
    let harness = AppHarness(size: TerminalSize(columns: 120, rows: 40))
    await harness.launch()

    let lines = harness.screen.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix(" Swift Harbour 2027  1 Timetable  2 Schedule ") == true)
    #expect(lines.dropFirst().first?.hasPrefix(" Wed 10 Mar  Thu 11 Mar  Fri 12 Mar ") == true)
  }
}
