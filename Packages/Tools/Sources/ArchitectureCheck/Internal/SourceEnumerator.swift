/// Lists the Swift files SwiftPM compiles into a target: every `.swift` file under the target's
/// directory (or under its `sources` paths), minus `exclude`, skipping hidden entries.
struct SourceEnumerator {
  let fileSystem: any FileSystem

  func swiftFiles(in directory: String, sources: [String]?, exclude: [String])
    throws(ToolFailure) -> [String]
  {
    let roots = sources.map { $0.map { PathUtilities.join(directory, $0) } } ?? [directory]
    let excluded = exclude.map { PathUtilities.join(directory, $0) }
    var files: [String] = []
    for root in roots where !isExcluded(root, excluded) {
      if fileSystem.isDirectory(atPath: root) {
        try collect(in: root, excluded: excluded, into: &files)
      } else if root.hasSuffix(".swift"), fileSystem.fileExists(atPath: root) {
        files.append(root)
      }
    }
    return Array(Set(files)).sorted()
  }

  private func collect(in directory: String, excluded: [String], into files: inout [String])
    throws(ToolFailure)
  {
    for name in try fileSystem.contentsOfDirectory(atPath: directory) where !name.hasPrefix(".") {
      let path = directory + "/" + name
      guard !isExcluded(path, excluded) else { continue }
      if fileSystem.isDirectory(atPath: path) {
        try collect(in: path, excluded: excluded, into: &files)
      } else if name.hasSuffix(".swift") {
        files.append(path)
      }
    }
  }

  private func isExcluded(_ path: String, _ excluded: [String]) -> Bool {
    excluded.contains { PathUtilities.isInside(path, $0) }
  }
}
