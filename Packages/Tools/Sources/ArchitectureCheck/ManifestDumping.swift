/// The effect that turns a package manifest into JSON (`swift package dump-package`).
public protocol ManifestDumping: Sendable {
  /// The `dump-package` JSON of the package in `packageDirectory` (an absolute path).
  func dumpPackage(atPath packageDirectory: String) throws(ToolFailure) -> [UInt8]
}
