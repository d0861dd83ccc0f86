import Foundation
import Testing

/// The cache through the built binary: offline reads and corrupt files.
@Suite("conf cache behaviour")
struct CacheEndToEndTests {
  @Test("a corrupt cache gives a warning and a refetch, and the old file is kept aside")
  func corruptCache() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let cache = conf.home.appendingPathComponent("cache.sqlite")
    try Data(repeating: 0x5A, count: 8192).write(to: cache)
    let result = try await conf.run(["timetable", "--day", "1", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("Warning: "))
    let kept = try FileManager.default.contentsOfDirectory(atPath: conf.home.path)
      .filter { $0.hasPrefix("cache.sqlite.corrupt") }
    #expect(kept.count == 1)
    let second = try await conf.run(["timetable", "--day", "1", "--json"])
    #expect(second.status == 0)
    #expect(second.stderr == "")
  }

  @Test("with the backend unreachable the last fetched timetable is shown with a warning")
  func offlineReadsCache() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let online = try await conf.run(["timetable", "--day", "1", "--json"])
    #expect(online.status == 0)
    // Port 9 (discard) on loopback is closed here: the connection is refused at once.
    conf.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    let offline = try await conf.run(["timetable", "--day", "1", "--json"])
    #expect(offline.status == 0)
    #expect(offline.stderr.hasPrefix("Warning: "))
    let onlineObject = try JSONSerialization.jsonObject(with: Data(online.stdout.utf8))
    let offlineObject = try JSONSerialization.jsonObject(with: Data(offline.stdout.utf8))
    let onlineSessions = (onlineObject as? [String: Any])?["sessions"] as? [[String: Any]]
    let offlineSessions = (offlineObject as? [String: Any])?["sessions"] as? [[String: Any]]
    #expect(onlineSessions?.count == offlineSessions?.count)
    // The online run saved every day, not only the one it showed.
    let otherDay = try await conf.run(["timetable", "--day", "3"])
    #expect(otherDay.status == 0, "\(otherDay.stderr)")
    #expect(otherDay.stdout.hasPrefix("Day 3, 2027-03-12"))
    #expect(
      otherDay.stderr.hasPrefix("Warning: the backend could not be reached; showing the copy"))
    // Nothing saved at all: a fresh data folder offline has nothing to show.
    var fresh = try ConfRunner()
    defer { fresh.cleanUp() }
    fresh.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    let nothing = try await fresh.run(["timetable", "--day", "3"])
    #expect(nothing.status == 69)
    #expect(nothing.stderr.hasPrefix("Error: "))
  }
}
