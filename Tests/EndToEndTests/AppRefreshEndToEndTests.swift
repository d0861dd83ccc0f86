import Foundation
import Synchronization
import Testing

/// `conf app` on an added conference whose website falls silent: the first screen comes from
/// the saved copy at once, saying "refreshing…", and what the website publishes once it answers
/// again shows without leaving the app.
@Suite("conf app refreshes in the background")
struct AppRefreshEndToEndTests {
  /// A conference's website that serves a programme, or accepts a request and says nothing
  /// until it is given a programme again.
  final class Website: Sendable {
    /// The programme served, `nil` while silent; shared with the server's handler.
    private final class Current: Sendable {
      let programme = Mutex<String?>(ProgrammeFeedFixtures.xml())
    }

    private let current = Current()
    let server: LoopbackHTTPServer

    init() throws {
      let current = current
      server = try LoopbackHTTPServer { _ in
        // Silent: the connection stays open, unanswered, until there is a programme again.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
          if let text = current.programme.withLock({ $0 }) {
            return Array(
              ("HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: "
                + "\(text.utf8.count)\r\nConnection: close\r\n\r\n\(text)").utf8)
          }
          Thread.sleep(forTimeInterval: 0.05)
        }
        return []
      }
    }

    var url: String { server.url + "/schedule.xml" }

    /// Answers nothing from now on.
    func fallSilent() {
      current.programme.withLock { $0 = nil }
    }

    /// Serves `text` from now on (answering a request left waiting too).
    func serve(_ text: String) {
      current.programme.withLock { $0 = text }
    }

    deinit { server.stop() }
  }

  @Test(
    "120x40: the first screen is drawn from the saved copy with 'refreshing…' while the website is silent; its change then shows in the app, a banner and the Changes view"
  )
  func silentWebsiteThenChange() async throws {
    let website = try Website()
    var runner = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2026-02-07T09:50:00+01:00", "TERM": "xterm-256color", "CONF_TIMEOUT": "20",
    ])
    try runner.putConfOnPath()
    defer { runner.cleanUp() }
    let added = try await runner.run(["conference", "add", website.url])
    #expect(added.status == 0, "\(added.stderr)")
    let bookmarked = try await runner.run(["bookmark", "add", "102"])
    #expect(bookmarked.status == 0, "\(bookmarked.stderr)")
    let requestsBefore = website.server.requestLines.count

    website.fallSilent()
    let shell = try await TmuxSession(runner: runner, columns: 120, rows: 40)
    defer { shell.stop() }
    let started = ContinuousClock.now
    try await shell.typeLine("conf app")
    let first = try await shell.screen("the saved programme, refreshing") {
      $0.contains("Go at scale") && $0.contains("refreshing…")
    }
    // Drawn long before the 20 s the silent website could hold a command.
    #expect(ContinuousClock.now - started < .seconds(10), "\(first)")
    #expect(first.contains("UD2.218A"))

    // The website answers again, with 102 moved to H.1308: the app shows it.
    website.serve(ProgrammeFeedFixtures.xml(ProgrammeFeedFixtures.changedEvents))
    let updated = try await shell.screen("the refreshed programme") {
      $0.split(separator: "\n").contains { $0.contains("Go at scale") && $0.hasSuffix("H.1308") }
    }
    #expect(updated.contains("Updated at 09:50."), "\(updated)")
    // The banner counts the bookmark that moved; 103 is marked cancelled.
    let banner = try await shell.screen("the banner") {
      $0.contains("1 of your bookmarks changed: press ! to see what")
    }
    #expect(
      banner.split(separator: "\n").contains { $0.contains("✗ CANCELLED: Rust on rails") },
      "\(banner)")

    // ! shows what changed, as conf changes says it, without leaving the app.
    try await shell.press("!")
    let changes = try await shell.screen(showing: "┌ Changes")
    #expect(
      changes.contains("★ 102  Go at scale — moved: day 1 10:30 UD2.218A → day 1 10:30 H.1308"),
      "\(changes)")
    #expect(changes.contains("103  CANCELLED: Rust on rails — cancelled"), "\(changes)")
    #expect(changes.contains("202  Go modules — removed"), "\(changes)")
    try await shell.press("Escape")
    try await shell.screen("the timetable again") { !$0.contains("┌ Changes") }

    // r asks the website again, however young the copy.
    let requests = website.server.requestLines.count
    #expect(requests > requestsBefore)
    try await shell.press("r")
    _ = try await poll(deadline: 30) { website.server.requestLines.count > requests }
    #expect(website.server.requestLines.count > requests)
    try await shell.press("q")
    try await shell.screen("the shell again") { !$0.contains("Go at scale") }
  }
}
