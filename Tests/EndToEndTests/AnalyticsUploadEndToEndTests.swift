import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 10's "done when" through the built binaries: `conf bookmark add` records one `ui` and
/// one `domain` event, they reach conf-server's `POST /v1/analytics/events`, and they are not
/// sent again.
@Suite("analytics upload to conf-server")
struct AnalyticsUploadEndToEndTests {
  /// One line of analytics.jsonl.
  private struct Line: Decodable {
    let sent: Bool
    let id: String
    let layer: String
    let name: String
  }

  private static func lines(in conf: ConfRunner) async throws -> [Line] {
    let text = try String(
      contentsOf: conf.home.appendingPathComponent("analytics.jsonl"), encoding: .utf8)
    return try text.split(separator: "\n").map {
      try JSONDecoder().decode(Line.self, from: Data($0.utf8))
    }
  }

  private static func uploads(_ log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("POST /v1/analytics/events")
    }
  }

  /// Sends the events with `ids` again, as the test itself, and returns the server's receipt
  /// (`accepted`, `duplicates`): an id the server has seen comes back as a duplicate.
  private static func resend(_ ids: [String], to url: String) async throws -> [String: Int] {
    let events = ids.map {
      ["id": $0, "name": "probe", "layer": "domain", "timestamp": "2027-03-10T01:00:00Z"]
    }
    var request = URLRequest(url: try #require(URL(string: url + "/v1/analytics/events")))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONSerialization.data(withJSONObject: ["events": events])
    let (body, response) = try await URLSession.shared.data(for: request)
    #expect((response as? HTTPURLResponse)?.statusCode == 202)
    return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Int])
  }

  @Test("bookmark add writes one ui and one domain event; they reach the server once")
  func bookmarkAddIsUploadedOnce() async throws {
    // Each command waits for its upload however busy the machine is (not the default 0.5 s).
    var conf = try ConfRunner(extraEnvironment: ["CONF_ANALYTICS_WAIT": "60"])
    defer { conf.cleanUp() }
    let (server, url) = try await conf.startConfServer()
    defer {
      server.terminate()
      _ = try? server.waitBlocking()
    }
    conf.environment["CONF_SERVER"] = url
    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    let beforeAdd = try await Self.lines(in: conf)
    #expect(Self.uploads(server.errorSoFar) == ["POST /v1/analytics/events 202"])

    let add = try await conf.run(["bookmark", "add", "104"])

    #expect(add.status == 0, "\(add.stderr)")
    #expect(add.stdout == "Bookmarked session 104.\n")
    #expect(add.stderr == "")
    let added = await Array(try Self.lines(in: conf).dropFirst(beforeAdd.count))
    #expect(
      added.map { "\($0.layer) \($0.name)" } == [
        "ui bookmark_add_submitted", "domain bookmark_added",
      ])
    #expect(added.allSatisfy { $0.sent })
    #expect(Self.uploads(server.errorSoFar).count == 2)
    let afterAdd = try await Self.lines(in: conf)
    #expect(afterAdd.allSatisfy { $0.sent })

    // A second server with a fresh database (it knows no login, so the next command is a
    // programme one): whatever that command uploads arrives there.
    let (second, secondURL) = try await conf.startConfServer(data: "second.sqlite")
    defer {
      second.terminate()
      _ = try? second.waitBlocking()
    }
    conf.environment["CONF_SERVER"] = secondURL
    let list = try await conf.run(["session", "104"])
    #expect(list.status == 0, "\(list.stderr)")
    let listed = await Array(try Self.lines(in: conf).dropFirst(beforeAdd.count + added.count))
    #expect(!listed.isEmpty && listed.allSatisfy { $0.sent })
    #expect(Self.uploads(second.errorSoFar) == ["POST /v1/analytics/events 202"])

    // The first server has every event of login and bookmark add; the second got none of
    // them again, only the events of `session 104`.
    let firstIDs = (beforeAdd + added).map(\.id)
    #expect(
      try await Self.resend(firstIDs, to: url) == ["accepted": 0, "duplicates": firstIDs.count])
    #expect(
      try await Self.resend(firstIDs, to: secondURL)
        == ["accepted": firstIDs.count, "duplicates": 0])
    #expect(
      try await Self.resend(listed.map(\.id), to: secondURL)
        == ["accepted": 0, "duplicates": listed.count])
  }

  @Test("with the backend unreachable the events stay, nothing is printed, the code is the same")
  func offlineKeepsEvents() async throws {
    var conf = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2027-03-10T10:15:00+09:00", "CONF_ANALYTICS_WAIT": "60",
    ])
    defer { conf.cleanUp() }
    #expect(try await conf.run(["timetable", "--day", "1"]).status == 0)
    let online = try await Self.lines(in: conf)
    #expect(online.allSatisfy { $0.sent })
    // A closed port: the saved day answers, the upload finds no backend.
    conf.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    let offline = try await conf.run(["timetable", "--day", "1"])
    #expect(offline.status == 0)
    #expect(offline.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("Warning: ") })
    let kept = await Array(try Self.lines(in: conf).dropFirst(online.count))
    #expect(!kept.isEmpty)
    #expect(kept.allSatisfy { !$0.sent })
  }
}
