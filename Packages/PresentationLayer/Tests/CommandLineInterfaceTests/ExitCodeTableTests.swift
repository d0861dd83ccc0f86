import CommandLineInterface
import Foundation
import Testing

/// docs/cli.md's exit codes per command are the ones the commands declare (and every harness
/// run checks the code it got against the declaration).
@Suite("docs/cli.md exit codes by command")
@MainActor
struct ExitCodeTableTests {
  @Test("the table lists every command with exactly the codes it declares")
  func tableMatchesTheCode() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/cli.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- exit-codes-by-command:begin -->"))
    let end = try #require(text.range(of: "<!-- exit-codes-by-command:end -->"))
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
