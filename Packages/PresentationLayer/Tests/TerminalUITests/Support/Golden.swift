import Foundation
import Testing

/// Screens compared with text files under `Golden/`. Run the tests with `CONF_UPDATE_GOLDEN=1`
/// to rewrite the files after an intended change (then read the diff).
enum Golden {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  /// Expects `screen` to equal the file `name`.txt.
  static func expect(
    _ screen: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name + ".txt")
    let text = screen + "\n"
    if ProcessInfo.processInfo.environment["CONF_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == expected, "screen differs from Golden/\(name).txt", sourceLocation: sourceLocation)
  }
}
