import Foundation

/// The real file system, through `FileManager`.
public struct LocalFileSystem: FileSystem, Equatable {
  /// Creates the live file system.
  public init() {}

  /// The names of the entries of a directory.
  public func contentsOfDirectory(atPath path: String) throws(ToolFailure) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw ToolFailure("Cannot list directory \(path): \(error.localizedDescription)")
    }
  }

  /// Whether `path` exists and is a directory.
  public func isDirectory(atPath path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Whether anything exists at `path`.
  public func fileExists(atPath path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// The bytes of the file at `path`.
  public func readFile(atPath path: String) throws(ToolFailure) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ToolFailure("Cannot read \(path). Check that it exists and is readable.")
    }
    return [UInt8](data)
  }

  /// Writes `bytes` to `path` atomically, creating missing parent directories.
  public func writeFile(_ bytes: [UInt8], atPath path: String) throws(ToolFailure) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url, options: .atomic)
    } catch {
      throw ToolFailure("Cannot write \(path): \(error.localizedDescription)")
    }
  }
}
