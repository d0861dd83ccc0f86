import CommandLineInterface
import Foundation
import Testing

/// docs/cli.md's exit codes per command are the ones the commands declare (and every harness
/// run checks the code it got against the declaration). Run with `CONF_UPDATE_GOLDEN=1` to
/// rewrite the table from the commands (then read the diff).
@Suite("docs/cli.md exit codes by command")
@MainActor
struct ExitCodeTableTests {
  @Test("the table lists every command with exactly the codes it declares")
  func tableMatchesTheCode() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/cli.md")
    var text = try String(contentsOf: url, encoding: .utf8)
    let declaredRows = Harness().makeCommandLine().exitCodesByCommand.map {
      "| `\($0.name)` | \($0.codes.map { "\($0.rawValue)" }.joined(separator: ", ")) |"
    }
    var begin = try #require(text.range(of: "<!-- exit-codes-by-command:begin -->"))
    var end = try #require(text.range(of: "<!-- exit-codes-by-command:end -->"))
    if ProcessInfo.processInfo.environment["CONF_UPDATE_GOLDEN"] == "1" {
      let table = (["", "| command | exit codes |", "|---|---|"] + declaredRows + [""])
      text.replaceSubrange(begin.upperBound..<end.lowerBound, with: table.joined(separator: "\n"))
      try Data(text.utf8).write(to: url)
      begin = try #require(text.range(of: "<!-- exit-codes-by-command:begin -->"))
      end = try #require(text.range(of: "<!-- exit-codes-by-command:end -->"))
    }
    let rows = text[begin.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2)
    let documented = rows.map { row in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let codes = cells[1].split(separator: ",").compactMap {
        Int32($0.trimmingCharacters(in: .whitespaces))
      }
      return "\(cells[0].replacingOccurrences(of: "`", with: "")): \(codes)"
    }
    let declared = Harness().makeCommandLine().exitCodesByCommand.map {
      "\($0.name): \($0.codes.map(\.rawValue))"
    }
    #expect(documented == declared)
  }

  @Test("the codes every command shares are pinned")
  func commonCodes() {
    let timetable = Harness().makeCommandLine().exitCodes(forArguments: ["timetable"])
    #expect(timetable?.map(\.rawValue) == [0, 64, 69, 70, 74, 78, 130])
  }
}
