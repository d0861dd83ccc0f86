import CommandLineInterface
import Foundation
import Testing

/// docs/cli.md's synopsis and exit codes per command are the commands' own usage lines and
/// declared codes (and every harness run checks the code it got against the declaration). Run
/// with `CONF_UPDATE_GOLDEN=1` to rewrite both from the commands (then read the diff).
@Suite("docs/cli.md's synopsis and exit codes by command")
@MainActor
struct ExitCodeTableTests {
  @Test("the table lists every command with exactly the codes it declares")
  func tableMatchesTheCode() throws {
    let declared = Harness().makeCommandLine().exitCodesByCommand.map {
      "| `\($0.name)` | \($0.codes.map { "\($0.rawValue)" }.joined(separator: ", ")) |"
    }
    let generated = ["| command | exit codes |", "|---|---|"] + declared
    let documented = try GeneratedSection(name: "exit-codes-by-command")
      .documentedLines(generated: generated)
    #expect(documented == generated)
  }

  @Test("the synopsis lists every command's usage")
  func synopsisMatchesTheCode() throws {
    let generated =
      ["```"] + Harness().makeCommandLine().usageLines
      + ["conf help [<subcommand> [<subcommand>]]", "conf --help | -h", "conf --version", "```"]
    let documented = try GeneratedSection(name: "synopsis").documentedLines(generated: generated)
    #expect(documented == generated)
  }

  @Test("the codes every command shares are pinned")
  func commonCodes() {
    let timetable = Harness().makeCommandLine().exitCodes(forArguments: ["timetable"])
    #expect(timetable?.map(\.rawValue) == [0, 64, 69, 70, 74, 78, 130])
  }
}
