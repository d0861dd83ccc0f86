import ArchitectureCheck
import Synchronization

/// An in-memory file system: files by absolute path, directories implied by them.
final class MemoryFileSystem: FileSystem {
  let files: Mutex<[String: [UInt8]]>

  init(files: [String: String] = [:]) {
    self.files = Mutex(files.mapValues { Array($0.utf8) })
  }

  func contentsOfDirectory(atPath path: String) throws(ToolFailure) -> [String] {
    let names = files.withLock { files in
      Set(
        files.keys.filter { $0.hasPrefix(path + "/") }.compactMap {
          $0.dropFirst(path.count + 1).split(separator: "/").first.map(String.init)
        })
    }
    guard !names.isEmpty else { throw ToolFailure("no directory \(path)") }
    return names.sorted()
  }

  func isDirectory(atPath path: String) -> Bool {
    files.withLock { $0.keys.contains { $0.hasPrefix(path + "/") } }
  }

  func fileExists(atPath path: String) -> Bool {
    files.withLock { $0[path] != nil } || isDirectory(atPath: path)
  }

  func readFile(atPath path: String) throws(ToolFailure) -> [UInt8] {
    guard let contents = files.withLock({ $0[path] }) else {
      throw ToolFailure("no file \(path)")
    }
    return contents
  }

  func writeFile(_ bytes: [UInt8], atPath path: String) throws(ToolFailure) {
    files.withLock { $0[path] = bytes }
  }
}

/// Counts calls and answers each with a fixed dump.
final class CountingDumper: ManifestDumping {
  let calls = Mutex(0)
  let answer: [UInt8]

  init(answer: String) {
    self.answer = Array(answer.utf8)
  }

  func dumpPackage(atPath packageDirectory: String) throws(ToolFailure) -> [UInt8] {
    calls.withLock { $0 += 1 }
    return answer
  }
}
