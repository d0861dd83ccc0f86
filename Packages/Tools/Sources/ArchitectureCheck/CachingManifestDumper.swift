/// Caches manifest dumps on disk, keyed by a hash of the manifest's path and contents.
///
/// A warm run reads one small JSON file per package instead of starting `swift package`.
/// Changing a manifest changes its key, so stale entries are never used; old entries are left
/// behind and cost nothing but disk space.
public struct CachingManifestDumper: ManifestDumping {
  /// Bump when the cached format or the way it is produced changes.
  static let formatVersion = "archcheck-manifest-cache-1"

  /// The dumper that runs on a cache miss.
  public var base: any ManifestDumping
  /// Where manifests are read and cache entries written.
  public var fileSystem: any FileSystem
  /// The cache directory, such as `<root>/.build/archcheck-cache`.
  public var cacheDirectory: String

  /// Creates a caching dumper in front of `base`.
  public init(base: any ManifestDumping, fileSystem: any FileSystem, cacheDirectory: String) {
    self.base = base
    self.fileSystem = fileSystem
    self.cacheDirectory = cacheDirectory
  }

  /// The cached dump of `packageDirectory`'s manifest, or a fresh one (then cached).
  public func dumpPackage(atPath packageDirectory: String) throws(ToolFailure) -> [UInt8] {
    let manifest = try fileSystem.readFile(atPath: packageDirectory + "/Package.swift")
    let key = cacheKey(packageDirectory: packageDirectory, manifest: manifest)
    let entry = cacheDirectory + "/" + key + ".json"
    if fileSystem.fileExists(atPath: entry), let cached = try? fileSystem.readFile(atPath: entry),
      !cached.isEmpty
    {
      return cached
    }
    let dump = try base.dumpPackage(atPath: packageDirectory)
    try fileSystem.writeFile(dump, atPath: entry)
    return dump
  }

  func cacheKey(packageDirectory: String, manifest: [UInt8]) -> String {
    var hash = FNV1a()
    hash.combine(Array(Self.formatVersion.utf8))
    hash.combine([0])
    hash.combine(Array(packageDirectory.utf8))
    hash.combine([0])
    hash.combine(manifest)
    return hash.hexDigest
  }
}
