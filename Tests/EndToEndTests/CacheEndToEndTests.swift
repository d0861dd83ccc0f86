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

@Suite("A day at the conference without a network")
struct OfflineDayEndToEndTests {
  @Test("after one online run, the ticket, the schedule and another day answer from this device")
  func answersFromSavedData() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    #expect(try await conf.run(["ticket", "buy", "general"]).status == 0)
    #expect(try await conf.run(["bookmark", "add", "201"]).status == 0)
    #expect(try await conf.run(["tickets"]).status == 0)
    #expect(try await conf.run(["timetable", "--day", "1"]).status == 0)

    conf.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    let tickets = try await conf.run(["tickets"])
    #expect(tickets.status == 0, "\(tickets.stderr)")
    #expect(tickets.stdout == "T-0001  general  valid  Ada Lovelace\n")
    #expect(
      tickets.stderr.hasPrefix("Warning: the backend could not be reached; showing your tickets"))
    let schedule = try await conf.run(["schedule"])
    #expect(schedule.status == 0, "\(schedule.stderr)")
    #expect(schedule.stdout.contains("201"))
    conf.environment["CONF_NOW"] = "2027-03-11T10:15:00+09:00"
    let now = try await conf.run(["now"])
    #expect(now.status == 0, "\(now.stderr)")
    #expect(now.stdout.hasPrefix("Now: 10:15, day 2"))
  }
}
