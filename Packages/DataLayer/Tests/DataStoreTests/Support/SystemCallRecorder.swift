import Foundation
import Synchronization

@testable import DataStore

/// Records the calls that change a file (`write`, `fsync`, `rename`, `unlink`) in the order the
/// vault makes them, each naming its files by their last path component; temporary files are
/// `tmp1`, `tmp2` ... in the order they first appear, and `folder` is the vault's folder.
final class SystemCallRecorder: Sendable {
  private struct State {
    var calls: [String] = []
    var temporaryNames: [String: String] = [:]
    var openFiles: [Int32: String] = [:]
  }

  private let folder: String
  private let state = Mutex(State())

  /// A recorder for a vault in `folder`.
  init(folder url: URL) {
    folder = url.path(percentEncoded: false).trimmingSuffix("/")
  }

  /// The calls so far.
  var calls: [String] { state.withLock { $0.calls } }

  /// Forgets the calls so far.
  func reset() {
    state.withLock { $0.calls = [] }
  }

  /// `system`, recording as it goes.
  func recording(_ system: FileSystem = FileSystem()) -> FileSystem {
    var recorded = system
    recorded.open = { path, flags, mode throws(SystemCallError) in
      let descriptor = try system.open(path, flags, mode)
      self.state.withLock { $0.openFiles[descriptor] = self.name(of: path, &$0) }
      return descriptor
    }
    recorded.close = { descriptor throws(SystemCallError) in
      self.state.withLock { _ = $0.openFiles.removeValue(forKey: descriptor) }
      try system.close(descriptor)
    }
    recorded.write = { descriptor, buffer throws(SystemCallError) in
      self.record { "write \($0.openFiles[descriptor] ?? "?")" }
      return try system.write(descriptor, buffer)
    }
    recorded.synchronize = { descriptor throws(SystemCallError) in
      self.record { "fsync \($0.openFiles[descriptor] ?? "?")" }
      try system.synchronize(descriptor)
    }
    recorded.rename = { source, destination throws(SystemCallError) in
      self.record { "rename \(self.name(of: source, &$0)) \(self.name(of: destination, &$0))" }
      try system.rename(source, destination)
    }
    recorded.unlink = { path throws(SystemCallError) in
      self.record { "unlink \(self.name(of: path, &$0))" }
      try system.unlink(path)
    }
    return recorded
  }

  private func record(_ call: (inout State) -> String) {
    state.withLock { $0.calls.append(call(&$0)) }
  }

  private func name(of path: String, _ state: inout State) -> String {
    guard path != folder else { return "folder" }
    let name = URL(filePath: path).lastPathComponent
    guard name.contains(".tmp-") else { return name }
    if let known = state.temporaryNames[path] { return known }
    let new = "tmp\(state.temporaryNames.count + 1)"
    state.temporaryNames[path] = new
    return new
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    count > suffix.count && hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
