import ArchitectureCheck

/// Serves manifest dumps from memory; fails loudly for a package it does not know.
struct MemoryDumper: ManifestDumping {
  var dumps: [String: [UInt8]]

  func dumpPackage(atPath packageDirectory: String) throws(ToolFailure) -> [UInt8] {
    guard let dump = dumps[packageDirectory] else {
      throw ToolFailure("MemoryDumper has no dump for \(packageDirectory)")
    }
    return dump
  }
}

/// A dumper whose every call fails, as `swift package` does on a broken manifest.
struct FailingDumper: ManifestDumping {
  func dumpPackage(atPath packageDirectory: String) throws(ToolFailure) -> [UInt8] {
    throw ToolFailure("manifest of \(packageDirectory) does not compile")
  }
}
