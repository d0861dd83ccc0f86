import Domain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the password from standard input (file descriptor 0 unless told otherwise).
///
/// On a terminal it switches off echo, line editing and signal keys with termios, reads the
/// line itself (handling Backspace, Ctrl-U, Ctrl-C and Ctrl-D), and restores the terminal's
/// settings before returning or throwing; since Ctrl-C is read as a key rather than delivered
/// as a signal, the process is never left with echo off. The email address is read as the
/// terminal delivers the line, echo on and settings untouched. Prompts go to standard error.
public struct TerminalPasswordReader: PasswordReader {
  /// The most bytes read as a password.
  public static let maximumLength = 4_096

  private let input: Int32
  private let promptOutput: Int32

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - input: The file descriptor to read from; standard input by default.
  ///   - promptOutput: The file descriptor the prompt goes to; standard error by default.
  public init(input: Int32 = 0, promptOutput: Int32 = 2) {
    self.input = input
    self.promptOutput = promptOutput
  }

  /// Reads all of standard input; see `PasswordReader`.
  public func readFromStandardInput() throws(PasswordReadError) -> Password {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1_024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw .failed(reason: Self.systemError())
      }
      bytes += chunk[0..<count]
      guard bytes.count <= Self.maximumLength + 2 else {
        throw .tooLong(limit: Self.maximumLength)
      }
    }
    while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
      bytes.removeLast()
    }
    guard bytes.count <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
    return Password(String(decoding: bytes, as: UTF8.self))
  }

  /// Prompts and reads one line without echo; see `PasswordReader`.
  public func readFromTerminal(prompt: String) throws(PasswordReadError) -> Password {
    var original = termios()
    guard tcgetattr(input, &original) == 0 else { throw .failed(reason: Self.systemError()) }
    var quiet = original
    quiet.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    writePrompt(prompt)
    guard tcsetattr(input, TCSAFLUSH, &quiet) == 0 else {
      throw .failed(reason: Self.systemError())
    }
    defer {
      _ = tcsetattr(input, TCSAFLUSH, &original)
      writePrompt("\n")
    }
    return Password(String(decoding: try readLine(), as: UTF8.self))
  }

  /// Prompts and reads one line as the terminal delivers it, echo on; see `PasswordReader`.
  public func readVisibleLine(prompt: String) throws(PasswordReadError) -> String {
    guard isatty(input) == 1 else {
      throw .failed(reason: "standard input is not a terminal")
    }
    writePrompt(prompt)
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(input, &byte, 1)
      if count < 0 {
        if errno == EINTR { continue }
        throw .failed(reason: Self.systemError())
      }
      if count == 0 {
        guard !line.isEmpty else {
          writePrompt("\n")
          throw .cancelled
        }
        break
      }
      if byte == UInt8(ascii: "\n") {
        break
      }
      guard line.count < Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
      line.append(byte)
    }
    if line.last == UInt8(ascii: "\r") {
      line.removeLast()
    }
    return String(decoding: line, as: UTF8.self)
  }

  /// Reads keys up to Return, editing the line as a terminal would.
  private func readLine() throws(PasswordReadError) -> [UInt8] {
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(input, &byte, 1)
      if count < 0 {
        if errno == EINTR { continue }
        throw .failed(reason: Self.systemError())
      }
      if count == 0 {
        guard !line.isEmpty else { throw .cancelled }
        return line
      }
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        return line
      case 0x03:  // Ctrl-C
        throw .cancelled
      case 0x04:  // Ctrl-D
        guard !line.isEmpty else { throw .cancelled }
        return line
      case 0x7F, 0x08:  // Backspace: drop the last UTF-8 sequence.
        while let last = line.popLast(), last & 0xC0 == 0x80 {}
      case 0x15:  // Ctrl-U
        line.removeAll()
      default:
        guard line.count < Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
        line.append(byte)
      }
    }
  }

  private func writePrompt(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(promptOutput, $0.baseAddress, $0.count) }
  }

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }
}
