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
      #expect(terminal.output { $0.hasSuffix("\r\n") } == "Password: \r\n")
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

    // MARK: - A visible line

    @Test
    func readsAVisibleLineAsTheTerminalEditsIt() throws {
      let terminal = try #require(PseudoTerminal.open())
      defer { terminal.close() }
      let before = terminal.localFlags

      terminal.type("ada@exampel\u{7F}\u{7F}le.com\n")
      let line = try TerminalPasswordReader(input: terminal.slave, promptOutput: terminal.slave)
        .readVisibleLine(prompt: "Email address: ")

      #expect(line == "ada@example.com")
      #expect(terminal.localFlags == before)
      #expect(terminal.output { $0.contains("Email address: ") }.contains("Email address: "))
    }

    @Test
    func cancelsAVisibleLineOnAnEmptyCtrlD() throws {
      let terminal = try #require(PseudoTerminal.open())
      defer { terminal.close() }

      terminal.type("\u{04}")

      #expect(throws: PasswordReadError.cancelled) {
        try TerminalPasswordReader(input: terminal.slave, promptOutput: terminal.slave)
          .readVisibleLine(prompt: "Email address: ")
      }
    }

    @Test
    func refusesToAskForAVisibleLineWithoutATerminal() throws {
      let pipe = try #require(Pipe.make())
      defer { pipe.close() }
      pipe.write("ada@example.com\n")

      #expect(throws: PasswordReadError.failed(reason: "standard input is not a terminal")) {
        try TerminalPasswordReader(input: pipe.reading, promptOutput: -1)
          .readVisibleLine(prompt: "Email address: ")
      }
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

#endif
