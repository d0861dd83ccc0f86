import Foundation
import Testing

/// What one run of the `conf` binary produced.
struct ConfResult: Equatable {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the built `conf` executable with a private `CONF_HOME`, pinned clock and width.
struct ConfRunner {
  let home: URL
  var environment: [String: String]

  init(extraEnvironment: [String: String] = [:]) throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("conf-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    environment = [
      "CONF_HOME": home.path,
      "COLUMNS": "80",
      "NO_COLOR": "1",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home.path,
    ].merging(extraEnvironment) { $1 }
  }

  /// The `conf` binary next to the test bundle (both live in the build folder), or
  /// `CONF_BINARY` when set.
  static func binary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["CONF_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("conf")
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        return candidate
      }
      folder.deleteLastPathComponent()
    }
    throw ConfRunnerError.binaryNotFound(CommandLine.arguments[0])
  }

  /// Runs `conf` with `arguments`, feeding `input` to standard input.
  func run(_ arguments: [String], input: String? = nil) throws -> ConfResult {
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = arguments
    process.environment = environment
    let stdout = Pipe()
    let stderr = Pipe()
    let stdin = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = stdin
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
    }
    try stdin.fileHandleForWriting.close()
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    let errData = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ConfResult(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Removes the private home folder.
  func cleanUp() {
    try? FileManager.default.removeItem(at: home)
  }
}

enum ConfRunnerError: Error, CustomStringConvertible {
  case binaryNotFound(String)

  var description: String {
    switch self {
    case .binaryNotFound(let from):
      "no conf binary near \(from); build it first (swift build) or set CONF_BINARY"
    }
  }
}
