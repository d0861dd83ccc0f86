public import Foundation

/// The account snapshot's file (`account.json` beside the credential file): private to the user
/// (mode 0600), replaced atomically and refused when others could read or change it, as the
/// credential vault's own file.
///
/// A separate file rather than a new vault format: the vault stays tokens only, and a damaged
/// snapshot never costs the login. Calls do small blocking file I/O on the calling thread.
public struct AccountSnapshotStore: Sendable {
  /// The snapshot file, for example `<CONF_HOME>/account.json`.
  public let fileURL: URL

  private let file: SecureFile

  /// Creates a store for the file at `fileURL`; touches nothing yet.
  public init(fileURL: URL) {
    self.fileURL = fileURL
    file = SecureFile(path: fileURL.path(percentEncoded: false))
  }

  /// The stored snapshot, or `nil` when there is no file.
  ///
  /// - Throws: ``CredentialStoreError`` when the file is refused (exposed, foreign, a link),
  ///   is not a snapshot this version can read, or cannot be read.
  public func load() throws(CredentialStoreError) -> AccountSnapshot? {
    guard let data = try file.read() else { return nil }
    let stored: StoredAccountSnapshot
    do {
      stored = try JSONDecoder().decode(StoredAccountSnapshot.self, from: data)
    } catch {
      throw .corrupt(
        path: file.path, reason: (error as? DecodingError)?.fieldReason ?? "unreadable content")
    }
    guard stored.version == StoredAccountSnapshot.currentVersion else {
      throw .unsupportedVersion(path: file.path, version: stored.version)
    }
    return stored.snapshot
  }

  /// Replaces the stored snapshot with `snapshot`, atomically.
  ///
  /// - Throws: ``CredentialStoreError`` when the folder is refused or a write step fails.
  public func save(_ snapshot: AccountSnapshot) throws(CredentialStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(StoredAccountSnapshot(snapshot))
    } catch {
      throw .unwritable(path: file.path, reason: "the snapshot does not encode")
    }
    try file.write(data)
  }

  /// Removes the snapshot; succeeds when there is none.
  ///
  /// - Throws: ``CredentialStoreError/unwritable(path:reason:)`` when it cannot be removed.
  public func clear() throws(CredentialStoreError) {
    try file.remove()
  }
}
