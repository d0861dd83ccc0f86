import Foundation
import Testing

/// Bookmarks and tickets through the built binary on the embedded backend.
@Suite("Bookmarks and tickets")
struct BookmarksAndTicketsEndToEndTests {
  private static func loggedIn() async throws -> ConfRunner {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-09T09:00:00+09:00"])
    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    return conf
  }

  @Test("bookmark add is idempotent, an unknown session is 65, the list shows one bookmark")
  func bookmarks() async throws {
    let conf = try await Self.loggedIn()
    defer { conf.cleanUp() }
    #expect(try await conf.run(["bookmark", "add", "104"]).status == 0)
    #expect(try await conf.run(["bookmark", "add", "104"]).status == 0)
    let unknown = try await conf.run(["bookmark", "add", "999"])
    #expect(unknown.status == 65)
    #expect(unknown.stderr.hasPrefix("Error: no session with id '999'\n"))
    let listed = try await conf.run(["bookmarks"])
    #expect(listed.status == 0 && listed.stderr.isEmpty, "\(listed.stderr)")
    #expect(listed.bookmarkIDs == ["104"], "\(listed.stdout)")
    #expect(try await conf.run(["bookmark", "remove", "104"]).status == 0)
    #expect(try await conf.run(["bookmarks"]).stdout.hasPrefix("No bookmarks."))
  }

  @Test("a second ticket is exit 65; check-in takes no id or any letter case, and twice is exit 0")
  func tickets() async throws {
    var conf = try await Self.loggedIn()
    defer { conf.cleanUp() }
    let bought = try await conf.run(["ticket", "buy", "general"])
    #expect(bought.status == 0)
    #expect(bought.stdout == "Bought: T-0001  general  valid\n")
    let second = try await conf.run(["ticket", "buy", "student"])
    #expect(second.status == 65)
    #expect(second.stderr.contains("already"))
    let early = try await conf.run(["ticket", "check-in", "T-0001"])
    #expect(early.status == 69)
    #expect(early.stderr.hasPrefix("Error: check-in is not open yet"))
    conf.environment["CONF_NOW"] = "2027-03-10T10:00:00+09:00"
    let checkedIn = try await conf.run(["ticket", "check-in"])
    #expect(checkedIn.status == 0, "\(checkedIn.stderr)")
    #expect(checkedIn.stdout.hasPrefix("Checked in: T-0001  general  checked in at "))
    let twice = try await conf.run(["ticket", "check-in", "t-0001"])
    #expect(twice.status == 0, "\(twice.stderr)")
    #expect(twice.stdout.hasPrefix("Already checked in: T-0001  general  checked in at "))
    #expect(twice.stderr == "")
  }

  @Test("schedule flags overlaps; --ics parses with Python's icalendar, one event per bookmark")
  func scheduleAndICS() async throws {
    let conf = try await Self.loggedIn()
    defer { conf.cleanUp() }
    let timetable = try await conf.run(["timetable", "--day", "1", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(timetable.stdout.utf8))
    let sessions = try #require((object as? [String: Any])?["sessions"] as? [[String: Any]])
    // Two sessions of day 1 at the same time (different tracks) and one of day 2.
    let starts = Dictionary(grouping: sessions) { $0["starts_at"] as? String ?? "" }
    let pair = try #require(starts.values.first { $0.count >= 2 })
    let overlapping = pair.prefix(2).compactMap { $0["id"] as? String }
    for id in overlapping + ["201"] {
      #expect(try await conf.run(["bookmark", "add", id]).status == 0)
    }
    let schedule = try await conf.run(["schedule"])
    #expect(schedule.status == 0)
    // A heading, a blank line, the table's header and one row per bookmark.
    #expect(schedule.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
    #expect(schedule.stdout.contains("overlaps \(overlapping[1])"))

    let ics = try await conf.run(["schedule", "--ics", "--alarm", "15"])
    #expect(ics.status == 0)
    let file = conf.home.appendingPathComponent("schedule.ics")
    try Data(ics.stdout.utf8).write(to: file)
    let script = """
      import sys, icalendar
      calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
      events = [c for c in calendar.walk('VEVENT')]
      for event in events:
          start = event.decoded('DTSTART')
          alarms = [a.decoded('TRIGGER').total_seconds() for a in event.walk('VALARM')]
          print(event['UID'], start.tzinfo is not None and start.utcoffset().total_seconds(),
                str(event['LOCATION']) != '', str(event['URL']), alarms)
      """
    let parsed = try await conf.start(executable: try Tools.python(), ["-c", script, file.path])
      .wait()
    #expect(parsed.status == 0, "\(parsed.stderr)")
    let lines = parsed.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.contains(" 32400.0 True conf://session/") })
    // One reminder per event, 15 minutes before it.
    #expect(lines.allSatisfy { $0.hasSuffix(" [-900.0]") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("session-201@") })
    // Exported again, the UIDs are the same: a re-import updates the events.
    let again = try await conf.run(["schedule", "--ics", "--alarm", "15"])
    #expect(
      again.stdout.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }
        == ics.stdout.split(separator: "\r\n").filter { $0.hasPrefix("UID:") })
  }
}

/// `conf demo` through the built binary.
@Suite("conf demo")
struct DemoEndToEndTests {
  @Test("runs every step on a temporary home, exits 0 and leaves nothing behind")
  func demo() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let temporary = conf.home.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    conf.environment["TMPDIR"] = temporary.path
    // The demo ignores the person's own backend and data.
    conf.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    // A home of the person's own, apart from CONF_HOME: the demo leaves it as it found it
    // (Foundation's networking, left alone, adds a URL cache and a cookie folder to it).
    let person = conf.home.appendingPathComponent("person")
    try FileManager.default.createDirectory(at: person, withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: person.appendingPathComponent("notes.txt"))
    conf.environment["HOME"] = person.path
    let result = try await conf.run(["demo"])
    #expect(result.status == 0, "\(result.stderr)")
    for expected in [
      "Logged in as Ada Lovelace (ada@example.com).",
      "1    10:00-10:40  104  overlaps 105  Room C  SwiftUI Layout from the Inside Out",
      "Phone number changed to 03-1234-5678.",
      "Bought: T-0001  general  valid",
      "Checked in: T-0001  general  checked in at 10:20 on 2027-03-10 (Asia/Tokyo, UTC+09:00)",
      "Bookmarked session 201 on this device; the backend cannot be reached",
      "201  2    10:00-10:40  queued: to be added  Hall A  Navigation State as Data",
      "104  1    10:00-10:40        Room C  SwiftUI Layout from the Inside Out\n",
      "Logged out.",
    ] {
      #expect(result.stdout.contains(expected), "missing: \(expected)")
    }
    #expect(!result.stdout.contains("analytical-engine"), "the password is never shown")
    #expect(FileManager.default.subpaths(atPath: person.path) == ["notes.txt"], "HOME changed")
    let left = FileManager.default.subpaths(atPath: temporary.path) ?? []
    #expect(left.isEmpty, "left in TMPDIR: \(left)")
    let home = try FileManager.default.contentsOfDirectory(atPath: conf.home.path)
    for file in ["credentials", "account.json", "cache.sqlite", "backend.sqlite", "outbox.sqlite"] {
      #expect(!home.contains(file), "the person's own CONF_HOME is not touched: \(home)")
    }
  }
}
