import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `conf` in a real terminal (a detached tmux session): it takes the terminal's width with
/// `COLUMNS` unset, and `conf login` asks for the email address and then the password.
@Suite(
  "conf on a terminal (tmux)",
  .enabled(
    if: CompletionEndToEndTests.executable("tmux") != nil,
    "tmux is not installed (apt-get install tmux; .ci/run installs it)"))
struct TerminalEndToEndTests {
  /// A detached tmux server of its own, running one command in a window of the given size.
  private struct Tmux {
    let runner: ConfRunner
    let socket: String
    let tmux: URL

    init(runner: ConfRunner, columns: Int, rows: Int, command: [String]) throws {
      self.runner = runner
      socket = runner.home.appendingPathComponent("tmux.sock").path
      tmux = URL(fileURLWithPath: try #require(CompletionEndToEndTests.executable("tmux")))
      let shellCommand = (command.map(Self.quoted) + ["; exec sleep 600"]).joined(separator: " ")
      let started = try run([
        "new-session", "-d", "-s", "conf", "-x", String(columns), "-y", String(rows),
        "env -u COLUMNS " + shellCommand,
      ])
      #expect(started.status == 0, "tmux did not start: \(started.stderr)")
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> ConfResult {
      try runner.start(executable: tmux, ["-S", socket, "-f", "/dev/null"] + arguments).wait()
    }

    /// The screen once it shows `text`, or as it is after 30 seconds.
    func screen(showing text: String) throws -> String {
      var screen = ""
      for _ in 0..<300 {
        screen = try run(["capture-pane", "-p", "-t", "conf"]).stdout
        if screen.contains(text) { break }
        usleep(100_000)
      }
      return screen
    }

    func type(_ keys: String) throws {
      try run(["send-keys", "-t", "conf", "-l", keys])
      try run(["send-keys", "-t", "conf", "Enter"])
    }

    func stop() {
      _ = try? run(["kill-server"])
    }

    private static func quoted(_ word: String) -> String {
      "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
  }

  private func makeRunner() throws -> ConfRunner {
    var runner = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2027-03-10T10:15:00+09:00", "TERM": "xterm-256color",
    ])
    runner.environment["COLUMNS"] = nil
    return runner
  }

  @Test("at 120 columns with COLUMNS unset, the timetable uses the width (up to 120)")
  func takesTheTerminalsWidth() throws {
    let runner = try makeRunner()
    defer { runner.cleanUp() }
    let conf = try ConfRunner.binary().path
    let tmux = try Tmux(runner: runner, columns: 120, rows: 50, command: [conf, "timetable"])
    defer { tmux.stop() }

    let screen = try tmux.screen(showing: "16:10-16:50  128")
    let lines = screen.split(separator: "\n")

    #expect(
      lines.contains {
        $0.contains("13:30-14:10  114")
          && $0.hasSuffix("Protocols as Modules: Swapping Implementations Safely")
      })
    #expect(lines.contains { $0.count > 80 })
    #expect(lines.allSatisfy { $0.count <= 120 })
  }

  @Test("conf login asks for the email address, then the password without echo")
  func logInAsksForTheEmailAddress() throws {
    let runner = try makeRunner()
    defer { runner.cleanUp() }
    let conf = try ConfRunner.binary().path
    let tmux = try Tmux(runner: runner, columns: 100, rows: 30, command: [conf, "login"])
    defer { tmux.stop() }

    #expect(try tmux.screen(showing: "Email address:").contains("Email address:"))
    try tmux.type("ada@example.com")
    #expect(try tmux.screen(showing: "Password:").contains("Password:"))
    try tmux.type("analytical-engine")
    let screen = try tmux.screen(showing: "Logged in as")

    #expect(screen.contains("Email address: ada@example.com"))
    #expect(screen.contains("Logged in as Ada Lovelace (ada@example.com)."))
    #expect(!screen.contains("analytical-engine"))
  }
}
