public import Foundation
public import TokenAuthentication

/// The credential store of the command-line app (the Keychain of Linux): one JSON file, private
/// to the user, replaced atomically.
///
/// - The file is created with mode 0600 in a folder created 0700 when missing; every write goes
///   to a temporary file that is fsynced and renamed over the old one, then the folder is
///   fsynced, so a crash leaves the old credential or the new one, never half of either. A
///   temporary file a crashed writer left behind is removed by the next `save` or `clear`.
/// - Space for the next write is kept in reserve (`<file>.reserve`, 8 KiB allocated ahead), so
///   a refreshed credential is saved even when the disk has filled up since the last write.
///   When it still does not fit, `save` throws ``CredentialStoreError/diskFull(path:)``.
/// - A read refuses a file that other users could read or write, a file or folder owned by
///   another user, a folder others can write, anything that is not a regular file (links are
///   never followed) and content that is not a credential, with a ``CredentialStoreError`` that
///   says what to do. Nothing is repaired silently.
/// - Token text is never logged, and no error holds it.
///
/// Several instances and processes may share one file; pair them with a ``FileRefreshLock`` on
/// `<file>.lock` so that only one of them refreshes at a time. Calls do small blocking file I/O
/// on the calling thread: one read, or a write with two `fsync`s and the allocation of the next
/// reserve.
public final class CredentialVault: CredentialStore {
  /// What the vault's operations throw.
  public typealias Failure = CredentialStoreError

  /// The credential file, for example `<CONF_HOME>/credentials`.
  public let fileURL: URL

  private let file: SecureFile

  /// Creates a vault for the file at `fileURL`; touches nothing yet.
  public convenience init(fileURL: URL) {
    self.init(fileURL: fileURL, system: FileSystem())
  }

  /// Creates a vault for the file at `fileURL` that makes its system calls through `system`.
  init(fileURL: URL, system: FileSystem) {
    self.fileURL = fileURL
    file = SecureFile(path: fileURL.path(percentEncoded: false), system: system)
  }

  /// The stored credential, or `nil` when there is no file.
  ///
  /// - Throws: ``CredentialStoreError`` when the file is refused (exposed, foreign, a link,
  ///   damaged, a newer format) or cannot be read.
  public func load() throws(CredentialStoreError) -> Credential? {
    guard let data = try file.read() else { return nil }
    guard !data.isEmpty else {
      throw .corrupt(path: file.path, reason: "the file is empty")
    }
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(StoredCredential.VersionProbe.self, from: data).version
    } catch {
      throw .corrupt(path: file.path, reason: Self.reason(for: error))
    }
    guard version == StoredCredential.currentVersion else {
      guard version > StoredCredential.currentVersion else {
        throw .corrupt(path: file.path, reason: "unknown format \(version)")
      }
      throw .unsupportedVersion(path: file.path, version: version)
    }
    let stored: StoredCredential
    do {
      stored = try decoder.decode(StoredCredential.self, from: data)
    } catch {
      throw .corrupt(path: file.path, reason: Self.reason(for: error))
    }
    if let problem = stored.malformedField {
      throw .corrupt(path: file.path, reason: problem)
    }
    return stored.credential
  }

  /// Replaces the stored credential with `credential`, atomically.
  ///
  /// - Throws: ``CredentialStoreError`` when the folder is refused or a write step fails
  ///   (``CredentialStoreError/diskFull(path:)`` when there is no space for it); the previous
  ///   file is then left as it was.
  public func save(_ credential: Credential) throws(CredentialStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(StoredCredential(credential))
    } catch {
      throw .unwritable(path: file.path, reason: "the credential does not encode")
    }
    try file.write(data)
  }

  /// Removes the stored credential; succeeds when there is none, and removes a refused file
  /// too (a link itself, never its target), so logging out always starts afresh.
  ///
  /// - Throws: ``CredentialStoreError/unwritable(path:reason:)`` when the file cannot be removed.
  public func clear() throws(CredentialStoreError) {
    try file.remove()
  }

  private static func reason(for error: any Error) -> String {
    (error as? DecodingError)?.fieldReason ?? "unreadable content"
  }
}
