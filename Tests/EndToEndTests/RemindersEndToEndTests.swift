import Foundation
import Testing

/// `conf reminders --watch` on an added conference, from its saved programme (no network): a
/// due reminder rings once through `notify-send` (a fake on the `PATH` that records its
/// arguments), a second watcher for the same conference is refused, and SIGTERM ends it
/// cleanly.
@Suite("conf reminders --watch")
struct RemindersEndToEndTests {
  @Test("a due reminder rings once through notify-send; a second watcher is refused (75)")
  func watchRingsOnceAndRefusesASecondWatcher() async throws {
    // 09:55 in Brussels: session 101 (Go generics, 10:00) is due with the standard 10 minutes.
    var conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2026-02-07T09:55:00+01:00"])
    defer { conf.cleanUp() }
    let feed = conf.home.appendingPathComponent("schedule.xml")
    try Data(ProgrammeFeedFixtures.xml().utf8).write(to: feed)
    let added = try await conf.run(["conference", "add", feed.path])
    #expect(added.status == 0, "\(added.stderr)")
    for id in ["101", "201"] {
      let bookmarked = try await conf.run(["bookmark", "add", id])
      #expect(bookmarked.status == 0, "\(bookmarked.stderr)")
    }
    // A notify-send that writes each argument on a line of its own, then a separator.
    let bin = conf.home.appendingPathComponent("fake-bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let log = conf.home.appendingPathComponent("notify-send.log")
    let script = bin.appendingPathComponent("notify-send")
    try ExecutableScript.write(
      "#!/bin/sh\nfor argument in \"$@\"; do printf '%s\\n' \"$argument\"; done >> '\(log.path)'\n"
        .appending("echo --- >> '\(log.path)'\n"), to: script)
    conf.environment["PATH"] = bin.path + ":" + (conf.environment["PATH"] ?? "/usr/bin:/bin")

    let watcher = try conf.start(["reminders", "--watch"])
    var stopped = false
    defer { if !stopped { watcher.terminate() } }
    let rang = try await poll {
      watcher.outputSoFar.contains("★ Your session 101")
        && ((try? String(contentsOf: log, encoding: .utf8)) ?? "").hasSuffix("---\n")
    }
    #expect(rang, "stdout: \(watcher.outputSoFar) stderr: \(watcher.errorSoFar)")

    let second = try await conf.run(["reminders", "--watch"])
    watcher.terminate()
    let first = try await watcher.wait()
    stopped = true

    #expect(
      second.status == 75 && second.stdout.isEmpty
        && second.stderr
          == "Error: another 'conf reminders --watch' is already running for this conference.\n"
          + "Hint: stop it first, or let it ring the reminders.\n"
    )
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout == "★ Your session 101, \"Go generics\", starts in 5 minutes in UD2.218A.\n")
    #expect(
      try String(contentsOf: log, encoding: .utf8)
        == "--app-name=conf\n--\nGo generics\nSession 101 starts in 5 minutes in UD2.218A.\n---\n")
    // Given, it is kept as rung: the list says so.
    let listed = try await conf.run(["reminders", "--json"])
    #expect(listed.stdout.contains("\"has_rung\": true"), "\(listed.stdout)")
  }
}
