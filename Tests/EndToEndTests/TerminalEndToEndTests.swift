import Foundation
import Testing

/// `conf` in a real terminal (a detached tmux session): it takes the terminal's width with
/// `COLUMNS` unset, and `conf login` asks for the email address and then the password.
@Suite("conf on a terminal (tmux)")
struct TerminalEndToEndTests {
  private func makeRunner() async throws -> ConfRunner {
    var runner = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2027-03-10T10:15:00+09:00", "TERM": "xterm-256color",
    ])
    runner.environment["COLUMNS"] = nil
    return runner
  }

  @Test("at 120 columns with COLUMNS unset, the timetable uses the width (up to 120)")
  func takesTheTerminalsWidth() async throws {
    let runner = try await makeRunner()
    defer { runner.cleanUp() }
    let tmux = try await TmuxSession(runner: runner, columns: 120, rows: 50)
    defer { tmux.stop() }
    try await tmux.typeLine(ConfRunner.binary().path + " timetable")

    let screen = try await tmux.screen(showing: "16:10-16:50  128")
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
  func logInAsksForTheEmailAddress() async throws {
    let runner = try await makeRunner()
    defer { runner.cleanUp() }
    let tmux = try await TmuxSession(runner: runner, columns: 100, rows: 30)
    defer { tmux.stop() }
    try await tmux.typeLine(ConfRunner.binary().path + " login")

    #expect(try await tmux.screen(showing: "Email address:").contains("Email address:"))
    try await tmux.typeLine("ada@example.com")
    #expect(try await tmux.screen(showing: "Password:").contains("Password:"))
    try await tmux.typeLine("analytical-engine")
    let screen = try await tmux.screen(showing: "Logged in as")

    #expect(screen.contains("Email address: ada@example.com"))
    #expect(screen.contains("Logged in as Ada Lovelace (ada@example.com)."))
    #expect(!screen.contains("analytical-engine"))
  }
}
