import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Bookmark changes made while conf-server is down reach it once it is back: the outbox under
/// `CONF_HOME`, across processes, restarts and `kill -9`.
@Suite("The bookmark outbox against a stopped and restarted conf-server")
struct OutboxEndToEndTests {
  /// A logged-in runner pointed at a running conf-server whose data is `server.sqlite`.
  private static func loggedIn() async throws -> (ConfRunner, RunningConf) {
    var conf = try ConfRunner()
    let (server, url) = try await conf.startConfServer()
    conf.environment["CONF_SERVER"] = url
    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    return (conf, server)
  }

  /// Stops `server` and waits for it; the commands that follow give up on it after 0.3 s
  /// instead of retrying for about a second (`CONF_TIMEOUT`), which changes nothing else.
  private static func stop(_ server: RunningConf, for conf: inout ConfRunner) throws {
    server.terminate()
    _ = try server.waitBlocking()
    conf.environment["CONF_TIMEOUT"] = "0.3"
  }

  /// Points `conf` at a running server again, with the default deadline.
  private static func use(_ url: String, for conf: inout ConfRunner) {
    conf.environment["CONF_SERVER"] = url
    conf.environment["CONF_TIMEOUT"] = nil
  }

  /// The bookmark requests in a conf-server access log, in order (`PUT /v1/me/bookmarks/104`).
  private static func bookmarkRequests(_ log: String) -> [String] {
    log.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count >= 2, ["PUT", "DELETE"].contains(words[0]),
        words[1].hasPrefix("/v1/me/bookmarks/")
      else { return nil }
      return "\(words[0]) \(words[1].dropFirst("/v1/me/bookmarks/".count))"
    }
  }

  @Test("queued while stopped, shown pending, on the server after it restarts and a command runs")
  func deliveredAfterRestart() async throws {
    var (conf, server) = try await Self.loggedIn()
    defer { conf.cleanUp() }
    #expect(try await conf.run(["bookmark", "add", "104"]).status == 0)
    #expect(try await conf.run(["timetable", "--all"]).status == 0)
    try Self.stop(server, for: &conf)

    let added = try await conf.run(["bookmark", "add", "201"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("queued"))
    #expect(try await conf.run(["bookmark", "remove", "104"]).status == 0)
    let listed = try await conf.run(["bookmarks"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.bookmarkIDs == ["104", "201"], "\(listed.stdout)")
    #expect(
      listed.bookmarkRows.map { $0.contains("queued: to be removed") } == [true, false]
        && listed.bookmarkRows.last?.contains("queued: to be added") == true,
      "\(listed.stdout)")
    let schedule = try await conf.run(["schedule"])
    #expect(schedule.status == 0, "\(schedule.stderr)")
    #expect(
      schedule.stdout.split(separator: "\n").contains {
        $0.contains(" 201 ") && $0.contains(" queued ") && $0.hasSuffix("Navigation State as Data")
      }, "\(schedule.stdout)")

    let (restarted, url) = try await conf.startConfServer()
    defer { try? Self.stop(restarted, for: &conf) }
    Self.use(url, for: &conf)
    let timetable = try await conf.run(["timetable", "--day", "1"])
    #expect(timetable.status == 0, "\(timetable.stderr)")
    let log = restarted.errorSoFar
    #expect(Self.bookmarkRequests(log) == ["PUT 201", "DELETE 104"])
    let firstTimetable = try #require(log.range(of: "GET /v1/timetable"))
    let lastBookmark = try #require(log.range(of: "DELETE /v1/me/bookmarks/104"))
    #expect(lastBookmark.lowerBound < firstTimetable.lowerBound, "the queue goes first")

    let sent = try await conf.run(["bookmarks"])
    #expect(sent.status == 0 && sent.stderr.isEmpty, "\(sent.stderr)")
    #expect(sent.bookmarkIDs == ["201"], "\(sent.stdout)")
    #expect(Self.bookmarkRequests(restarted.errorSoFar).count == 2, "nothing is sent twice")
  }

  @Test("five processes starting at once send a queue of 20 changes exactly once")
  func concurrentProcesses() async throws {
    var (conf, server) = try await Self.loggedIn()
    defer { conf.cleanUp() }
    try Self.stop(server, for: &conf)
    let ids = (101...110).map(String.init) + (201...210).map(String.init)
    for id in ids {
      let queued = try await conf.run(["bookmark", "add", id])
      #expect(queued.status == 0, "bookmark add \(id): \(queued.stderr)")
    }
    let (restarted, url) = try await conf.startConfServer()
    defer { try? Self.stop(restarted, for: &conf) }
    Self.use(url, for: &conf)
    let runs = try (1...5).map { _ in try conf.start(["bookmarks"]) }
    for run in runs {
      let result = try await run.wait()
      #expect(result.status == 0, "\(result.stderr)")
    }
    #expect(Self.bookmarkRequests(restarted.errorSoFar) == ids.map { "PUT \($0)" })
    let listed = try await conf.run(["bookmarks"])
    #expect(listed.bookmarkIDs == ids, "\(listed.stdout)")
  }

  @Test("a sender killed with SIGKILL midway loses nothing: the next command finishes the queue")
  func killedMidway() async throws {
    var (conf, server) = try await Self.loggedIn()
    defer { conf.cleanUp() }
    try Self.stop(server, for: &conf)
    let ids = (101...106).map(String.init)
    for id in ids {
      let queued = try await conf.run(["bookmark", "add", id])
      #expect(queued.status == 0, "bookmark add \(id): \(queued.stderr)")
    }
    // Every request takes 300 ms, so the sender is still sending when it is killed.
    let (slow, url) = try await conf.startConfServer(["--fault", "latency=300"])
    Self.use(url, for: &conf)
    let sender = try conf.start(["bookmarks"])
    #expect(try await poll { !Self.bookmarkRequests(slow.errorSoFar).isEmpty })
    kill(sender.pid, SIGKILL)
    #expect(try await sender.wait().status == 128 + SIGKILL)
    let sentBeforeKill = Self.bookmarkRequests(slow.errorSoFar).count
    #expect(sentBeforeKill >= 1 && sentBeforeKill < ids.count)
    try Self.stop(slow, for: &conf)

    let (restarted, fastURL) = try await conf.startConfServer()
    defer { try? Self.stop(restarted, for: &conf) }
    Self.use(fastURL, for: &conf)
    let listed = try await conf.run(["bookmarks"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.bookmarkIDs == ids, "\(listed.stdout)")
    // At most the one in flight when the process died is sent again (PUT is idempotent).
    let resent = Self.bookmarkRequests(restarted.errorSoFar).count
    #expect(resent <= ids.count - sentBeforeKill + 1)
  }
}
