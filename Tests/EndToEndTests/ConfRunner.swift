import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What one run of the `conf` binary produced.
struct ConfResult: Equatable {
  var status: Int32
  var stdout: String
  var stderr: String
}

extension ConfResult {
  /// The rows of the table `conf bookmarks` prints: the lines from its `ID` header to the
  /// blank line after it, header left out.
  var bookmarkRows: [Substring] {
    let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.firstIndex(where: { $0.hasPrefix("ID ") }) else { return [] }
    return Array(lines[(header + 1)...].prefix { !$0.isEmpty })
  }

  /// The session ids of those rows, in order.
  var bookmarkIDs: [String] {
    bookmarkRows.map { String($0.prefix { $0 != " " }) }
  }
}

/// Runs the built `conf` executable with a private `CONF_HOME`, pinned clock and width.
struct ConfRunner {
  let home: URL
  var environment: [String: String]

  init(extraEnvironment: [String: String] = [:]) throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("conf-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    environment = [
      "CONF_HOME": home.path,
      "COLUMNS": "80",
      "NO_COLOR": "1",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home.path,
      // A due refresh of a website that answers is waited for even on a loaded machine;
      // the tests of a silent network set their own short budget.
      "CONF_REFRESH_BUDGET": "30",
    ].merging(Self.passedOn) { $1 }.merging(extraEnvironment) { $1 }
  }

  /// What every child keeps from the test process's environment: `scripts/test`'s run marker
  /// (so that it finds a child left running) and the run's temporary folder.
  private static var passedOn: [String: String] {
    ProcessInfo.processInfo.environment.filter { ["CONF_TEST_RUN", "TMPDIR"].contains($0.key) }
  }

  /// The `conf` binary next to the test bundle (both live in the build folder), or
  /// `CONF_BINARY` when set.
  static func binary() throws -> URL {
    try binary(named: "conf", overriddenBy: "CONF_BINARY")
  }

  /// The executable `name` next to the test bundle, or the path in the environment variable
  /// `variable` when set.
  static func binary(named name: String, overriddenBy variable: String) throws -> URL {
    if let path = ProcessInfo.processInfo.environment[variable] {
      return URL(fileURLWithPath: path)
    }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        return candidate
      }
      folder.deleteLastPathComponent()
    }
    throw ConfRunnerError.binaryNotFound(name, near: CommandLine.arguments[0], variable: variable)
  }

  /// Runs `conf` with `arguments`, feeding `input` to standard input, and waits for it.
  func run(_ arguments: [String], input: String? = nil) async throws -> ConfResult {
    try await start(arguments, input: input).wait()
  }

  /// Starts `conf` with `arguments` without waiting; call `wait()` on the result.
  ///
  /// The child is started with `posix_spawn` and reaped with `waitpid` (Foundation's `Process`
  /// has been seen to miss a child's exit when many run at once). Its standard streams are
  /// files in the home folder, so no pipe can fill up and block it.
  func start(_ arguments: [String], input: String? = nil) throws -> RunningConf {
    try start(executable: try Self.binary(), arguments, input: input)
  }

  /// Starts another executable with this runner's environment and captured streams.
  ///
  /// - Parameter mergesStandardError: Whether standard error goes to the same file as standard
  ///   output, interleaved as a terminal would show them (`stderr` is then empty).
  func start(
    executable binary: URL, _ arguments: [String], input: String? = nil,
    mergesStandardError: Bool = false
  ) throws -> RunningConf {
    let stem = home.appendingPathComponent("run-\(UUID().uuidString)").path
    let paths = (input: stem + ".in", output: stem + ".out", error: stem + ".err")
    try Data((input ?? "").utf8).write(to: URL(fileURLWithPath: paths.input))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, paths.input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, paths.output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if mergesStandardError {
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    } else {
      posix_spawn_file_actions_addopen(
        &actions, 2, paths.error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }
    let argv = [binary.path] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var cArguments = argv.map { strdup($0) } + [nil]
    var cEnvironment = envp.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments + cEnvironment { free(pointer) }
    }
    // A child starts as from a shell: every signal unblocked and at its default. (A test thread
    // blocks most signals; inherited, that mask made a tmux server deaf to kill-server's SIGHUP
    // and to SIGTERM, so it outlived the run.)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let status = posix_spawn(&pid, binary.path, &actions, &attributes, &cArguments, &cEnvironment)
    guard status == 0 else {
      throw ConfRunnerError.spawnFailed(code: status)
    }
    return RunningConf(pid: pid, outputPath: paths.output, errorPath: paths.error)
  }

  /// Removes the private home folder.
  /// Puts the built `conf` first on `PATH` (as `conf`, in the home's `bin`) and unsets
  /// `COLUMNS`, so a shell in a terminal runs it as a person would: for tests in tmux.
  mutating func putConfOnPath() throws {
    let bin = home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("conf"), withDestinationURL: try Self.binary())
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["COLUMNS"] = nil
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: home)
  }
}

/// A started `conf` process.
struct RunningConf {
  let pid: pid_t
  let outputPath: String
  let errorPath: String

  /// What the process has written to standard output so far.
  var outputSoFar: String {
    String(
      decoding: (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data(), as: UTF8.self)
  }

  /// What the process has written to standard error so far.
  var errorSoFar: String {
    String(
      decoding: (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data(), as: UTF8.self)
  }

  /// Asks the process to stop (SIGTERM).
  func terminate() {
    kill(pid, SIGTERM)
  }

  /// Waits for the process to exit and collects what it wrote.
  ///
  /// The wait happens on a thread of its own, so a test waiting for a child leaves the
  /// concurrency pool's few threads to the other tests (a blocking wait there let only two
  /// tests run at a time on a 2-core machine).
  func wait() async throws -> ConfResult {
    let pid = pid
    let status = try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try Self.reap(pid) }) }.start()
    }
    return collect(status: status)
  }

  /// Waits for the process to exit without suspending, for a `defer` block.
  func waitBlocking() throws -> ConfResult {
    collect(status: try Self.reap(pid))
  }

  /// Reaps `pid` and returns its exit status, 128 + the signal for a killed process.
  private static func reap(_ pid: pid_t) throws -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw ConfRunnerError.waitFailed(code: errno) }
    }
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  private func collect(status: Int32) -> ConfResult {
    let output = (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data()
    let error = (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data()
    return ConfResult(
      status: status, stdout: String(decoding: output, as: UTF8.self),
      stderr: String(decoding: error, as: UTF8.self))
  }
}

enum ConfRunnerError: Error, CustomStringConvertible {
  case binaryNotFound(String, near: String, variable: String)
  case spawnFailed(code: Int32)
  case waitFailed(code: Int32)
  case serverDidNotStart

  var description: String {
    switch self {
    case .binaryNotFound(let name, let near, let variable):
      "no \(name) binary near \(near); build it first (swift build --build-tests) or set "
        + variable
    case .spawnFailed(let code): "posix_spawn failed with \(code)"
    case .waitFailed(let code): "waitpid failed with errno \(code)"
    case .serverDidNotStart: "conf-server did not print its address within 60 s"
    }
  }
}
