import ArchitectureCheck
import Synchronization
import Testing

@Suite("CachingManifestDumper")
struct CachingManifestDumperTests {
  @Test("a dump is reused until the manifest changes")
  func cachesByManifestHash() throws {
    let fileSystem = MemoryFileSystem(files: ["/repo/Package.swift": "// one"])
    let base = CountingDumper(answer: "{\"dump\": 1}")
    let dumper = CachingManifestDumper(
      base: base, fileSystem: fileSystem, cacheDirectory: "/repo/.build/archcheck-cache")

    let first = try dumper.dumpPackage(atPath: "/repo")
    let second = try dumper.dumpPackage(atPath: "/repo")
    try fileSystem.writeFile(Array("// two".utf8), atPath: "/repo/Package.swift")
    let third = try dumper.dumpPackage(atPath: "/repo")

    #expect([first, second, third] == Array(repeating: Array("{\"dump\": 1}".utf8), count: 3))
    #expect(base.calls.withLock { $0 } == 2)
    #expect(
      try fileSystem.contentsOfDirectory(atPath: "/repo/.build/archcheck-cache").count == 2)
  }
}
