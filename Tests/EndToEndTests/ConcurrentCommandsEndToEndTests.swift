import Foundation
import Testing

/// Separate `conf` processes changing the list of conferences of one home at the same time:
/// each reads, changes and writes the list under its lock, so none loses another's change.
@Suite("Commands at once in one home")
struct ConcurrentCommandsEndToEndTests {
  /// Writes a programme whose acronym is `name` into the runner's home, returning its path.
  private static func programme(named name: String, in conf: ConfRunner) throws -> String {
    let file = conf.home.appendingPathComponent("\(name).xml")
    try ProgrammeFeedFixtures.xml(acronym: name).write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  /// The names `conf conferences --json` lists, the demo left out, sorted.
  private static func listedNames(_ conf: ConfRunner) async throws -> [String] {
    let listed = try await conf.run(["conferences", "--json"])
    #expect(listed.status == 0, "\(listed.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8))
    let conferences = (json as? [String: Any])?["conferences"] as? [[String: Any]] ?? []
    return conferences.compactMap { $0["name"] as? String }.filter { $0 != "demo" }.sorted()
  }

  @Test(
    "ten commands at once (adds, refreshes, removes, a switch) end with exactly the list, 20 rounds"
  )
  func tenAtOnce() async throws {
    for round in 0..<20 {
      try await Self.tenCommandsAtOnce(round: round)
    }
  }

  /// One round in a fresh home: five conferences, then four adds, two removes, three refreshes
  /// and a switch at once.
  private static func tenCommandsAtOnce(round: Int) async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2026-02-07T10:10:00+01:00"])
    defer { conf.cleanUp() }
    for index in 0..<5 {
      let added = try await conf.run(
        ["conference", "add", try Self.programme(named: "old\(index)", in: conf)])
      #expect(added.status == 0, "round \(round): \(added.stderr)")
    }
    var commands: [[String]] = []
    for index in 0..<4 {
      commands.append(["conference", "add", try Self.programme(named: "new\(index)", in: conf)])
    }
    commands += [
      ["conference", "remove", "old0", "--yes"], ["conference", "remove", "old1", "--yes"],
    ]
    commands += (2..<5).map { ["conference", "refresh", "old\($0)"] }
    commands.append(["conference", "use", "old4"])

    let running = try commands.map { try conf.start($0) }
    for (command, process) in zip(commands, running) {
      let result = try await process.wait()
      #expect(result.status == 0, "round \(round), \(command): \(result.stderr)")
    }

    #expect(
      try await Self.listedNames(conf)
        == ["new0", "new1", "new2", "new3", "old2", "old3", "old4"], "round \(round)")
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: conf.home.appendingPathComponent("conferences").path)
    #expect(
      folders.sorted() == ["new0", "new1", "new2", "new3", "old2", "old3", "old4"],
      "round \(round)")
  }

  @Test("bookmark adds and removes at once on this device lose nothing, five rounds")
  func bookmarksAtOnce() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2026-02-07T10:10:00+01:00"])
    defer { conf.cleanUp() }
    let added = try await conf.run(
      ["conference", "add", try Self.programme(named: "testconf2026", in: conf)])
    #expect(added.status == 0, "\(added.stderr)")
    for round in 0..<5 {
      for id in ["101", "102"] {
        #expect(try await conf.run(["bookmark", "add", id]).status == 0)
      }
      let commands = [
        ["bookmark", "add", "103"], ["bookmark", "add", "201"], ["bookmark", "add", "202"],
        ["bookmark", "remove", "101"], ["bookmark", "add", "102"],
      ]
      let running = try commands.map { try conf.start($0) }
      for (command, process) in zip(commands, running) {
        let result = try await process.wait()
        #expect(result.status == 0, "round \(round), \(command): \(result.stderr)")
      }
      let listed = try await conf.run(["bookmarks"])
      #expect(
        Set(listed.bookmarkIDs) == ["102", "103", "201", "202"],
        "round \(round): \(listed.stdout)")
      for id in ["102", "103", "201", "202"] {
        #expect(try await conf.run(["bookmark", "remove", id]).status == 0)
      }
    }
  }
}
