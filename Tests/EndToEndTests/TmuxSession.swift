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
  init(runner: ConfRunner, columns: Int, rows: Int) throws {
    self.runner = runner
    socket = runner.home.appendingPathComponent("tmux.sock").path
    tmux = try Tools.executable("tmux")
    let started = try run([
      "new-session", "-d", "-s", "app", "-x", String(columns), "-y", String(rows),
      "env -u COLUMNS PS1='$ ' bash --norc --noprofile",
    ])
    #expect(started.status == 0, "tmux did not start: \(started.stderr)")
  }

  /// Runs a tmux command on this server.
  @discardableResult
  func run(_ arguments: [String]) throws -> ConfResult {
    try runner.start(executable: tmux, ["-S", socket, "-f", "/dev/null"] + arguments).wait()
  }

  /// The visible screen as text.
  func capture() throws -> String {
    try run(["capture-pane", "-p", "-t", "app"]).stdout
  }

  /// A pane variable, for example `alternate_on` or `cursor_flag`.
  func pane(_ variable: String) throws -> String {
    try run(["display-message", "-p", "-t", "app", "#{\(variable)}"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The screen once `isExpected` holds for it, polled every 50 ms; after `deadline` seconds
  /// records an issue naming `what` and returns the screen as it is.
  @discardableResult
  func screen(
    _ what: String, deadline: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation,
    until isExpected: (String) -> Bool
  ) throws -> String {
    let end = Date().addingTimeInterval(deadline)
    var screen = try capture()
    while !isExpected(screen) {
      guard Date() < end else {
        Issue.record(
          "the screen did not show \(what) within \(Int(deadline)) s:\n\(screen)",
          sourceLocation: sourceLocation)
        return screen
      }
      usleep(50_000)
      screen = try capture()
    }
    return screen
  }

  /// The screen once it contains `text`.
  @discardableResult
  func screen(
    showing text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try screen("'\(text)'", sourceLocation: sourceLocation) { $0.contains(text) }
  }

  /// Sends keys by tmux name (`Down`, `Enter`, `Escape`, `q`).
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", "app"] + keys)
  }

  /// Types `line` literally, then Enter.
  func typeLine(_ line: String) throws {
    try run(["send-keys", "-t", "app", "-l", line])
    try run(["send-keys", "-t", "app", "Enter"])
  }

  /// Ends the server and everything in it.
  func stop() {
    _ = try? run(["kill-server"])
  }
}
