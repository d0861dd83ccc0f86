import DataStore
import Foundation
import Glibc
import Synchronization
import Testing
import TokenAuthentication

struct FileRefreshLockTests {
  @Test func twoLocksOnOneFileNeverOverlap() async throws {
    try await withTemporaryDirectory { folder in
      let url = folder.appending(path: "credentials.lock")
      let locks = [FileRefreshLock(fileURL: url), FileRefreshLock(fileURL: url)]
      let meter = OverlapMeter()

      try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<40 {
          group.addTask {
            try await locks[index % 2].withLock {
              meter.enter()
              // A suspension inside the section, so another task runs while it is held.
              await Task.yield()
              meter.leave()
            }
          }
        }
        try await group.waitForAll()
      }

      #expect(meter.reading == OverlapMeter.Reading(current: 0, maximum: 1, entries: 40))
    }
  }

  @Test func theLockFileIsPrivateAndItsFolderIsCreated() async throws {
    try await withTemporaryDirectory { folder in
      let url = folder.appending(path: "home/credentials.lock")

      let value = try await FileRefreshLock(fileURL: url).withLock { 42 }

      var info = stat()
      #expect(stat(url.path, &info) == 0)
      #expect([value, Int(info.st_mode & 0o7777)] as [Int] == [42, 0o600])
      #expect(stat(folder.appending(path: "home").path, &info) == 0)
      #expect(info.st_mode & 0o7777 == 0o700)
    }
  }

  @Test func aLinkInPlaceOfTheLockFileIsRefusedAndTheBodyDoesNotRun() async throws {
    try await withTemporaryDirectory { folder in
      let url = folder.appending(path: "credentials.lock")
      try FileManager.default.createSymbolicLink(
        at: url, withDestinationURL: folder.appending(path: "elsewhere"))
      let meter = OverlapMeter()

      await #expect(throws: CredentialStoreError.notAFile(path: url.path)) {
        try await FileRefreshLock(fileURL: url).withLock { meter.enter() }
      }
      #expect(meter.reading.entries == 0)
    }
  }

  @Test func aFailingBodysResultPassesThroughAndReleasesTheLock() async throws {
    try await withTemporaryDirectory { folder in
      let lock = FileRefreshLock(fileURL: folder.appending(path: "credentials.lock"))

      let failed = try await lock.withLock {
        Result<String, FakeServerError>.failure(.invalidGrant)
      }
      #expect(failed == .failure(.invalidGrant))
      let again = try await lock.withLock { "again" }
      #expect(again == "again")
    }
  }

  @Test  // /usr/bin/flock is util-linux's, on every Debian system
  func anotherProcessCannotTakeTheLockWhileItIsHeld() async throws {
    try await withTemporaryDirectory { folder in
      let url = folder.appending(path: "credentials.lock")
      let lock = FileRefreshLock(fileURL: url)

      let whileHeld = try await lock.withLock {
        Result { try Self.runFlockTool(["-n", url.path, "true"]) }
      }.get()
      let afterwards = try Self.runFlockTool(["-n", url.path, "true"])

      #expect([whileHeld, afterwards] as [Int32] == [1, 0])
    }
  }

  @Test(.timeLimit(.minutes(1)))  // /usr/bin/flock is util-linux's, on every Debian system
  func waitsWhileAnotherProcessHoldsTheLockAndTakesItOnceReleased() async throws {
    try await withTemporaryDirectory { folder in
      let url = folder.appending(path: "credentials.lock")
      _ = try await FileRefreshLock(fileURL: url).withLock { true }
      let holder = try FlockHolder(lockFile: url, marker: folder.appending(path: "held"))
      defer { holder.release() }
      await eventually("flock holds the lock") { holder.holdsTheLock }

      await #expect(throws: CredentialStoreError.lockTimedOut(path: url.path, timeout: .zero)) {
        try await FileRefreshLock(fileURL: url, timeout: .zero).withLock {}
      }
      let released = Flag()
      let waiter = Task { try await FileRefreshLock(fileURL: url).withLock { released.isSet } }
      await eventually("the waiter polls the lock file") { Self.descriptors(on: url) == 1 }
      released.set()
      holder.release()

      #expect(try await waiter.value)
    }
  }

  /// How many descriptors of this process are open on `url` (read from `/proc/self/fd`): a
  /// waiter keeps one open while it polls, and nothing else in this process opens the file.
  private static func descriptors(on url: URL) -> Int {
    let target = url.resolvingSymlinksInPath().path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.count { name in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)"))
        == target
    }
  }

  /// Opens `url` and takes its `flock` through a descriptor of its own, as another process
  /// would; close the descriptor to release it.
  private static func holdLock(on url: URL) throws -> Int32 {
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw POSIXError(.EBADF) }
    guard flock(descriptor, LOCK_EX) == 0 else {
      close(descriptor)
      throw POSIXError(.EWOULDBLOCK)
    }
    return descriptor
  }

  @Test(.timeLimit(.minutes(1)))
  func givesUpWithATypedErrorWhenAnotherHolderKeepsTheLock() async throws {
    try await withTemporaryDirectory { folder in
      let url = folder.appending(path: "credentials.lock")
      // Closed exactly once: a second close could hit a parallel test's reused descriptor.
      var held = try Self.holdLock(on: url)
      defer { if held >= 0 { close(held) } }
      let lock = FileRefreshLock(fileURL: url, timeout: .milliseconds(150))
      let meter = OverlapMeter()

      await #expect(
        throws: CredentialStoreError.lockTimedOut(path: url.path, timeout: .milliseconds(150))
      ) {
        try await lock.withLock { meter.enter() }
      }

      #expect(meter.reading.entries == 0)
      close(held)
      held = -1
      #expect(try await lock.withLock { "free again" } == "free again")
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aCancelledWaiterStopsWaiting() async throws {
    try await withTemporaryDirectory { folder in
      let url = folder.appending(path: "credentials.lock")
      let held = try Self.holdLock(on: url)
      defer { close(held) }
      let lock = FileRefreshLock(fileURL: url)
      let meter = OverlapMeter()

      let waiter = Task { try await lock.withLock { meter.enter() } }
      // Ours and the waiter's: it is polling. Not cancelled, it would time out after 30 s.
      await eventually("the waiter polls the lock file") { Self.descriptors(on: url) == 2 }
      waiter.cancel()

      await #expect(throws: CredentialStoreError.lockCancelled(path: url.path)) {
        try await waiter.value
      }
      #expect(meter.reading.entries == 0)
    }
  }

  /// Two conf processes sharing one CONF_HOME, modelled as two authenticators that each have
  /// their own vault and file lock on the same files, against a server that revokes the token
  /// family when a refresh token is reused.
  @Test func twoAuthenticatorsSharingAVaultNeverReuseARefreshToken() async throws {
    try await withTemporaryDirectory { folder in
      let server = StrictRotationServer()
      let credentials = folder.appending(path: "credentials")
      try CredentialVault(fileURL: credentials)
        .save(server.initialCredential(expiresAt: Date(timeIntervalSinceNow: -60)))
      let authenticators = (0..<2).map { _ in
        TokenAuthenticator(
          store: UntypedStore(base: CredentialVault(fileURL: credentials)),
          refreshLock: UntypedLock(
            base: FileRefreshLock(fileURL: folder.appending(path: "credentials.lock"))),
          isInvalidToken: { ($0 as? FakeServerError) == .invalidToken },
          isTerminalRefreshError: { ($0 as? FakeServerError) == .invalidGrant },
          refresh: server.refresh)
      }

      var failures: [String] = []
      for round in 0..<4 {
        if round > 0 { server.expireAccessToken() }
        failures += await Self.callConcurrently(200, through: authenticators, server: server)
      }

      #expect(failures == [])
      #expect(server.counts == StrictRotationServer.Counts(refreshes: 4, invalidGrants: 0))
      #expect(server.maximumAttemptsPerRefreshToken == 1)
      #expect(
        try CredentialVault(fileURL: credentials).load()?.refreshToken == RefreshToken("refresh-4"))
    }
  }

  /// `count` calls on each authenticator at once; returns the errors.
  private static func callConcurrently(
    _ count: Int, through authenticators: [TokenAuthenticator<any Error>],
    server: StrictRotationServer
  ) async -> [String] {
    await withTaskGroup(of: String?.self) { group in
      for authenticator in authenticators {
        for _ in 0..<count {
          group.addTask {
            do {
              _ = try await authenticator.authenticated { token in
                try await server.request(with: token)
              }
              return nil
            } catch {
              return "\(error)"
            }
          }
        }
      }
      return await group.reduce(into: []) { errors, error in
        if let error { errors.append(error) }
      }
    }
  }

  private static func runFlockTool(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/flock")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// Counts how many tasks are inside a critical section at once.
private final class OverlapMeter: Sendable {
  struct Reading: Equatable {
    var current = 0
    var maximum = 0
    var entries = 0
  }

  private let state = Mutex(Reading())

  var reading: Reading { state.withLock { $0 } }

  func enter() {
    state.withLock {
      $0.current += 1
      $0.entries += 1
      $0.maximum = max($0.maximum, $0.current)
    }
  }

  func leave() {
    state.withLock { $0.current -= 1 }
  }
}

/// A Boolean set once, read from any task.
private final class Flag: Sendable {
  private let value = Mutex(false)

  /// Whether `set()` was called.
  var isSet: Bool { value.withLock { $0 } }

  /// Sets the flag.
  func set() {
    value.withLock { $0 = true }
  }
}

/// `/usr/bin/flock` in another process, holding the lock on a file until released: it creates
/// `marker` once it holds the lock, then waits for its standard input to close.
private final class FlockHolder {
  private let process = Process()
  private let input = Pipe()
  private let marker: URL

  /// Starts the holder; it may not hold the lock yet when this returns (see `holdsTheLock`).
  init(lockFile: URL, marker: URL) throws {
    self.marker = marker
    process.executableURL = URL(filePath: "/usr/bin/flock")
    process.arguments = [lockFile.path, "sh", "-c", #"touch "$0" && read line"#, marker.path]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    try process.run()
  }

  /// Whether it has taken the lock (and holds it until `release()`).
  var holdsTheLock: Bool {
    FileManager.default.fileExists(atPath: marker.path)
  }

  /// Closes its input and waits for it to exit, which releases the lock; again does nothing.
  func release() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}

/// The vault for an authenticator whose calls throw untyped errors (this test's fake server's).
private struct UntypedStore: CredentialStore {
  typealias Failure = any Error

  let base: CredentialVault

  func load() throws -> Credential? { try base.load() }
  func save(_ credential: Credential) throws { try base.save(credential) }
  func clear() throws { try base.clear() }
}

/// The file lock for an authenticator whose calls throw untyped errors.
private struct UntypedLock: RefreshLock {
  typealias Failure = any Error

  let base: FileRefreshLock

  func withLock<T>(_ body: () async -> T) async throws -> T { try await base.withLock(body) }
}
