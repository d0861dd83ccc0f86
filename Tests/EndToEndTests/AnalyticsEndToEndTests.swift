import Foundation
import Testing

/// What `conf` records about its use: only with analytics on, and never more than the bound.
@Suite("analytics.jsonl: disclosed, optional, bounded")
struct AnalyticsEndToEndTests {
  @Test(
    "DO_NOT_TRACK=1 or CONF_ANALYTICS=off adds no line (and creates no file)",
    arguments: [["DO_NOT_TRACK": "1"], ["CONF_ANALYTICS": "off"]])
  func optingOutRecordsNothing(switchedOff: [String: String]) async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-10T10:15:00+09:00"])
    defer { conf.cleanUp() }
    let file = conf.home.appendingPathComponent("analytics.jsonl")
    var quiet = conf
    quiet.environment.merge(switchedOff) { $1 }

    #expect(try await quiet.run(["timetable"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: file.path))

    #expect(try await conf.run(["timetable"]).status == 0)
    let recorded = try Data(contentsOf: file)
    #expect(!recorded.isEmpty)
    #expect(try await quiet.run(["session", "104"]).status == 0)
    #expect(try await quiet.run(["search", "actor"]).status == 0)
    #expect(try Data(contentsOf: file) == recorded)
  }

  @Test("the log names events and ids, never what was typed")
  func recordsNamesAndIdsOnly() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-10T10:15:00+09:00"])
    defer { conf.cleanUp() }
    #expect(try await conf.run(["search", "observation"]).status == 0)
    #expect(
      try await conf.run(
        ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine"
      ).status == 0)
    let text = try String(
      contentsOf: conf.home.appendingPathComponent("analytics.jsonl"), encoding: .utf8)
    #expect(text.contains(#""name":"sessions_searched""#))
    for secret in ["observation", "ada@example.com", "analytical-engine"] {
      #expect(!text.contains(secret))
    }
  }

  @Test("text typed where a session id goes is never recorded, online or offline")
  func typedTextInPlaceOfAnIDIsNotRecorded() async throws {
    var conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-10T10:15:00+09:00"])
    defer { conf.cleanUp() }
    #expect(
      try await conf.run(
        ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine"
      ).status == 0)
    let typed = ["ada@example.com", "my password is hunter2", "090-1234-5678", "hunter3"]
    #expect(try await conf.run(["session", typed[0]]).status != 0)
    #expect(try await conf.run(["session", typed[1]]).status != 0)
    #expect(try await conf.run(["open", "conf://session/\(typed[2])"]).status != 0)
    #expect(try await conf.run(["bookmark", "add", typed[3]]).status != 0)
    #expect(try await conf.run(["session", "104"]).status == 0)
    // Offline the change is queued, and nothing has confirmed the id.
    conf.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    conf.environment["CONF_TIMEOUT"] = "0.3"
    #expect(try await conf.run(["bookmark", "add", typed[3]]).status == 0)

    let text = try String(
      contentsOf: conf.home.appendingPathComponent("analytics.jsonl"), encoding: .utf8)
    for secret in typed {
      #expect(!text.contains(secret), "\(secret) reached analytics.jsonl")
    }
    #expect(text.contains(#""session_id":"104""#), "a session that exists is still named")
  }
}
