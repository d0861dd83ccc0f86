import Foundation
import Testing

/// ARCHITECTURE.md's "Adding a feature" names only files that exist: every backquoted name
/// with a file extension, as a path from the repository's folder or as a file name found in it.
@Suite("The feature guide in ARCHITECTURE.md")
struct FeatureGuideTests {
  private static let repository = ErrorTable.repository

  @Test("every file it names exists")
  func everyNamedFileExists() throws {
    let text = try String(
      contentsOf: Self.repository.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let start = try #require(text.range(of: "## Adding a feature\n"))
    let guide = text[start.upperBound...]
    let section = guide[..<(guide.range(of: "\n## ")?.lowerBound ?? guide.endIndex)]
    let named = section.matches(of: /`([A-Za-z0-9_+\/.-]+\.(swift|md|yaml|json|txt))`/)
      .map { String($0.output.1) }
    #expect(named.count >= 20, "the guide names files")
    let paths = try allFiles()
    let missing = named.filter { name in
      !paths.contains { $0 == name || $0.hasSuffix("/" + name) }
    }
    #expect(missing == [], "ARCHITECTURE.md names files that do not exist")
  }

  /// Every file under the repository's folder, as a path from it, outside .build and .git.
  private func allFiles() throws -> [String] {
    let root = Self.repository
    let found = try #require(
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]))
    var paths: [String] = []
    for case let url as URL in found {
      if [".build", ".git"].contains(url.lastPathComponent) {
        found.skipDescendants()
        continue
      }
      paths.append(String(url.path.dropFirst(root.path.count + 1)))
    }
    return paths
  }
}
