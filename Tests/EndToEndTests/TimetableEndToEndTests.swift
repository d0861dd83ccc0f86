import Foundation
import Testing

/// The timetable slice through the built binary, on the embedded backend.
@Suite("conf timetable, session and search (embedded backend)")
struct TimetableEndToEndTests {
  private func sessions(in json: String) async throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let top = try #require(object as? [String: Any])
    return try #require(top["sessions"] as? [[String: Any]])
  }

  @Test("timetable --day 1 --json prints valid JSON with at least 20 sessions")
  func timetableJSON() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let result = try await conf.run(["timetable", "--day", "1", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let list = try await sessions(in: result.stdout)
    #expect(list.count >= 20)
    let days = Set(list.compactMap { $0["day"] as? Int })
    #expect(days == [1])
  }

  @Test("session ID prints the details of a session from the timetable")
  func sessionDetails() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let timetable = try await conf.run(["timetable", "--day", "2", "--json"])
    let first = try await #require(try sessions(in: timetable.stdout).first)
    let id = try #require(first["id"] as? String)
    let title = try #require(first["title"] as? String)
    let result = try await conf.run(["session", id])
    #expect(result.status == 0)
    #expect(result.stdout.contains(title.prefix(30)))
    #expect(result.stderr == "")
    let json = try await conf.run(["session", id, "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let session = try #require(object["session"] as? [String: Any])
    #expect(session["id"] as? String == id)
    #expect(object["source"] as? String == "network")
  }

  @Test("human output is an aligned table that fits 80 columns")
  func humanTableFits() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let result = try await conf.run(["timetable"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count >= 20)
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test("search finds sessions and --track filters the timetable")
  func searchAndTrack() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let all = try await sessions(
      in: try await conf.run(["timetable", "--day", "1", "--json"]).stdout)
    let testing = try await conf.run(["timetable", "--day", "1", "--track", "testing", "--json"])
    #expect(testing.status == 0)
    let filtered = try await sessions(in: testing.stdout)
    #expect(!filtered.isEmpty && filtered.count < all.count)
    let search = try await conf.run(["search", "swift", "--json"])
    #expect(search.status == 0)
    await #expect(!(try sessions(in: search.stdout)).isEmpty)
  }

  @Test(
    "bad input is one Error line on stderr with the right exit code",
    arguments: [
      (["nosuchcommand"], 64),
      (["timetable", "--bogus"], 64),
      (["timetable", "--day"], 64),
      (["timetable", "--day", "9"], 64),
      (["timetable", "--day", "x"], 64),
      (["session"], 64),
      (["session", "999"], 65),
      (["session", "../me"], 65),
      (["search"], 64),
    ] as [([String], Int32)])
  func badInput(arguments: [String], expected: Int32) async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let result = try await conf.run(arguments)
    #expect(result.status == expected)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: "))
    let errorLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
    #expect(errorLines.count == 1)
  }

  @Test("help and version go to stdout and exit 0")
  func helpAndVersion() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    for arguments in [["--help"], ["-h"], ["help", "timetable"], ["timetable", "--help"]] {
      let result = try await conf.run(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.stdout.contains("USAGE:"), "\(arguments)")
      #expect(result.stderr == "")
    }
    let version = try await conf.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == false)
  }

  @Test("an unusable setting is one Error line naming the variable, exit 78")
  func badSetting() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    conf.environment["CONF_SERVER"] = "ftp://example"
    let result = try await conf.run(["timetable"])
    #expect(result.status == 78)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: CONF_SERVER=ftp://example is not valid"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
