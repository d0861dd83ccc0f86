import Foundation

/// Runs `swift package dump-package`: the live ``ManifestDumping``.
///
/// Each call starts a process and evaluates the manifest (about 0.3–2 s); wrap it in a
/// ``CachingManifestDumper``.
public struct SwiftPackageDumper: ManifestDumping, Equatable {
  /// The command that starts the Swift driver, such as `["/usr/bin/env", "swift"]`.
  public var swiftCommand: [String]

  /// Creates a dumper that runs `swiftCommand package dump-package`.
  public init(swiftCommand: [String] = ["/usr/bin/env", "swift"]) {
    self.swiftCommand = swiftCommand
  }

  /// Runs `swift package --package-path <dir> dump-package` (with a private scratch path, so a
  /// concurrent build of the package does not block it) and returns its standard output.
  ///
  /// Throws ``ToolFailure`` with SwiftPM's error output when the manifest does not evaluate.
  public func dumpPackage(atPath packageDirectory: String) throws(ToolFailure) -> [UInt8] {
    guard let executable = swiftCommand.first else {
      throw ToolFailure("No Swift command configured.")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    // One private folder for the child's files, removed afterwards: its output, a scratch
    // path (the package's own .build is locked while `swift build` or `swift test` runs there,
    // and dump-package would wait for it), and its TMPDIR, where SwiftPM leaves lock files.
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("archcheck-\(UUID().uuidString)")
    let outputURL = temporary.appendingPathComponent("out")
    let errorURL = temporary.appendingPathComponent("err")
    let scratchURL = temporary.appendingPathComponent("scratch")
    let childTemporaryURL = temporary.appendingPathComponent("tmp")
    defer { try? FileManager.default.removeItem(at: temporary) }
    process.arguments =
      Array(swiftCommand.dropFirst()) + [
        "package", "--package-path", packageDirectory, "--scratch-path", scratchURL.path,
        "dump-package",
      ]
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = childTemporaryURL.path
    process.environment = environment
    do {
      try FileManager.default.createDirectory(
        at: childTemporaryURL, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
      _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
      let output = try FileHandle(forWritingTo: outputURL)
      let errors = try FileHandle(forWritingTo: errorURL)
      defer {
        try? output.close()
        try? errors.close()
      }
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
    } catch {
      throw ToolFailure(
        "Cannot run `swift package dump-package` in \(packageDirectory): "
          + "\(error.localizedDescription). Is the Swift toolchain on PATH?")
    }
    let output = (try? Data(contentsOf: outputURL)) ?? Data()
    guard process.terminationStatus == 0 else {
      let message = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
      throw ToolFailure(
        "`swift package dump-package` failed in \(packageDirectory) "
          + "(exit \(process.terminationStatus)):\n"
          + message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return [UInt8](output)
  }
}
