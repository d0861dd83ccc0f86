import Foundation

/// Absolute paths of the Tools package, its fixtures and the monorepo root.
enum TestPaths {
  /// `.../Packages/Tools`.
  static let toolsPackage: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 {
      url.deleteLastPathComponent()
    }
    return url.path
  }()

  /// The monorepo root, two levels above the Tools package.
  static let repositoryRoot = URL(fileURLWithPath: toolsPackage)
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The fixture monorepo with one violation of each rule kind.
  static let fixtureRepository = toolsPackage + "/Tests/Fixtures/Repo"

  /// The fixture package whose App imports Base through Middle without declaring it.
  static let transitiveImport = toolsPackage + "/Tests/Fixtures/TransitiveImport"

  /// Golden output files.
  static let golden = toolsPackage + "/Tests/Fixtures/Golden"

  /// A cache for manifest dumps shared by test runs (keys include the manifest's path and text),
  /// in the repository's build folder, beside archcheck's own.
  static let dumpCache = repositoryRoot + "/.build/archcheck-test-cache"

  static func golden(_ name: String) throws -> String {
    try String(contentsOfFile: golden + "/" + name, encoding: .utf8)
  }
}
