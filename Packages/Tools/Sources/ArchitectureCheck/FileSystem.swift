/// The file-system effect: everything the checker reads or writes goes through it.
///
/// Paths are absolute. The live version is ``LocalFileSystem``; tests overlay files on it.
public protocol FileSystem: Sendable {
  /// The names of the entries of a directory, in no particular order.
  func contentsOfDirectory(atPath path: String) throws(ToolFailure) -> [String]
  /// Whether `path` exists and is a directory.
  func isDirectory(atPath path: String) -> Bool
  /// Whether anything exists at `path`.
  func fileExists(atPath path: String) -> Bool
  /// The bytes of the file at `path`.
  func readFile(atPath path: String) throws(ToolFailure) -> [UInt8]
  /// Writes `bytes` to `path` atomically, creating missing parent directories.
  func writeFile(_ bytes: [UInt8], atPath path: String) throws(ToolFailure)
}
