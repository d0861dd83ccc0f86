import ArchitectureCheck
import Synchronization

/// Remembers every dump its base produced, so later loads can replay them from memory.
final class RecordingDumper: ManifestDumping {
  let base: any ManifestDumping
  let recorded = Mutex<[String: [UInt8]]>([:])

  init(base: any ManifestDumping) {
    self.base = base
  }

  func dumpPackage(atPath packageDirectory: String) throws(ToolFailure) -> [UInt8] {
    let dump = try base.dumpPackage(atPath: packageDirectory)
    recorded.withLock { $0[packageDirectory] = dump }
    return dump
  }
}
