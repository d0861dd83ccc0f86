import Foundation
import Testing

/// The tools beyond the toolchain that end-to-end tests run, found where `scripts/test` (through
/// `scripts/setup`) puts them. A missing tool fails the test that needs it, naming the command
/// that installs it; no test is skipped for want of one.
enum Tools {
  /// The command that installs every tool a test here uses.
  static let setup = "scripts/setup --tests-only (scripts/test runs it)"

  /// The Python interpreter that has the tests' packages (icalendar): `CONF_TEST_PYTHON`.
  static func python(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    let path = try #require(
      ProcessInfo.processInfo.environment["CONF_TEST_PYTHON"],
      "CONF_TEST_PYTHON is not set: run the tests with scripts/test, or set it to a Python with icalendar (\(setup))",
      sourceLocation: sourceLocation)
    return URL(fileURLWithPath: path)
  }

  /// The executable `name` on `PATH`.
  static func executable(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> URL {
    let path = try #require(
      lookUp(name), "\(name) is not installed: run \(setup)", sourceLocation: sourceLocation)
    return URL(fileURLWithPath: path)
  }

  /// The path of `name` on `PATH`, or `nil`.
  static func lookUp(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
