import ArchitectureCheck
import Synchronization

/// The real file system for reading, with every write kept in memory (and read back), so a
/// test can run `archcheck docs --update` on a fixture without changing it on disk.
final class ScratchFileSystem: FileSystem {
  let base: any FileSystem = LocalFileSystem()
  let written = Mutex<[String: [UInt8]]>([:])

  func contentsOfDirectory(atPath path: String) throws(ToolFailure) -> [String] {
    try base.contentsOfDirectory(atPath: path)
  }

  func isDirectory(atPath path: String) -> Bool {
    base.isDirectory(atPath: path)
  }

  func fileExists(atPath path: String) -> Bool {
    written.withLock { $0[path] != nil } || base.fileExists(atPath: path)
  }

  func readFile(atPath path: String) throws(ToolFailure) -> [UInt8] {
    if let contents = written.withLock({ $0[path] }) { return contents }
    return try base.readFile(atPath: path)
  }

  func writeFile(_ bytes: [UInt8], atPath path: String) throws(ToolFailure) {
    written.withLock { $0[path] = bytes }
  }
}
