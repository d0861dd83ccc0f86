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

  @Test("the Environment table is the code's list of settings")
  func environmentMatchesTheCode() throws {
    let generated =
      ["| variable | meaning |", "|---|---|"]
      + EnvironmentVariable.all.map { "| `\($0.name)` | \($0.reference) |" }
    let documented = try GeneratedSection(name: "environment")
      .documentedLines(generated: generated)
    #expect(documented == generated)
  }

  @Test("every variable the code reads is in the list")
  func everyVariableReadIsListed() throws {
    let repository = GeneratedSection.document.deletingLastPathComponent()
      .deletingLastPathComponent()
    var read: Set<String> = []
    for folder in ["App", "Packages/PresentationLayer/Sources"] {
      let root = repository.appendingPathComponent(folder)
      for file in try FileManager.default.subpathsOfDirectory(atPath: root.path)
      where file.hasSuffix(".swift") && !file.hasSuffix("EnvironmentVariable.swift") {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for match in text.matches(of: /"(CONF_[A-Z_]+|DO_NOT_TRACK|NO_COLOR|COLUMNS)"/) {
          read.insert(String(match.output.1))
        }
      }
    }
    #expect(read.count >= 10, "the settings read were not found")
    let listed = Set(EnvironmentVariable.all.map(\.name))
    #expect(read.subtracting(listed).sorted() == [], "read but not in EnvironmentVariable.all")
    #expect(listed.subtracting(read).sorted() == [], "listed but never read")
  }

  @Test("the codes every command shares are pinned")
  func commonCodes() {
    let timetable = Harness().makeCommandLine().exitCodes(forArguments: ["timetable"])
    #expect(timetable?.map(\.rawValue) == [0, 64, 69, 70, 74, 78, 130])
  }
}
