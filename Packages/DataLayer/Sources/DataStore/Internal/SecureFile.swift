import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One small private file kept the way a keychain item would be: mode 0600, owned by the user,
/// in a folder only the user can write, replaced atomically (write a temporary file, fsync,
/// rename, fsync the folder), and refused when anyone else could read, write or own it.
///
/// Checks run on the opened descriptor (`fstat`), so a file swapped between the check and the
/// read is still caught; links are never followed (`O_NOFOLLOW`).
struct SecureFile: Sendable {
  /// The largest file `read()` accepts.
  static let sizeLimit = 64 * 1024

  /// The file.
  let path: String

  /// The file's folder.
  var folder: String {
    let parent = URL(filePath: path).deletingLastPathComponent().path(percentEncoded: false)
    return parent.count > 1 && parent.hasSuffix("/") ? String(parent.dropLast()) : parent
  }

  /// The file's bytes, or `nil` when it does not exist.
  ///
  /// - Throws: `.notAFile` for a link, folder or device; `.wrongOwner` when the file or its
  ///   folder belongs to another user; `.readableByOthers` for a mode other than 0600 or 0400;
  ///   `.folderWritableByOthers`; `.corrupt` for a file over the size limit; `.unreadable`.
  func read() throws(CredentialStoreError) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw refusal(openError: code)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .unreadable(path: path, reason: POSIX.message(errno))
    }
    try checkOwnFile(info)
    try checkFolder()
    return try readAll(descriptor)
  }

  /// Replaces the file with `data` atomically, creating the folder (0700) when it is missing.
  ///
  /// Readers see the old file or the new one, never a partial file, and concurrent writers
  /// never interfere: each writes its own temporary file; the last rename wins.
  ///
  /// Temporary files that an earlier, interrupted write left behind are removed first (see
  /// `removeStaleTemporaryFiles()`).
  ///
  /// - Throws: `.folderWritableByOthers` or `.wrongOwner` for a folder others control;
  ///   `.unwritable` when a step fails (the temporary file is removed).
  func write(_ data: Data) throws(CredentialStoreError) {
    try prepareFolder()
    removeStaleTemporaryFiles()
    let (temporary, descriptor) = try createTemporaryFile()
    var failure: CredentialStoreError?
    if let reason = Self.writeAll(data, to: descriptor) {
      failure = .unwritable(path: path, reason: reason)
    } else if fsync(descriptor) != 0 {
      failure = .unwritable(path: path, reason: POSIX.message(errno))
    }
    if close(descriptor) != 0 && failure == nil {
      failure = .unwritable(path: path, reason: POSIX.message(errno))
    }
    if failure == nil && rename(temporary, path) != 0 {
      failure = .unwritable(path: path, reason: POSIX.message(errno))
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
    syncFolder()
  }

  /// Deletes the file (a link is removed, not followed) and any stale temporary file of it; a
  /// missing file is not an error.
  ///
  /// - Throws: `.unwritable` when the file exists and cannot be removed.
  func remove() throws(CredentialStoreError) {
    removeStaleTemporaryFiles()
    guard unlink(path) == 0 else {
      let code = errno
      if code == ENOENT { return }
      throw .unwritable(path: path, reason: POSIX.message(code))
    }
    syncFolder()
  }

  /// Removes the temporary files (`<file>.tmp-<pid>-<suffix>`) that a writer which crashed or
  /// was killed between creating and renaming one left behind: each may hold a whole credential.
  ///
  /// A file counts as stale when the process that created it is gone, or when it is older than
  /// `staleAge` (so a reused process id does not keep it forever). Files of live writers, this
  /// process's included, are left alone, so concurrent writers never lose their file. Best
  /// effort: a folder that cannot be listed or a file that cannot be removed is skipped.
  func removeStaleTemporaryFiles() {
    let prefix = URL(filePath: path).lastPathComponent + ".tmp-"
    guard let names = try? FileManager().contentsOfDirectory(atPath: folder) else { return }
    let now = time(nil)
    for name in names where name.hasPrefix(prefix) {
      guard let writer = Self.writerProcess(ofTemporaryName: name.dropFirst(prefix.count)) else {
        continue
      }
      let candidate = folder == "/" ? "/" + name : folder + "/" + name
      var info = stat()
      guard lstat(candidate, &info) == 0 else { continue }
      let isOld = Int(now) - POSIX.modificationTime(info) > Self.staleAge
      if isOld || !Self.isRunning(writer) {
        unlink(candidate)
      }
    }
  }

  /// How old a temporary file must be to count as stale even when its writer's process id is in
  /// use: a write takes milliseconds.
  private static let staleAge = 10 * 60

  /// The process id in `<pid>-<suffix>`, the part of a temporary file's name after `.tmp-`, or
  /// `nil` when the name is not one this type makes.
  private static func writerProcess(ofTemporaryName name: Substring) -> pid_t? {
    let digits = name.prefix { $0.isASCII && $0.isNumber }
    let rest = name.dropFirst(digits.count)
    guard rest.count > 1, rest.first == "-",
      rest.dropFirst().allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLowercase) })
    else { return nil }
    return pid_t(digits)
  }

  /// Whether process `id` exists (this process always does).
  private static func isRunning(_ id: pid_t) -> Bool {
    id == getpid() || kill(id, 0) == 0 || errno == EPERM
  }

  /// Opens (creating it 0600 when missing) the file as a lock file and returns its descriptor.
  ///
  /// - Throws: `.lockFailed` when it cannot be opened; `.notAFile`, `.wrongOwner` or
  ///   `.folderWritableByOthers` when others could control it.
  func openForLocking() throws(CredentialStoreError) -> Int32 {
    do {
      try prepareFolder()
    } catch .unwritable(_, let reason) {
      throw .lockFailed(path: path, reason: reason)
    }
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP { throw .notAFile(path: path) }
      throw .lockFailed(path: path, reason: POSIX.message(code))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = POSIX.message(errno)
      close(descriptor)
      throw .lockFailed(path: path, reason: reason)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .notAFile(path: path)
    }
    guard info.st_uid == geteuid() else {
      close(descriptor)
      throw .wrongOwner(path: path, owner: Int(info.st_uid))
    }
    return descriptor
  }

  /// Creates the folder (0700, with any missing parents) when it is missing, then checks it.
  func prepareFolder() throws(CredentialStoreError) {
    var info = stat()
    if stat(folder, &info) != 0 {
      guard errno == ENOENT else {
        throw .unwritable(path: folder, reason: POSIX.message(errno))
      }
      try createFolder(folder)
    }
    try checkFolder()
  }

  // MARK: - Checks

  /// Why opening the file failed, as the most helpful refusal.
  private func refusal(openError code: Int32) -> CredentialStoreError {
    var info = stat()
    let isPresent = lstat(path, &info) == 0
    if isPresent && info.st_mode & S_IFMT == S_IFLNK {
      return .notAFile(path: path)
    }
    if isPresent && code == EACCES && info.st_uid != geteuid() {
      return .wrongOwner(path: path, owner: Int(info.st_uid))
    }
    return .unreadable(path: path, reason: POSIX.message(code))
  }

  private func checkOwnFile(_ info: stat) throws(CredentialStoreError) {
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .notAFile(path: path)
    }
    guard info.st_uid == geteuid() else {
      throw .wrongOwner(path: path, owner: Int(info.st_uid))
    }
    let mode = Int(info.st_mode & 0o7777)
    guard mode & 0o077 == 0 else {
      throw .readableByOthers(path: path, mode: mode)
    }
  }

  private func checkFolder() throws(CredentialStoreError) {
    var info = stat()
    guard stat(folder, &info) == 0 else {
      throw .unreadable(path: folder, reason: POSIX.message(errno))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .notAFile(path: folder)
    }
    guard info.st_uid == geteuid() else {
      throw .wrongOwner(path: folder, owner: Int(info.st_uid))
    }
    let mode = Int(info.st_mode & 0o7777)
    guard mode & 0o022 == 0 else {
      throw .folderWritableByOthers(path: folder, mode: mode)
    }
  }

  // MARK: - Effects

  private func createFolder(_ folder: String) throws(CredentialStoreError) {
    let parent = SecureFile(path: folder).folder
    var info = stat()
    if parent != folder && stat(parent, &info) != 0 && errno == ENOENT {
      try createFolder(parent)
    }
    guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
      throw .unwritable(path: folder, reason: POSIX.message(errno))
    }
  }

  private func createTemporaryFile() throws(CredentialStoreError) -> (String, Int32) {
    while true {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let temporary = "\(path).tmp-\(getpid())-\(suffix)"
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 {
        guard fchmod(descriptor, 0o600) == 0 else {
          let reason = POSIX.message(errno)
          close(descriptor)
          unlink(temporary)
          throw .unwritable(path: path, reason: reason)
        }
        return (temporary, descriptor)
      }
      let code = errno
      guard code == EEXIST else {
        throw .unwritable(path: path, reason: POSIX.message(code))
      }
    }
  }

  /// Writes every byte of `data`; the failure's reason, or `nil`.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
    data.withUnsafeBytes { bytes -> String? in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        let written = POSIX.writeBytes(descriptor, from: base + offset, count: bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return POSIX.message(errno)
        }
        offset += written
      }
      return nil
    }
  }

  private func readAll(_ descriptor: Int32) throws(CredentialStoreError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        POSIX.readBytes(descriptor, into: $0.baseAddress, count: $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: POSIX.message(errno))
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      if data.count > Self.sizeLimit {
        throw .corrupt(path: path, reason: "larger than \(Self.sizeLimit / 1024) KiB")
      }
    }
  }

  private func syncFolder() {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
