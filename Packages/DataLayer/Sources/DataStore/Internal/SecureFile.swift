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
///
/// Space for the next write is kept in reserve: after each write, `<file>.reserve` is allocated
/// (`posix_fallocate`) with more room than any credential needs, and the next write fills that
/// file and renames it over the old one instead of allocating a new one, so it fits even when
/// the disk has filled up since. Every system call goes through `system`.
struct SecureFile: Sendable {
  /// The largest file `read()` accepts by default.
  static let defaultSizeLimit = 64 * 1024

  /// The size of the reserve: room for the next write.
  static let reserveSize = 8 * 1024

  /// The file.
  let path: String

  /// The system calls.
  let system: FileSystem

  /// The largest file `read()` accepts, in bytes; a larger one is `.corrupt`, refused after
  /// reading at most one buffer more than this.
  let sizeLimit: Int

  /// A file at `path`, reached through `system`, read up to `sizeLimit` bytes.
  init(path: String, system: FileSystem = FileSystem(), sizeLimit: Int = defaultSizeLimit) {
    self.path = path
    self.system = system
    self.sizeLimit = sizeLimit
  }

  /// The file's folder.
  var folder: String {
    let parent = URL(filePath: path).deletingLastPathComponent().path(percentEncoded: false)
    return parent.count > 1 && parent.hasSuffix("/") ? String(parent.dropLast()) : parent
  }

  /// The file kept allocated for the next write.
  var reservePath: String { path + ".reserve" }

  /// The file's bytes, or `nil` when it does not exist.
  ///
  /// - Throws: `.notAFile` for a link, folder or device; `.wrongOwner` when the file or its
  ///   folder belongs to another user; `.readableByOthers` for a mode other than 0600 or 0400;
  ///   `.folderWritableByOthers`; `.corrupt` for a file over the size limit; `.unreadable`.
  func read() throws(CredentialStoreError) -> Data? {
    let descriptor: Int32
    do {
      descriptor = try system.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0)
    } catch {
      if error.code == ENOENT { return nil }
      throw refusal(openError: error.code)
    }
    defer { try? system.close(descriptor) }
    let info: stat
    do {
      info = try system.status(descriptor)
    } catch {
      throw .unreadable(path: path, reason: error.message)
    }
    try checkOwnFile(info)
    try checkFolder()
    return try readAll(descriptor)
  }

  /// Replaces the file with `data` atomically, creating the folder (0700) when it is missing.
  ///
  /// Readers see the old file or the new one, never a partial file, and concurrent writers
  /// never interfere: each writes a file of its own (the reserve, renamed first so that only
  /// one writer can take it, or a new temporary file); the last rename wins. Afterwards a new
  /// reserve is allocated, best effort.
  ///
  /// Temporary files that an earlier, interrupted write left behind are removed first (see
  /// `removeStaleTemporaryFiles()`).
  ///
  /// - Throws: `.folderWritableByOthers` or `.wrongOwner` for a folder others control;
  ///   `.diskFull` when there is no space for the data (no reserve, or more data than it holds);
  ///   `.unwritable` when another step fails. The old file is then left as it was, and no
  ///   temporary file remains.
  func write(_ data: Data) throws(CredentialStoreError) {
    try prepareFolder()
    removeStaleTemporaryFiles()
    let reserve = claimReserve()
    let (temporary, descriptor) = if let reserve { reserve } else { try createTemporaryFile() }
    var failure: SystemCallError?
    var hasWritten = false
    do {
      try allocate(descriptor, data.count)
      hasWritten = true
      try writeAll(data, to: descriptor)
      try system.truncate(descriptor, data.count)
      try system.synchronize(descriptor)
    } catch {
      failure = error
    }
    do {
      try system.close(descriptor)
    } catch {
      failure = failure ?? error
    }
    if failure == nil {
      do {
        try system.rename(temporary, path)
      } catch {
        failure = error
      }
    }
    if let failure {
      // An untouched reserve goes back; a file that may hold part of a credential goes.
      if reserve == nil || hasWritten || (try? system.rename(temporary, reservePath)) == nil {
        try? system.unlink(temporary)
      }
      throw self.failure(failure)
    }
    synchronizeFolder()
    replenishReserve()
  }

  /// Deletes the file (a link is removed, not followed) and any stale temporary file of it; a
  /// missing file is not an error. The reserve stays, for the next login.
  ///
  /// - Throws: `.unwritable` when the file exists and cannot be removed.
  func remove() throws(CredentialStoreError) {
    removeStaleTemporaryFiles()
    do {
      try system.unlink(path)
    } catch {
      if error.code == ENOENT { return }
      throw .unwritable(path: path, reason: error.message)
    }
    synchronizeFolder()
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
    guard let names = system.contentsOfFolder(folder) else { return }
    let now = time(nil)
    for name in names where name.hasPrefix(prefix) {
      guard let writer = Self.writerProcess(ofTemporaryName: name.dropFirst(prefix.count)) else {
        continue
      }
      let candidate = folder == "/" ? "/" + name : folder + "/" + name
      guard let info = try? system.statusOfLink(candidate) else { continue }
      let isOld = Int(now) - POSIX.modificationTime(info) > Self.staleAge
      if isOld || !Self.isRunning(writer) {
        try? system.unlink(candidate)
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
  /// - Throws: `.lockFailed` when it cannot be opened; `.diskFull` when it cannot be created
  ///   for lack of space; `.notAFile`, `.wrongOwner` or `.folderWritableByOthers` when others
  ///   could control it.
  func openForLocking() throws(CredentialStoreError) -> Int32 {
    do {
      try prepareFolder()
    } catch .unwritable(_, let reason) {
      throw .lockFailed(path: path, reason: reason)
    }
    let descriptor: Int32
    do {
      descriptor = try system.open(
        path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    } catch {
      if error.code == ELOOP { throw .notAFile(path: path) }
      if error.isDiskFull { throw .diskFull(path: path) }
      throw .lockFailed(path: path, reason: error.message)
    }
    let info: stat
    do {
      info = try system.status(descriptor)
    } catch {
      try? system.close(descriptor)
      throw .lockFailed(path: path, reason: error.message)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      try? system.close(descriptor)
      throw .notAFile(path: path)
    }
    guard info.st_uid == system.userID() else {
      try? system.close(descriptor)
      throw .wrongOwner(path: path, owner: Int(info.st_uid))
    }
    return descriptor
  }

  /// Creates the folder (0700, with any missing parents) when it is missing, then checks it.
  func prepareFolder() throws(CredentialStoreError) {
    do {
      _ = try system.statusOfPath(folder)
    } catch {
      guard error.code == ENOENT else {
        throw .unwritable(path: folder, reason: error.message)
      }
      try createFolder(folder)
    }
    try checkFolder()
  }

  // MARK: - Checks

  /// Why opening the file failed, as the most helpful refusal.
  private func refusal(openError code: Int32) -> CredentialStoreError {
    let info = try? system.statusOfLink(path)
    if let info, info.st_mode & S_IFMT == S_IFLNK {
      return .notAFile(path: path)
    }
    if let info, code == EACCES, info.st_uid != system.userID() {
      return .wrongOwner(path: path, owner: Int(info.st_uid))
    }
    return .unreadable(path: path, reason: POSIX.message(code))
  }

  private func checkOwnFile(_ info: stat) throws(CredentialStoreError) {
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .notAFile(path: path)
    }
    guard info.st_uid == system.userID() else {
      throw .wrongOwner(path: path, owner: Int(info.st_uid))
    }
    let mode = Int(info.st_mode & 0o7777)
    guard mode & 0o077 == 0 else {
      throw .readableByOthers(path: path, mode: mode)
    }
  }

  private func checkFolder() throws(CredentialStoreError) {
    let info: stat
    do {
      info = try system.statusOfPath(folder)
    } catch {
      throw .unreadable(path: folder, reason: error.message)
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .notAFile(path: folder)
    }
    guard info.st_uid == system.userID() else {
      throw .wrongOwner(path: folder, owner: Int(info.st_uid))
    }
    let mode = Int(info.st_mode & 0o7777)
    guard mode & 0o022 == 0 else {
      throw .folderWritableByOthers(path: folder, mode: mode)
    }
  }

  // MARK: - Effects

  /// The error a failed write step means: a full disk, or another failure.
  private func failure(_ error: SystemCallError) -> CredentialStoreError {
    error.isDiskFull
      ? .diskFull(path: path) : .unwritable(path: path, reason: error.message)
  }

  private func createFolder(_ folder: String) throws(CredentialStoreError) {
    let parent = SecureFile(path: folder, system: system, sizeLimit: sizeLimit).folder
    if parent != folder {
      do {
        _ = try system.statusOfPath(parent)
      } catch {
        if error.code == ENOENT { try createFolder(parent) }
      }
    }
    do {
      try system.makeFolder(folder, 0o700)
    } catch {
      guard error.code == EEXIST else {
        throw error.isDiskFull
          ? .diskFull(path: folder) : .unwritable(path: folder, reason: error.message)
      }
    }
  }

  /// A name for a temporary file of this process: `<file>.tmp-<pid>-<random>`.
  private func makeTemporaryPath() -> String {
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    return "\(path).tmp-\(getpid())-\(suffix)"
  }

  /// A new, empty temporary file (mode 0600), open for writing.
  private func createTemporaryFile() throws(CredentialStoreError) -> (String, Int32) {
    while true {
      let temporary = makeTemporaryPath()
      let descriptor: Int32
      do {
        descriptor = try system.open(
          temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      } catch {
        if error.code == EEXIST { continue }
        throw failure(error)
      }
      do {
        try system.changeMode(descriptor, 0o600)
      } catch {
        try? system.close(descriptor)
        try? system.unlink(temporary)
        throw failure(error)
      }
      return (temporary, descriptor)
    }
  }

  /// Takes the reserve for this write: renames it to a temporary name of this process, so no
  /// other writer can take it too, and opens it for writing. `nil` when there is no reserve, or
  /// when it is not a private regular file of the user's (it is then removed).
  private func claimReserve() -> (String, Int32)? {
    guard let info = try? system.statusOfLink(reservePath), info.st_mode & S_IFMT == S_IFREG
    else { return nil }
    let temporary = makeTemporaryPath()
    guard (try? system.rename(reservePath, temporary)) != nil else { return nil }
    guard let descriptor = try? system.open(temporary, O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0)
    else {
      try? system.unlink(temporary)
      return nil
    }
    guard let opened = try? system.status(descriptor), opened.st_mode & S_IFMT == S_IFREG,
      opened.st_uid == system.userID(), opened.st_nlink == 1,
      (try? system.changeMode(descriptor, 0o600)) != nil
    else {
      try? system.close(descriptor)
      try? system.unlink(temporary)
      return nil
    }
    return (temporary, descriptor)
  }

  /// Allocates a new reserve when there is none. Best effort: on a full disk there is then no
  /// reserve, and the next write needs free space.
  private func replenishReserve() {
    guard (try? system.statusOfLink(reservePath)) == nil,
      let created = try? createTemporaryFile()
    else { return }
    let (temporary, descriptor) = created
    let isAllocated = (try? system.allocate(descriptor, Self.reserveSize)) != nil
    let isClosed = (try? system.close(descriptor)) != nil
    guard isAllocated, isClosed, (try? system.rename(temporary, reservePath)) != nil else {
      try? system.unlink(temporary)
      return
    }
  }

  /// Allocates the first `length` bytes of the file open as `descriptor`, so that writing them
  /// cannot fail for lack of space: nothing to allocate within the reserve. Where the system
  /// cannot allocate ahead, the write itself finds out whether the data fits.
  private func allocate(_ descriptor: Int32, _ length: Int) throws(SystemCallError) {
    do {
      try system.allocate(descriptor, length)
    } catch {
      if error.isDiskFull { throw error }
    }
  }

  /// Writes every byte of `data`.
  private func writeAll(_ data: Data, to descriptor: Int32) throws(SystemCallError) {
    let result = data.withUnsafeBytes { bytes -> SystemCallError? in
      var offset = 0
      while offset < bytes.count {
        do throws(SystemCallError) {
          let written = try system.write(
            descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
          guard written > 0 else { return SystemCallError(code: EIO) }
          offset += written
        } catch {
          if error.code == EINTR { continue }
          return error
        }
      }
      return nil
    }
    if let result { throw result }
  }

  private func readAll(_ descriptor: Int32) throws(CredentialStoreError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let result = buffer.withUnsafeMutableBytes { bytes in
        Result { () throws(SystemCallError) in try system.read(descriptor, bytes) }
      }
      let count: Int
      switch result {
      case .success(let read): count = read
      case .failure(let error) where error.code == EINTR: continue
      case .failure(let error): throw .unreadable(path: path, reason: error.message)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      if data.count > sizeLimit {
        throw .corrupt(path: path, reason: "larger than \(sizeLimit / 1024) KiB")
      }
    }
  }

  /// Makes the folder's new entry durable; best effort, the data itself is already synced.
  private func synchronizeFolder() {
    guard let descriptor = try? system.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
    else { return }
    try? system.synchronize(descriptor)
    try? system.close(descriptor)
  }
}
