import Foundation
import Testing

/// Reads iCalendar documents back with a real parser: Python's `icalendar`, in the interpreter
/// `scripts/test` names in `CONF_TEST_PYTHON` (`scripts/setup --tests-only` installs it). A
/// missing interpreter fails the test that needs it, naming the command to run.
enum ICalendarReader {
  /// What `script` prints on standard output when run with `document` on standard input.
  ///
  /// The script, the document and what the script writes live in a folder of their own under
  /// the temporary folder, removed afterwards; the wait happens on a thread of its own, not on
  /// the concurrency pool's.
  static func run(
    _ script: String, on document: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let python = try #require(
      ProcessInfo.processInfo.environment["CONF_TEST_PYTHON"],
      "CONF_TEST_PYTHON is not set: run the tests with scripts/test, or set it to a Python with icalendar (scripts/setup --tests-only installs one)",
      sourceLocation: sourceLocation)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("conf-icalendar-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("document.ics")
    let output = folder.appendingPathComponent("output")
    let errors = folder.appendingPathComponent("errors")
    try Data(document.utf8).write(to: input)
    try Data().write(to: output)
    try Data().write(to: errors)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script]
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    let status = try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
          })
      }.start()
    }
    let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    try #require(status == 0, "the Python script failed: \(stderr)", sourceLocation: sourceLocation)
    return String(decoding: try Data(contentsOf: output), as: UTF8.self)
  }
}
