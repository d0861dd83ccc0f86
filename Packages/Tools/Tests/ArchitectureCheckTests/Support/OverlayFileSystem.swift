import ArchitectureCheck

/// The real file system with some files replaced or added, for injecting lines into the real
/// repository without touching it.
struct OverlayFileSystem: FileSystem {
  var base: any FileSystem = LocalFileSystem()
  var files: [String: [UInt8]]

  func contentsOfDirectory(atPath path: String) throws(ToolFailure) -> [String] {
    var names = Set(try base.contentsOfDirectory(atPath: path))
    for file in files.keys where file.hasPrefix(path + "/") {
      let rest = file.dropFirst(path.count + 1)
      if !rest.contains("/") {
        names.insert(String(rest))
      }
    }
    return names.sorted()
  }

  func isDirectory(atPath path: String) -> Bool {
    files[path] == nil && base.isDirectory(atPath: path)
  }

  func fileExists(atPath path: String) -> Bool {
    files[path] != nil || base.fileExists(atPath: path)
  }

  func readFile(atPath path: String) throws(ToolFailure) -> [UInt8] {
    if let contents = files[path] { return contents }
    return try base.readFile(atPath: path)
  }

  func writeFile(_ bytes: [UInt8], atPath path: String) throws(ToolFailure) {
    throw ToolFailure("OverlayFileSystem is read-only; tried to write \(path)")
  }
}
