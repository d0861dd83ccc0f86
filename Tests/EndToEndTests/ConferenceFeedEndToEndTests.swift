import Foundation
import Synchronization
import Testing

/// A conference added from a published programme (`schedule.xml`) served over HTTP on
/// 127.0.0.1, through the built binary: every attendee command on it, a refresh that finds
/// nothing new (304), the demo untouched beside it, and bad sources refused with one line.
@Suite("Conferences from published programmes")
struct ConferenceFeedEndToEndTests {
  /// A server of one schedule.xml whose body the test can change; it answers a request that
  /// carries the current ETag with 304 and no body, and 404 (an HTML page) for other paths.
  final class FeedServer: Sendable {
    /// What the server publishes, shared with its handler.
    private final class Published: Sendable {
      let state = Mutex((body: ProgrammeFeedFixtures.xml(), version: 1, heads: [String]()))
    }

    private let published = Published()
    let server: LoopbackHTTPServer

    init() throws {
      let published = published
      server = try LoopbackHTTPServer { head in
        let (body, version) = published.state.withLock { state in
          state.heads.append(head)
          return (state.body, state.version)
        }
        let tag = "\"v\(version)\""
        if !head.hasPrefix("GET /schedule.xml ") {
          let page = "<!DOCTYPE html><html><body>Not found</body></html>"
          return Array(
            ("HTTP/1.1 404 Not Found\r\nContent-Type: text/html\r\nContent-Length: "
              + "\(page.utf8.count)\r\nConnection: close\r\n\r\n\(page)").utf8)
        }
        if head.lowercased().contains("if-none-match: \(tag)") {
          return Array(
            "HTTP/1.1 304 Not Modified\r\nETag: \(tag)\r\nConnection: close\r\n\r\n".utf8)
        }
        return Array(
          ("HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nETag: \(tag)\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)").utf8)
      }
    }

    var url: String { server.url + "/schedule.xml" }

    /// Every request head so far.
    var requests: [String] { published.state.withLock { $0.heads } }

    /// Publishes `text` as the next version.
    func publish(_ text: String) {
      published.state.withLock {
        $0.body = text
        $0.version += 1
      }
    }

    deinit { server.stop() }
  }

  private static func runner() throws -> ConfRunner {
    try ConfRunner(extraEnvironment: ["CONF_NOW": "2026-02-07T10:10:00+01:00"])
  }

  @Test("add over HTTP, then every attendee command on it, a 304 refresh and the demo beside it")
  func addAndUse() async throws {
    let conf = try Self.runner()
    defer { conf.cleanUp() }
    let feed = try FeedServer()

    let added = try await conf.run(["conference", "add", feed.url])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.hasPrefix("Added Test Conference 2026 (testconf2026).\n"))

    let listed = try await conf.run(["conferences"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains("  demo  Swift Harbour 2027\n"))
    #expect(listed.stdout.contains("* testconf2026  Test Conference 2026\n"))
    #expect(listed.stdout.contains("2026-02-07 to 2026-02-08, Europe/Brussels, 5 sessions"))

    let track = try await conf.run(["timetable", "--day", "1", "--track", "Go"])
    #expect(track.status == 0, "\(track.stderr)")
    #expect(track.stdout.contains("Go generics") && track.stdout.contains("Go at scale"))
    #expect(!track.stdout.contains("Rust on rails"))

    let now = try await conf.run(["now"])
    #expect(now.status == 0, "\(now.stderr)")
    #expect(now.stdout.contains("Go generics") && now.stdout.contains("Rust on rails"))

    let search = try await conf.run(["search", "rust"])
    #expect(search.status == 0, "\(search.stderr)")
    #expect(search.stdout.contains("Rust on rails") && search.stdout.contains("Async rust"))

    let session = try await conf.run(["session", "101"])
    #expect(session.status == 0, "\(session.stderr)")
    #expect(session.stdout.contains("About Go generics."))
    #expect(!session.stdout.contains("<p>"))
    #expect(
      session.stdout.contains("Links:     Video recording: https://video.example.org/101.webm\n"))
    #expect(session.stdout.contains("Type:      talk\n"))
    #expect(!session.stdout.contains("Level:"))

    // Bookmarks are kept on this device: no login.
    let bookmark = try await conf.run(["bookmark", "add", "103"])
    #expect(bookmark.status == 0, "\(bookmark.stderr)")
    let unknown = try await conf.run(["bookmark", "add", "999"])
    #expect(unknown.status == 65)
    let bookmarks = try await conf.run(["bookmarks"])
    #expect(bookmarks.status == 0, "\(bookmarks.stderr)")
    #expect(bookmarks.bookmarkIDs == ["103"], "\(bookmarks.stdout)")
    #expect(bookmarks.bookmarkRows.first?.hasSuffix("Rust on rails") == true, "\(bookmarks.stdout)")
    let schedule = try await conf.run(["schedule", "--ics"])
    #expect(schedule.status == 0, "\(schedule.stderr)")
    #expect(schedule.stdout.contains("SUMMARY:Rust on rails"))
    #expect(
      schedule.stdout.contains("UID:session-103@testconf2026.feeds.conf.swift-harbour.example"))

    // No account backend: one line, exit 78, never "offline".
    let login = try await conf.run(["login", "--email", "ada@example.com", "--password-stdin"])
    #expect(login.status == 78)
    #expect(login.stdout == "")
    #expect(
      login.stderr
        == "Error: Test Conference 2026 (testconf2026) has no accounts: this needs a conference "
        + "served by a conference backend, such as the demo (conf conference use demo)\n")
    let tickets = try await conf.run(["tickets"])
    #expect(tickets.status == 78)
    #expect(tickets.stderr.hasPrefix("Error: Test Conference 2026 (testconf2026) has no tickets:"))

    // A refresh that finds nothing new transfers no body.
    let before = feed.requests.count
    let refreshed = try await conf.run(["conference", "refresh"])
    #expect(refreshed.status == 0, "\(refreshed.stderr)")
    let conditional = Array(feed.requests.dropFirst(before))
    #expect(conditional.count == 1)
    #expect(conditional.first?.lowercased().contains("if-none-match: \"v1\"") == true)

    // The demo, beside it, has its own programme and none of its bookmarks.
    let demo = try await conf.run(["timetable", "--conference", "demo", "--day", "1"])
    #expect(demo.status == 0, "\(demo.stderr)")
    #expect(demo.stdout.contains("Keynote: Ten Years of Swift"))
    let used = try await conf.run(["conference", "use", "demo"])
    #expect(used.status == 0, "\(used.stderr)")
    let demoBookmarks = try await conf.run(["bookmarks"])
    #expect(demoBookmarks.status == 77)
    var picked = conf
    picked.environment["CONF_CONFERENCE"] = "test"
    let back = try await picked.run(["bookmarks"])
    #expect(back.status == 0, "\(back.stderr)")
    #expect(back.bookmarkIDs == ["103"], "\(back.stdout)")
  }

  @Test("bad sources give one line and leave the list as it was")
  func badSources() async throws {
    let conf = try Self.runner()
    defer { conf.cleanUp() }
    let feed = try FeedServer()
    let folder = conf.home.appendingPathComponent("feeds")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func file(_ name: String, _ text: String) throws -> String {
      let url = folder.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      return url.path
    }
    let before = try await conf.run(["conferences", "--json"])
    #expect(before.status == 0, "\(before.stderr)")
    let laughs =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE schedule [<!ENTITY a \"aaaaaaaaaa\">"
      + "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<schedule><conference><title>&b;"
      + "</title></conference></schedule>\n"
    let sources = [
      feed.server.url + "/missing.xml",
      try file("page.xml", "<!DOCTYPE html><html><body>Schedule</body></html>"),
      try file("plain.txt", "just some text\n"),
      try file("laughs.xml", laughs),
      try file("nozone.xml", ProgrammeFeedFixtures.xml(timeZone: false)),
      folder.appendingPathComponent("absent.xml").path,
      try file(
        "duration.xml",
        ProgrammeFeedFixtures.xml().replacingOccurrences(
          of: "<duration>00:25</duration>", with: "<duration>half an hour</duration>")),
      try file(
        "external.xml",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE schedule [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
          + "\n<schedule><conference><title>&x;</title></conference></schedule>\n"),
      try { () throws -> String in
        let url = folder.appendingPathComponent("latin1.xml")
        var bytes = Array(ProgrammeFeedFixtures.xml().utf8)
        bytes.insert(0xE9, at: bytes.count / 2)
        try Data(bytes).write(to: url)
        return url.path
      }(),
      try { () throws -> String in
        // 200 MB that occupy no disk: refused by its size, never read into memory.
        let url = folder.appendingPathComponent("huge.xml")
        _ = FileManager.default.createFile(atPath: url.path, contents: Data("<schedule>".utf8))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 200 * 1024 * 1024)
        try handle.close()
        return url.path
      }(),
    ]
    for source in sources {
      let result = try await conf.run(["conference", "add", source])
      #expect(result.status != 0, "\(source)")
      #expect(result.stdout == "", "\(source)")
      #expect(result.stderr.hasPrefix("Error: "), "\(source): \(result.stderr)")
      #expect(
        result.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }.count == 1,
        "\(source): \(result.stderr)")
      #expect(!result.stderr.contains("backend cannot be reached"), "\(source): \(result.stderr)")
      #expect(!result.stderr.contains("root:"), "\(source): \(result.stderr)")
    }
    #expect(try await conf.run(["conferences", "--json"]) == before)

    let zoned = try await conf.run([
      "conference", "add", try file("nozone2.xml", ProgrammeFeedFixtures.xml(timeZone: false)),
      "--time-zone", "Europe/Brussels",
    ])
    #expect(zoned.status == 0, "\(zoned.stderr)")
    let removed = try await conf.run(["conference", "remove", "testconf2026", "--yes"])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(try await conf.run(["conferences", "--json"]) == before)
  }

  @Test(
    "a changed programme: conf changes lists a move, a cancellation and a removal; the timetable and the schedule flag the bookmarked ones until then"
  )
  func changes() async throws {
    let conf = try Self.runner()
    defer { conf.cleanUp() }
    let feed = try FeedServer()
    #expect(try await conf.run(["conference", "add", feed.url]).status == 0)
    #expect(try await conf.run(["bookmark", "add", "202"]).status == 0)
    #expect(try await conf.run(["bookmark", "add", "102"]).status == 0)
    let nothing = try await conf.run(["changes"])
    #expect(nothing.status == 0, "\(nothing.stderr)")
    #expect(nothing.stdout.hasPrefix("No changes since you last looked"))

    feed.publish(ProgrammeFeedFixtures.xml(ProgrammeFeedFixtures.changedEvents))
    let refreshed = try await conf.run(["conference", "refresh"])
    #expect(refreshed.status == 0, "\(refreshed.stderr)")
    let schedule = try await conf.run(["schedule"])
    #expect(schedule.stdout.contains("Removed from the programme (bookmark kept): 202"))
    #expect(schedule.stdout.contains("  102  moved to H.1308  "), "\(schedule.stdout)")
    let flagged = try await conf.run(["timetable", "--day", "1"])
    let row102 = flagged.stdout.split(separator: "\n").first { $0.contains(" 102 ") }
    #expect(row102?.hasPrefix("★!") == true, "\(flagged.stdout)")
    #expect(flagged.stdout.contains("\n! 102: moved to 10:30 H.1308.\n"), "\(flagged.stdout)")

    let changes = try await conf.run(["changes"])
    #expect(changes.status == 0, "\(changes.stderr)")
    let lines = changes.stdout.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.dropFirst())
        == [
          "★ 102  Go at scale — moved: day 1 10:30 UD2.218A → day 1 10:30 H.1308",
          "★ 202  Go modules — removed",
          "  103  CANCELLED: Rust on rails — cancelled",
        ], "\(changes.stdout)")
    let again = try await conf.run(["changes", "--json"])
    #expect(again.stdout.contains("\"changes\": []"), "\(again.stdout)")
    // Both made at the same pinned CONF_NOW: listed in the order they were made.
    let bookmarks = try await conf.run(["bookmarks"])
    #expect(bookmarks.bookmarkIDs == ["202", "102"], "\(bookmarks.stdout)")
    // Seen: the timetable no longer flags the move.
    let seen = try await conf.run(["timetable", "--day", "1"])
    #expect(!seen.stdout.contains("★!"), "\(seen.stdout)")
  }
}
