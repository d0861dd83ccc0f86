import Foundation
import Glibc
import Testing
import TokenAuthentication

@testable import DataStore

struct CredentialVaultTests {
  private static let credential = Credential(
    accessToken: AccessToken("access-SECRET-1"), refreshToken: RefreshToken("refresh-SECRET-1"),
    expiresAt: Date(timeIntervalSinceReferenceDate: 821_234_567.123_456_7))

  private static func mode(of url: URL) throws -> Int {
    var info = stat()
    guard lstat(url.path(percentEncoded: false), &info) == 0 else { throw POSIXError(.ENOENT) }
    return Int(info.st_mode & 0o7777)
  }

  private static func write(_ text: String, to url: URL, mode: mode_t = 0o600) throws {
    try Data(text.utf8).write(to: url)
    chmod(url.path(percentEncoded: false), mode)
  }

  @Test func readsBackExactlyWhatItSaved() async throws {
    try await withTemporaryDirectory { folder in
      let vault = CredentialVault(fileURL: folder.appending(path: "credentials"))
      let unknownExpiry = Credential(
        accessToken: AccessToken("a"), refreshToken: RefreshToken("r"), expiresAt: nil)

      #expect(try vault.load() == nil)
      try vault.save(Self.credential)
      #expect(try vault.load() == Self.credential)
      try vault.save(unknownExpiry)
      #expect(try vault.load() == unknownExpiry)
    }
  }

  @Test func anyExpiryReadsBackEqual() async throws {
    try await withTemporaryDirectory { folder in
      let vault = CredentialVault(fileURL: folder.appending(path: "credentials"))
      for _ in 0..<200 {
        let credential = Credential(
          accessToken: AccessToken("a"), refreshToken: RefreshToken("r"),
          expiresAt: Date().addingTimeInterval(.random(in: -1e6...1e9)))
        try vault.save(credential)
        #expect(try vault.load() == credential)
      }
    }
  }

  @Test func writesAVersionedFileWithMode0600InAFolderCreated0700() async throws {
    try await withTemporaryDirectory { folder in
      let home = folder.appending(path: "conf/home")
      let file = home.appending(path: "credentials")
      let vault = CredentialVault(fileURL: file)

      try vault.save(Self.credential)

      #expect(try Self.mode(of: file) == 0o600)
      #expect(try Self.mode(of: home) == 0o700)
      #expect(try Self.mode(of: folder.appending(path: "conf")) == 0o700)
      #expect(
        String(decoding: try Data(contentsOf: file), as: UTF8.self)
          == #"{"access_token":"access-SECRET-1","expires_at":821234567.1234567,"#
          + #""refresh_token":"refresh-SECRET-1","version":1}"#)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: home.path).sorted() == [
          "credentials", "credentials.reserve",
        ])
    }
  }

  @Test func keepsAPrivateReserveOfZeroesForTheNextWrite() async throws {
    try await withTemporaryDirectory { folder in
      let reserve = folder.appending(path: "credentials.reserve")
      let vault = CredentialVault(fileURL: folder.appending(path: "credentials"))

      try vault.save(Self.credential)
      let first = try FileManager.default.attributesOfItem(atPath: reserve.path)
      try vault.save(Self.credential)
      let second = try FileManager.default.attributesOfItem(atPath: reserve.path)

      #expect(try Self.mode(of: reserve) == 0o600)
      #expect(try Data(contentsOf: reserve) == Data(count: 8192))
      // The second write used the first reserve and allocated a new one.
      #expect(first[.systemFileNumber] as? Int != second[.systemFileNumber] as? Int)
    }
  }

  @Test func clearKeepsTheReserveForTheNextLogin() async throws {
    try await withTemporaryDirectory { folder in
      let vault = CredentialVault(fileURL: folder.appending(path: "credentials"))
      try vault.save(Self.credential)

      try vault.clear()

      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["credentials.reserve"])
    }
  }

  @Test func clearRemovesTheFileAndToleratesNone() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let vault = CredentialVault(fileURL: file)
      try vault.save(Self.credential)

      try vault.clear()
      try vault.clear()

      #expect(try vault.load() == nil)
      #expect(!FileManager.default.fileExists(atPath: file.path))
    }
  }

  /// The id of a process that has exited.
  private static func exitedProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func aWriteRemovesTheTemporaryFilesOfCrashedWriters() async throws {
    try await withTemporaryDirectory { folder in
      let dead = try Self.exitedProcessID()
      let live = getpid()
      let leftovers = [
        "credentials.tmp-\(dead)-3kd9x", "credentials.tmp-\(live)-old1",
        "credentials.tmp-\(live)-w1",
        "credentials.tmp-notes", "other.tmp-\(dead)-3kd9x",
      ]
      for name in leftovers {
        try Self.write(#"{"access_token":"access-SECRET-0"}"#, to: folder.appending(path: name))
      }
      var anHourAgo = [
        timeval(tv_sec: time(nil) - 3600, tv_usec: 0),
        timeval(tv_sec: time(nil) - 3600, tv_usec: 0),
      ]
      #expect(utimes(folder.appending(path: "credentials.tmp-\(live)-old1").path, &anHourAgo) == 0)

      try CredentialVault(fileURL: folder.appending(path: "credentials")).save(Self.credential)

      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "credentials", "credentials.reserve", "credentials.tmp-\(live)-w1",
          "credentials.tmp-notes", "other.tmp-\(dead)-3kd9x",
        ])
    }
  }

  @Test func clearRemovesTheTemporaryFilesOfCrashedWriters() async throws {
    try await withTemporaryDirectory { folder in
      let dead = try Self.exitedProcessID()
      try Self.write("{}", to: folder.appending(path: "credentials.tmp-\(dead)-z0"))

      try CredentialVault(fileURL: folder.appending(path: "credentials")).clear()

      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
  }

  @Test(arguments: [0o644 as mode_t, 0o640, 0o604, 0o620, 0o606])
  func aFileOthersCanReadOrWriteIsRefused(mode: mode_t) async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let vault = CredentialVault(fileURL: file)
      try vault.save(Self.credential)
      chmod(file.path, mode)

      #expect(throws: CredentialStoreError.readableByOthers(path: file.path, mode: Int(mode))) {
        try vault.load()
      }
    }
  }

  @Test func theRefusalOfAWorldReadableFileSaysToChmod() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let vault = CredentialVault(fileURL: file)
      try vault.save(Self.credential)
      chmod(file.path, 0o644)

      let error = try #require(throws: CredentialStoreError.self) { try vault.load() }

      #expect(
        error.description
          == "Credential file at \(file.path) is readable by others (mode 0644). "
          + "Run: chmod 600 \(file.path) (and conf logout if someone else may have read it)")
    }
  }

  @Test func savingReplacesARefusedFileWithAPrivateOne() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let vault = CredentialVault(fileURL: file)
      try Self.write("{}", to: file, mode: 0o666)

      try vault.save(Self.credential)

      #expect(try Self.mode(of: file) == 0o600)
      #expect(try vault.load() == Self.credential)
    }
  }

  @Test(arguments: [
    ("", "the file is empty"),
    ("{not json", "not valid JSON"),
    (#"{"access_token":"x"}"#, "missing field `version`"),
    (#"{"version":1,"access_token":"access-SECRET-2"}"#, "missing field `refresh_token`"),
    (
      #"{"version":1,"access_token":"access-SECRET-2","refresh_token":7}"#,
      "field `refresh_token` has the wrong type"
    ),
    (#"{"version":0}"#, "unknown format 0"),
    (#"{"version":1,"access_token":"","refresh_token":"r-SECRET"}"#, "`access_token` is empty"),
    (
      #"{"version":1,"access_token":"a-SECRET\r\nX: y","refresh_token":"r-SECRET"}"#,
      "`access_token` holds characters a token cannot have"
    ),
    (
      #"{"version":1,"access_token":"a-SECRET","refresh_token":"r SECRET"}"#,
      "`refresh_token` holds characters a token cannot have"
    ),
  ])
  func damagedContentIsCorruptWithoutQuotingIt(content: String, reason: String) async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      try Self.write(content, to: file)
      let vault = CredentialVault(fileURL: file)

      let error = try #require(throws: CredentialStoreError.self) { try vault.load() }

      #expect(error == .corrupt(path: file.path, reason: reason))
      #expect(!error.description.contains("SECRET"))
    }
  }

  @Test func aFileOverTheSizeLimitIsCorrupt() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      try Self.write(String(repeating: " ", count: 70_000), to: file)

      #expect(throws: CredentialStoreError.corrupt(path: file.path, reason: "larger than 64 KiB")) {
        try CredentialVault(fileURL: file).load()
      }
    }
  }

  @Test func aNewerFormatIsReportedAsSuch() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      try Self.write(#"{"version":2,"secrets":{}}"#, to: file)

      #expect(throws: CredentialStoreError.unsupportedVersion(path: file.path, version: 2)) {
        try CredentialVault(fileURL: file).load()
      }
    }
  }

  /// The real system calls, except that `folder` seems to belong to user 12345.
  private static func system(givingAway folder: URL) -> FileSystem {
    var system = FileSystem()
    let real = system
    system.statusOfPath = { path throws(SystemCallError) in
      var info = try real.statusOfPath(path)
      if path == folder.path(percentEncoded: false) { info.st_uid = 12_345 }
      return info
    }
    return system
  }

  @Test func aFileOwnedByAnotherUserIsRefused() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      try CredentialVault(fileURL: file).save(Self.credential)
      var system = FileSystem()
      let me = geteuid()
      system.userID = { me &+ 1 }

      #expect(throws: CredentialStoreError.wrongOwner(path: file.path, owner: Int(me))) {
        try CredentialVault(fileURL: file, system: system).load()
      }
    }
  }

  @Test func aFolderOwnedByAnotherUserIsRefusedForReadsAndWrites() async throws {
    try await withTemporaryDirectory { folder in
      let home = folder.appending(path: "home")
      try CredentialVault(fileURL: home.appending(path: "credentials")).save(Self.credential)
      let vault = CredentialVault(
        fileURL: home.appending(path: "credentials"), system: Self.system(givingAway: home))

      #expect(throws: CredentialStoreError.wrongOwner(path: home.path, owner: 12_345)) {
        try vault.load()
      }
      #expect(throws: CredentialStoreError.wrongOwner(path: home.path, owner: 12_345)) {
        try vault.save(Self.credential)
      }
    }
  }

  @Test(.enabled(if: geteuid() == 0, "needs root to give the file away"))
  func aFileGivenAwayForRealIsRefused() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let vault = CredentialVault(fileURL: file)
      try vault.save(Self.credential)
      #expect(chown(file.path, 12_345, 12_345) == 0)

      #expect(throws: CredentialStoreError.wrongOwner(path: file.path, owner: 12_345)) {
        try vault.load()
      }
    }
  }

  @Test func aSymbolicLinkIsRefusedAndNeverFollowed() async throws {
    try await withTemporaryDirectory { folder in
      let target = folder.appending(path: "elsewhere")
      let link = folder.appending(path: "credentials")
      try CredentialVault(fileURL: target).save(Self.credential)
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
      let vault = CredentialVault(fileURL: link)

      #expect(throws: CredentialStoreError.notAFile(path: link.path)) { try vault.load() }
      try vault.clear()

      #expect(try CredentialVault(fileURL: target).load() == Self.credential)
      #expect(!FileManager.default.fileExists(atPath: link.path))
    }
  }

  @Test func aFolderInPlaceOfTheFileIsRefused() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)

      #expect(throws: CredentialStoreError.notAFile(path: file.path)) {
        try CredentialVault(fileURL: file).load()
      }
    }
  }

  @Test(arguments: [0o777 as mode_t, 0o770, 0o775, 0o720, 0o730, 0o702, 0o1777])
  func aFolderOthersCanWriteIsRefusedForReadsAndWrites(mode: mode_t) async throws {
    try await withTemporaryDirectory { folder in
      let home = folder.appending(path: "home")
      let vault = CredentialVault(fileURL: home.appending(path: "credentials"))
      try vault.save(Self.credential)
      chmod(home.path, mode)
      let refusal = CredentialStoreError.folderWritableByOthers(path: home.path, mode: Int(mode))

      #expect(throws: refusal) { try vault.load() }
      #expect(throws: refusal) { try vault.save(Self.credential) }
    }
  }

  @Test(arguments: [0o700 as mode_t, 0o750, 0o755, 0o705])
  func aFolderOnlyItsOwnerCanWriteIsUsed(mode: mode_t) async throws {
    try await withTemporaryDirectory { folder in
      let home = folder.appending(path: "home")
      let vault = CredentialVault(fileURL: home.appending(path: "credentials"))
      try vault.save(Self.credential)
      chmod(home.path, mode)

      try vault.save(Self.credential)
      #expect(try vault.load() == Self.credential)
    }
  }

  @Test func concurrentWritersNeverLeaveAPartialFile() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let written = (0..<64).map { index in
        Credential(
          accessToken: AccessToken(String(repeating: "a\(index)", count: 200)),
          refreshToken: RefreshToken("r\(index)"),
          expiresAt: Date(timeIntervalSinceReferenceDate: Double(index)))
      }

      let readErrors = try await withThrowingTaskGroup(of: [String].self) { group in
        for credential in written {
          group.addTask {
            try CredentialVault(fileURL: file).save(credential)
            return []
          }
          group.addTask {
            do {
              let read = try CredentialVault(fileURL: file).load()
              if let read, !written.contains(read) { return ["read an unknown credential"] }
              return []
            } catch {
              return ["\(error)"]
            }
          }
        }
        return try await group.reduce(into: []) { $0 += $1 }
      }

      #expect(readErrors == [])
      #expect(written.contains(try #require(try CredentialVault(fileURL: file).load())))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "credentials", "credentials.reserve",
        ])
    }
  }

  // MARK: - A full disk

  private static func sample(_ name: String, tokenLength: Int = 40) -> Credential {
    Credential(
      accessToken: AccessToken(name + String(repeating: "x", count: tokenLength)),
      refreshToken: RefreshToken("refresh-" + name), expiresAt: nil)
  }

  private static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aWriteOnAFullDiskUsesTheReserveAndTheNextOneFailsWithDiskFull() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let disk = FullDisk()
      let vault = CredentialVault(fileURL: file, system: disk.system())
      try vault.save(Self.sample("one"))

      disk.fill()
      try vault.save(Self.sample("two"))
      #expect(try vault.load() == Self.sample("two"))
      #expect(try Self.names(in: folder) == ["credentials"])

      #expect(throws: CredentialStoreError.diskFull(path: file.path)) {
        try vault.save(Self.sample("three"))
      }
      #expect(try vault.load() == Self.sample("two"))
      #expect(try Self.names(in: folder) == ["credentials"])

      disk.free()
      try vault.save(Self.sample("three"))
      #expect(try vault.load() == Self.sample("three"))
      #expect(try Self.names(in: folder) == ["credentials", "credentials.reserve"])
    }
  }

  @Test func aCredentialTooLargeForTheReserveFailsAndLeavesTheReserveForTheNext() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let disk = FullDisk()
      let vault = CredentialVault(fileURL: file, system: disk.system())
      try vault.save(Self.sample("one"))
      disk.fill()

      #expect(throws: CredentialStoreError.diskFull(path: file.path)) {
        try vault.save(Self.sample("huge", tokenLength: 20_000))
      }
      #expect(try Self.names(in: folder) == ["credentials", "credentials.reserve"])
      #expect(
        try Data(contentsOf: folder.appending(path: "credentials.reserve")) == Data(count: 8192))

      try vault.save(Self.sample("two"))
      #expect(try vault.load() == Self.sample("two"))
    }
  }

  @Test func aFirstWriteOnAFullDiskFailsWithDiskFullAndLeavesNothing() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      let disk = FullDisk()
      disk.fill()

      #expect(throws: CredentialStoreError.diskFull(path: file.path)) {
        try CredentialVault(fileURL: file, system: disk.system()).save(Self.credential)
      }
      let names = try Self.names(in: folder)
      #expect(names.isEmpty)
    }
  }

  @Test(arguments: [ENOSPC, EDQUOT])
  func aDiskFullAtTheSyncIsDiskFull(code: Int32) async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      try CredentialVault(fileURL: file).save(Self.sample("one"))
      var system = FileSystem()
      system.synchronize = { _ throws(SystemCallError) in throw SystemCallError(code: code) }

      #expect(throws: CredentialStoreError.diskFull(path: file.path)) {
        try CredentialVault(fileURL: file, system: system).save(Self.sample("two"))
      }
      #expect(try CredentialVault(fileURL: file).load() == Self.sample("one"))
      #expect(try Self.names(in: folder) == ["credentials"])
    }
  }

  @Test func anotherWriteFailureIsUnwritableAndKeepsTheOldFile() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appending(path: "credentials")
      try CredentialVault(fileURL: file).save(Self.sample("one"))
      var system = FileSystem()
      system.rename = { source, _ throws(SystemCallError) in
        guard source.hasSuffix(".reserve") else { throw SystemCallError(code: EIO) }
      }

      #expect(
        throws: CredentialStoreError.unwritable(path: file.path, reason: "Input/output error")
      ) {
        try CredentialVault(fileURL: file, system: system).save(Self.sample("two"))
      }
      #expect(try CredentialVault(fileURL: file).load() == Self.sample("one"))
      #expect(try Self.names(in: folder) == ["credentials", "credentials.reserve"])
    }
  }
}
