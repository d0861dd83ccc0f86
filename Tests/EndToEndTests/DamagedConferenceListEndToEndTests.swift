import Foundation
import Testing

/// A list of conferences that an earlier version or a publisher made too large, or that does not
/// decode, never locks a person out: every command that would repair it (or just list, show or
/// log out) works, says once what happened, and the list is rebuilt from the conferences' own
/// folders (issue 28, case 1).
@Suite("A damaged list of conferences")
struct DamagedConferenceListEndToEndTests {
  /// A list that no longer reads: 2 MiB (a 70,000-character title thirty times over), or bytes
  /// that are not JSON.
  static let damages: [(String, Data)] = [
    (
      "too large",
      Data(
        ("{\"conferences\": ["
          + Array(
            repeating: "{\"name\": \"x\", \"title\": \"\(String(repeating: "T", count: 70_000))\"}",
            count: 30
          ).joined(separator: ",") + "]}").utf8)
    ),
    ("not JSON", Data("{\"conferences\": [tru".utf8)),
  ]

  @Test(
    "conferences, timetable, conference remove and logout all work on it, and it is rebuilt",
    arguments: 0..<2)
  func nothingIsLockedOut(damage: Int) async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2026-02-07T10:10:00+01:00"])
    defer { conf.cleanUp() }
    let feed = conf.home.appendingPathComponent("schedule.xml")
    try Data(ProgrammeFeedFixtures.xml().utf8).write(to: feed)
    let added = try await conf.run(["conference", "add", feed.path])
    #expect(added.status == 0, "\(added.stderr)")
    let list = conf.home.appendingPathComponent("conferences.json")
    #expect(FileManager.default.fileExists(atPath: list.path))
    try Self.damages[damage].1.write(to: list)

    let listed = try await conf.run(["conferences"])
    #expect(listed.status == 0, "\(Self.damages[damage].0): \(listed.stderr)")
    // Rebuilt from the conference's own folder; which one was current was only in the list.
    #expect(listed.stdout.contains("\n  testconf2026  Test Conference 2026\n"), "\(listed.stdout)")
    #expect(
      listed.stderr.split(separator: "\n").filter { $0.hasPrefix("Warning: ") }.count == 1,
      "\(listed.stderr)")
    #expect(
      listed.stderr.contains("it was rebuilt from the 1 conference folder"), "\(listed.stderr)")
    #expect(listed.stderr.contains("The demo is current"), "\(listed.stderr)")
    #expect(!listed.stderr.contains("conf logout"), "\(listed.stderr)")

    let timetable = try await conf.run(["timetable", "--day", "1"])
    #expect(timetable.status == 0, "\(timetable.stderr)")
    #expect(try await conf.run(["logout"]).status != 78)

    try Self.damages[damage].1.write(to: list)
    let removed = try await conf.run(["conference", "remove", "testconf2026", "--yes"])
    #expect(removed.status == 0, "\(removed.stderr)")
    let after = try await conf.run(["conferences"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(!after.stdout.contains("testconf2026"), "\(after.stdout)")
    #expect(after.stderr.isEmpty, "\(after.stderr)")
  }
}
