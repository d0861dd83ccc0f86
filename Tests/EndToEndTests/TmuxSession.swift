import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A detached tmux server of its own (socket in the runner's home) with one window of a fixed
/// size running a shell, for driving `conf app` as a person would: keys sent by name, the screen
/// read with `capture-pane`, polled until it shows what is expected or a deadline passes.
struct TmuxSession {
  let runner: ConfRunner
  let socket: String
  let tmux: URL

  /// Starts `bash` without start-up files, prompt `$ `, in a `columns`×`rows` window.
  init(runner: ConfRunner, columns: Int, rows: Int) async throws {
    self.runner = runner
    socket = runner.home.appendingPathComponent("tmux.sock").path
    tmux = try Tools.executable("tmux")
    let started = try await run([
      "new-session", "-d", "-s", "app", "-x", String(columns), "-y", String(rows),
      "env -u COLUMNS HISTFILE= PS1='$ ' bash --norc --noprofile",
    ])
    #expect(started.status == 0, "tmux did not start: \(started.stderr)")
  }

  /// Runs a tmux command on this server.
  @discardableResult
  func run(_ arguments: [String]) async throws -> ConfResult {
    try await runner.start(executable: tmux, ["-S", socket, "-f", "/dev/null"] + arguments).wait()
  }

  /// The visible screen as text.
  func capture() async throws -> String {
    try await run(["capture-pane", "-p", "-t", "app"]).stdout
  }

  /// A pane variable, for example `alternate_on` or `cursor_flag`.
  func pane(_ variable: String) async throws -> String {
    try await run(["display-message", "-p", "-t", "app", "#{\(variable)}"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The screen once `isExpected` holds for it, polled until `deadline` seconds have passed;
  /// then records an issue naming `what` and returns the screen as it is.
  @discardableResult
  func screen(
    _ what: String, deadline: TimeInterval = 120, sourceLocation: SourceLocation = #_sourceLocation,
    until isExpected: (String) -> Bool
  ) async throws -> String {
    var screen = try await capture()
    let shown = try await poll(deadline: deadline) {
      screen = try await capture()
      return isExpected(screen)
    }
    if !shown {
      Issue.record(
        "the screen did not show \(what) within \(Int(deadline)) s:\n\(screen)",
        sourceLocation: sourceLocation)
    }
    return screen
  }

  /// The screen once it contains `text`.
  @discardableResult
  func screen(
    showing text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    try await screen("'\(text)'", sourceLocation: sourceLocation) { $0.contains(text) }
  }

  /// Sends keys by tmux name (`Down`, `Enter`, `Escape`, `q`).
  func press(_ keys: String...) async throws {
    try await run(["send-keys", "-t", "app"] + keys)
  }

  /// Types `line` literally, then Enter.
  func typeLine(_ line: String) async throws {
    try await run(["send-keys", "-t", "app", "-l", line])
    try await run(["send-keys", "-t", "app", "Enter"])
  }

  /// Ends the server and everything in it.
  func stop() {
    _ = try? runner.start(executable: tmux, ["-S", socket, "-f", "/dev/null", "kill-server"])
      .waitBlocking()
  }
}
