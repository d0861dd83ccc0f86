public import Domain

/// Reads what `conf login` asks for: the password, from standard input or from the terminal
/// without echo, and the email address, from the terminal as typed.
///
/// An effect behind a protocol: the process uses `TerminalPasswordReader`; tests use a fake.
/// Implementations never put the password in an error.
public protocol PasswordReader: Sendable {
  /// Reads all of standard input as the password, without its final line break.
  ///
  /// - Throws: `PasswordReadError` when standard input cannot be read or is too long.
  func readFromStandardInput() throws(PasswordReadError) -> Password

  /// Writes `prompt`, reads one line from the terminal on standard input without echoing it,
  /// and puts the terminal back as it was, whatever happens.
  ///
  /// - Throws: `.cancelled` for Ctrl-C, or Ctrl-D on an empty line; `PasswordReadError` when
  ///   the terminal cannot be read.
  func readFromTerminal(prompt: String) throws(PasswordReadError) -> Password

  /// Writes `prompt`, reads one line from the terminal on standard input with echo on (what is
  /// typed shows, and the terminal edits the line), and returns it without its line break.
  ///
  /// - Throws: `.cancelled` for Ctrl-D on an empty line (Ctrl-C interrupts the process as
  ///   usual: nothing needs restoring); `PasswordReadError` when the terminal cannot be read or
  ///   the line is too long.
  func readVisibleLine(prompt: String) throws(PasswordReadError) -> String
}
