import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished `conf-server` run printed and returned.
struct ProcessOutcome: Equatable {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Why a test could not drive the binary.
struct ServerProcessError: Error, Equatable {
  let reason: String
}

/// Runs the built `conf-server` binary with `posix_spawn` and reaps it with `waitpid`, so no
/// other part of the test process can miss or steal its exit. Blocking calls run on threads of
/// their own so they never hold a thread of the concurrency pool. A process still running when
/// its `ServerProcess` goes away is killed and reaped.
final class ServerProcess: Sendable {
  private struct State {
    var stdout: [UInt8] = []
    var isReaped = false
  }

  /// The process id.
  let processIdentifier: pid_t
  private let stdoutDescriptor: Int32
  private let stderrDescriptor: Int32
  private let state = Mutex(State())

  /// The `conf-server` next to the test bundle in the build folder.
  static var binaryPath: String {
    #if os(Linux)
      let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      let testBinary =
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
        ?? Bundle.main.bundleURL
    #endif
    return testBinary.deletingLastPathComponent().appendingPathComponent("conf-server").path
  }

  /// Starts `conf-server` with `arguments`, and `TMPDIR` set to `temporaryDirectory` if given.
  init(arguments: [String], temporaryDirectory: String? = nil) throws {
    let output = try Self.makePipe()
    let errors = try Self.makePipe()
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, output.write, 1)
    posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
    var environment = ProcessInfo.processInfo.environment
    if let temporaryDirectory {
      environment["TMPDIR"] = temporaryDirectory
    }
    let argv = ([Self.binaryPath] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, Self.binaryPath, &actions, nil, argv, envp)
    close(output.write)
    close(errors.write)
    guard spawned == 0 else {
      close(output.read)
      close(errors.read)
      throw ServerProcessError(reason: "posix_spawn failed with \(spawned)")
    }
    processIdentifier = pid
    stdoutDescriptor = output.read
    stderrDescriptor = errors.read
  }

  deinit {
    let isReaped = state.withLock { $0.isReaped }
    if !isReaped {
      kill(processIdentifier, SIGKILL)
      var status: Int32 = 0
      waitpid(processIdentifier, &status, 0)
    }
    close(stdoutDescriptor)
    close(stderrDescriptor)
  }

  /// Runs `conf-server` to completion.
  static func run(_ arguments: [String]) async throws -> ProcessOutcome {
    try await ServerProcess(arguments: arguments).finish()
  }

  /// Reads stdout up to the first newline, giving up after 120 seconds.
  func firstLine() async throws -> String {
    try await Self.onOwnThread { [self] in
      try state.withLock { state in
        let deadline = ContinuousClock.now + .seconds(120)
        while !state.stdout.contains(10) {
          guard ContinuousClock.now < deadline else {
            throw ServerProcessError(reason: "no line on stdout")
          }
          if try Self.read(stdoutDescriptor, into: &state.stdout, timeout: 100) == .endOfStream {
            throw ServerProcessError(reason: "stdout closed before a line")
          }
        }
        let line = state.stdout.prefix { $0 != 10 }
        state.stdout.removeFirst(line.count + 1)
        return String(decoding: line, as: UTF8.self)
      }
    }
  }

  /// Sends `signal` to the process.
  func send(_ signal: Int32) {
    kill(processIdentifier, signal)
  }

  /// Waits (up to 120 seconds) for the process to exit and collects its output.
  ///
  /// Ends on the exit itself, not on end of output: a process spawned at the same time may
  /// hold a copy of the pipes.
  func finish() async throws -> ProcessOutcome {
    try await Self.onOwnThread { [self] in
      try state.withLock { state in
        var errors: [UInt8] = []
        var status: Int32 = 0
        let deadline = ContinuousClock.now + .seconds(120)
        while waitpid(processIdentifier, &status, WNOHANG) == 0 {
          guard ContinuousClock.now < deadline else {
            throw ServerProcessError(reason: "the process did not exit")
          }
          _ = try Self.read(stdoutDescriptor, into: &state.stdout, timeout: 20)
          _ = try Self.read(stderrDescriptor, into: &errors, timeout: 20)
        }
        state.isReaped = true
        while try Self.read(stdoutDescriptor, into: &state.stdout, timeout: 0) == .data {}
        while try Self.read(stderrDescriptor, into: &errors, timeout: 0) == .data {}
        let signal = status & 0x7F
        return ProcessOutcome(
          status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
          stdout: String(decoding: state.stdout, as: UTF8.self),
          stderr: String(decoding: errors, as: UTF8.self))
      }
    }
  }

  /// Sends `request` to 127.0.0.1:`port` and reads until the server closes; the request should
  /// carry `Connection: close`.
  static func exchange(_ request: String, port: UInt16) async throws -> String {
    try await onOwnThread {
      #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
      #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      guard descriptor >= 0 else { throw ServerProcessError(reason: "socket failed") }
      defer { close(descriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(port).bigEndian
      address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
      let connected = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else { throw ServerProcessError(reason: "connect failed") }
      let bytes = Array(request.utf8)
      let sent = bytes.withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress, $0.count, 0) }
      guard sent == bytes.count else { throw ServerProcessError(reason: "send failed") }
      var received: [UInt8] = []
      while try read(descriptor, into: &received, timeout: 120_000) == .data {}
      return String(decoding: received, as: UTF8.self)
    }
  }

  /// What one read produced.
  private enum ReadResult {
    case data
    case quiet
    case endOfStream
  }

  /// Appends what arrives on `descriptor` within `timeout` milliseconds.
  private static func read(_ descriptor: Int32, into buffer: inout [UInt8], timeout: Int32)
    throws -> ReadResult
  {
    var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    let ready = poll(&descriptors, 1, timeout)
    if ready == 0 { return .quiet }
    if ready < 0 { throw ServerProcessError(reason: "poll failed") }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { throw ServerProcessError(reason: "read failed") }
    buffer.append(contentsOf: chunk[0..<count])
    return count > 0 ? .data : .endOfStream
  }

  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  /// A pipe whose ends are closed in spawned processes.
  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw ServerProcessError(reason: "pipe failed") }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    return (ends[0], ends[1])
  }

  private static func onOwnThread<Result: Sendable>(
    _ body: @escaping @Sendable () throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
  }
}
