import CommandLineInterface
import Testing

@MainActor
struct CompletionCommandTests {
  @Test(arguments: ["bash", "zsh", "fish"])
  func printsAScriptWithoutSettingUp(shell: String) async {
    var harness = Harness()
    harness.prepare = { () throws(CLISetupError) in
      Issue.record("completion set the app up")
    }

    let result = await harness.run("completion", shell)

    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    for word in ["timetable", "set-phone", "track", "__complete", "tracks", "sessions"] {
      #expect(result.standardOutput.contains(word), "\(shell) script lacks \(word)")
    }
    #expect(!result.standardOutput.contains("__complete)"))
  }

  @Test
  func theBashScriptCompletesEveryCommandAndItsOptions() async {
    let script = await Harness().run("completion", "bash").standardOutput
    let commands = Harness().makeCommandLine().visibleCommandNames

    #expect(commands.count > 1 && commands.contains("completion"))
    #expect(
      script.contains(
        "_conf_words '\(commands.joined(separator: " ")) help --help -h --version'"))
    #expect(script.contains("--day|-d) _conf_values days; return ;;"))
    #expect(script.contains("--track|-t) _conf_values tracks; return ;;"))
    #expect(script.contains("--room) _conf_values rooms; return ;;"))
    #expect(script.contains("--tz) _conf_values zones; return ;;"))
    #expect(script.contains("--time-zone) _conf_values zones; return ;;"))
    #expect(script.contains("_conf_words 'general student supporter';"))
    #expect(script.contains("--email) COMPREPLY=(); return ;;"))
    #expect(script.contains("complete -F _conf conf\n"))
  }

  @Test(arguments: [["completion"], ["completion", "powershell"], ["completion", "bash", "zsh"]])
  func refusesAMissingOrUnknownShell(arguments: [String]) async {
    let result = await Harness().run(arguments)

    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasSuffix("See 'conf completion --help' for more information.\n"))
  }
}
