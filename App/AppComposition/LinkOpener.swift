import Foundation

/// Opens a web address with the desktop's opener, `xdg-open`, when it is on `PATH`.
///
/// The address goes to the opener as one argument (no shell); its output goes nowhere, so
/// nothing it prints reaches the app's screen. The app hands over only `http` and `https`
/// addresses.
struct LinkOpener {
  /// The opener's path, or `nil` when `PATH` has none.
  let executable: URL?

  /// Finds `xdg-open` on `environment`'s `PATH`.
  init(environment: [String: String]) {
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    executable = folders.lazy
      .map { URL(fileURLWithPath: $0).appendingPathComponent("xdg-open") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Starts the opener on `address` without waiting for it; `false` when there is no opener or
  /// it could not be started.
  func open(_ address: String) -> Bool {
    guard let executable else { return false }
    let process = Process()
    process.executableURL = executable
    process.arguments = [address]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return true
    } catch {
      return false
    }
  }
}
