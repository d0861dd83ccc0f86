import Foundation
import Testing

/// Long human output compared with files under `Golden/`, with the clock, width and color pinned.
/// Run with `CONF_UPDATE_GOLDEN=1` to rewrite the files after an intended change.
@Suite("conf human output (golden files)")
struct GoldenOutputTests {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  @Test(
    "output matches its golden file",
    arguments: [
      ("timetable-day1-80.txt", "80", ["timetable", "--day", "1"]),
      ("timetable-day3-testing-60.txt", "60", ["timetable", "--day", "3", "--track", "Testing"]),
      ("session-117-60.txt", "60", ["session", "117"]),
      ("help-80.txt", "80", ["--help"]),
      ("help-help-80.txt", "80", ["help", "--help"]),
    ] as [(String, String, [String])])
  func matchesGolden(file: String, columns: String, arguments: [String]) async throws {
    let conf = try ConfRunner(extraEnvironment: [
      "COLUMNS": columns, "CONF_NOW": "2027-03-10T10:15:00+09:00",
    ])
    defer { conf.cleanUp() }
    let result = try await conf.run(arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let url = Self.folder.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["CONF_UPDATE_GOLDEN"] == "1" {
      try Data(result.stdout.utf8).write(to: url)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(result.stdout == expected)
  }
}
