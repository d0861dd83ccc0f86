#if canImport(Glibc)
  import CommandLineInterface
  import Domain
  import Foundation
  import Glibc
  import Testing

  /// Runs the real reader against pipes and a pseudo-terminal.
  struct TerminalPasswordReaderTests {
    // MARK: - Standard input

    @Test(arguments: [
      ("analytical-engine\n", "analytical-engine"), ("spaced out \r\n", "spaced out "),
      ("no line break", "no line break"), ("pässwörd\n\n", "pässwörd"),
    ])
    func readsAllOfStandardInputWithoutTheLineBreak(input: String, password: String) throws {
      let pipe = try #require(Pipe.make())
      defer { pipe.close() }
      pipe.write(input)
      pipe.closeWriting()

      let read = try TerminalPasswordReader(input: pipe.reading, promptOutput: -1)
        .readFromStandardInput()

      #expect(read == Password(password))
    }

    @Test
    func refusesAnOverlongInput() throws {
      let pipe = try #require(Pipe.make())
      defer { pipe.close() }
      pipe.write(String(repeating: "x", count: TerminalPasswordReader.maximumLength + 1))
      pipe.closeWriting()

      #expect(throws: PasswordReadError.tooLong(limit: TerminalPasswordReader.maximumLength)) {
        try TerminalPasswordReader(input: pipe.reading, promptOutput: -1).readFromStandardInput()
      }
    }

    @Test
    func failsToPromptWithoutATerminal() throws {
      let pipe = try #require(Pipe.make())
      defer { pipe.close() }

      #expect {
        try TerminalPasswordReader(input: pipe.reading, promptOutput: -1)
          .readFromTerminal(prompt: "Password: ")
      } throws: { error in
        guard case .failed = error as? PasswordReadError else { return false }
        return true
      }
    }

    // MARK: - Terminal

    @Test(arguments: [
      ("pax\u{7F}ss-wö\u{7F}ord\r", "pass-word"),
      ("wrong\u{15}right\n", "right"),
      ("日本\u{7F}語\r", "日語"),
    ])
    func readsALineWithoutEchoAndRestoresTheTerminal(keys: String, password: String) throws {
      let terminal = try #require(PseudoTerminal.open())
      defer { terminal.close() }
      let before = terminal.localFlags

      terminal.typeOnceEchoIsOff(keys)
      let read = try TerminalPasswordReader(input: terminal.slave, promptOutput: terminal.slave)
        .readFromTerminal(prompt: "Password: ")

      #expect(read == Password(password))
      #expect(terminal.localFlags == before)
      let shown = terminal.output()
      #expect(shown == "Password: \r\n")
    }

    @Test(arguments: ["abc\u{03}", "\u{04}"])
    func cancelsOnCtrlCOrAnEmptyCtrlDAndStillRestoresTheTerminal(keys: String) throws {
      let terminal = try #require(PseudoTerminal.open())
      defer { terminal.close() }
      let before = terminal.localFlags

      terminal.typeOnceEchoIsOff(keys)

      #expect(throws: PasswordReadError.cancelled) {
        try TerminalPasswordReader(input: terminal.slave, promptOutput: terminal.slave)
          .readFromTerminal(prompt: "Password: ")
      }
      #expect(terminal.localFlags == before)
      #expect(terminal.localFlags & tcflag_t(ECHO) != 0)
    }
  }

  /// A pipe's two ends. Each end is closed at most once: tests run in parallel, and closing a
  /// descriptor number twice could close another test's file that reused the number.
  private final class Pipe {
    let reading: Int32
    private(set) var writing: Int32?

    private init(reading: Int32, writing: Int32) {
      self.reading = reading
      self.writing = writing
    }

    static func make() -> Pipe? {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return nil }
      return Pipe(reading: ends[0], writing: ends[1])
    }

    func write(_ text: String) {
      guard let writing else { return }
      var bytes = Array(text.utf8)
      _ = bytes.withUnsafeMutableBytes { Glibc.write(writing, $0.baseAddress, $0.count) }
    }

    func closeWriting() {
      if let writing {
        _ = Glibc.close(writing)
        self.writing = nil
      }
    }

    func close() {
      closeWriting()
      _ = Glibc.close(reading)
    }
  }

  /// A pseudo-terminal: the reader uses `slave`; the test types and reads the screen on `master`.
  private struct PseudoTerminal: Sendable {
    let master: Int32
    let slave: Int32

    /// Opens a new pseudo-terminal; `nil` where the system has none.
    ///
    /// The Glibc module does not import `posix_openpt` and friends (they need `_XOPEN_SOURCE`),
    /// so they are looked up in the C library at run time.
    static func open() -> PseudoTerminal? {
      typealias Open = @convention(c) (Int32) -> Int32
      typealias Prepare = @convention(c) (Int32) -> Int32
      typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
      guard let openMaster = function("posix_openpt", as: Open.self),
        let grant = function("grantpt", as: Prepare.self),
        let unlock = function("unlockpt", as: Prepare.self),
        let name = function("ptsname_r", as: Name.self)
      else { return nil }
      let master = openMaster(O_RDWR | O_NOCTTY)
      guard master >= 0 else { return nil }
      var path = [CChar](repeating: 0, count: 128)
      guard grant(master) == 0, unlock(master) == 0, name(master, &path, path.count) == 0 else {
        _ = Glibc.close(master)
        return nil
      }
      let bytes = path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let slave = Glibc.open(String(decoding: bytes, as: UTF8.self), O_RDWR | O_NOCTTY)
      guard slave >= 0 else {
        _ = Glibc.close(master)
        return nil
      }
      return PseudoTerminal(master: master, slave: slave)
    }

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
      dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }

    var localFlags: tcflag_t {
      var settings = termios()
      _ = tcgetattr(slave, &settings)
      return settings.c_lflag
    }

    /// Types `keys` from another thread as soon as the reader has switched echo off; gives up
    /// after 30 seconds by typing Ctrl-C, so the reader fails instead of hanging. (It never
    /// closes a descriptor itself: the test's `close()` does that, exactly once.)
    func typeOnceEchoIsOff(_ keys: String) {
      let terminal = self
      let thread = Thread {
        for _ in 0..<30_000 {
          if terminal.localFlags & tcflag_t(ECHO) == 0 {
            var bytes = Array(keys.utf8)
            _ = bytes.withUnsafeMutableBytes {
              Glibc.write(terminal.master, $0.baseAddress, $0.count)
            }
            return
          }
          usleep(1_000)
        }
        var interrupt: [UInt8] = [0x03]
        _ = interrupt.withUnsafeMutableBytes {
          Glibc.write(terminal.master, $0.baseAddress, $0.count)
        }
      }
      thread.start()
    }

    /// What the terminal showed so far.
    func output() -> String {
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 256)
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      while poll(&descriptor, 1, 50) > 0 {
        let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        bytes += chunk[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    func close() {
      _ = Glibc.close(slave)
      _ = Glibc.close(master)
    }
  }
#endif
