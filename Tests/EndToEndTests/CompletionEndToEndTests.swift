import Foundation
import Testing

/// `conf completion bash|zsh|fish` prints scripts the shells accept, and their values come from
/// the programme saved on this device (`conf __complete`).
@Suite("conf completion")
struct CompletionEndToEndTests {
  @Test("conf completion bash | bash -n")
  func bashAcceptsTheScript() async throws {
    try await checkSyntax(of: "bash", with: "bash", arguments: ["-n"])
  }

  @Test("conf completion zsh | zsh -n")
  func zshAcceptsTheScript() async throws {
    try await checkSyntax(of: "zsh", with: "zsh", arguments: ["-n"])
  }

  @Test("conf completion fish | fish -n")
  func fishAcceptsTheScript() async throws {
    try await checkSyntax(of: "fish", with: "fish", arguments: ["-n"])
  }

  private func checkSyntax(of shell: String, with program: String, arguments: [String]) async throws
  {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }
    let script = try await conf.run(["completion", shell])
    #expect(script.status == 0)
    #expect(script.stderr == "")
    let checked = try await conf.start(
      executable: try Tools.executable(program), arguments, input: script.stdout
    ).wait()
    #expect(checked == ConfResult(status: 0, stdout: "", stderr: ""))
    // Printing a script reads no setting and creates nothing.
    let files = try FileManager.default.contentsOfDirectory(atPath: conf.home.path)
    #expect(files.allSatisfy { $0.hasPrefix("run-") })
  }

  @Test("bash completes commands, options, saved values, ticket kinds and zones in any case")
  func bashCompletesFromTheSavedProgramme() async throws {
    let binary = try ConfRunner.binary().deletingLastPathComponent().path
    var conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-10T10:15:00+09:00"])
    defer { conf.cleanUp() }
    conf.environment["PATH"] = binary + ":" + (conf.environment["PATH"] ?? "/usr/bin:/bin")
    #expect(
      try await conf.run(["__complete", "tracks"]) == ConfResult(status: 0, stdout: "", stderr: ""))
    #expect(try await conf.run(["timetable", "--day", "3"]).status == 0)
    let probe = """
      source <(conf completion bash)
      for line in 'conf ti' 'conf timetable --track ' 'conf timetable -t S' 'conf timetable -t sw' \
        'conf session 30' 'conf bookmark add 30' 'conf timetable --room r' 'conf ticket buy S' \
        'conf now --tz europe/pari' 'conf TI' 'conf profile ' 'conf completion ' \
        'conf timetable -' 'conf grid --zoom ' 'conf grid --rooms r'; do
        read -ra COMP_WORDS <<< "$line"
        [[ "$line" == *' ' ]] && COMP_WORDS+=('')
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMPREPLY=()
        _conf
        echo "$line|${COMPREPLY[*]}"
      done
      """
    let result = try await conf.start(executable: try Tools.executable("bash"), ["-c", probe])
      .wait()
    #expect(
      result
        == ConfResult(
          status: 0,
          stdout: """
            conf ti|timetable tickets ticket
            conf timetable --track |Architecture Concurrency SwiftUI Testing
            conf timetable -t S|SwiftUI
            conf timetable -t sw|SwiftUI
            conf session 30|301 302 303 304 305 306 307 308 309
            conf bookmark add 30|301 302 303 304 305 306 307 308 309
            conf timetable --room r|Room\\ C Room\\ D
            conf ticket buy S|student supporter
            conf now --tz europe/pari|Europe/Paris
            conf TI|timetable tickets ticket
            conf profile |set-phone
            conf completion |bash zsh fish
            conf timetable -|--day -d --all --track -t --room --speaker --from --tz --unscheduled --json -j --help -h
            conf grid --zoom |5 15 30
            conf grid --rooms r|Room\\ C Room\\ D

            """,
          stderr: ""))
  }
}
