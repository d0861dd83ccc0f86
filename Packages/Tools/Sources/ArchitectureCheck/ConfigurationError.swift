/// The rules file, the command line or the repository layout is invalid; the check cannot run.
///
/// Maps to exit code 2.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong and how to fix it.
  public var message: String

  /// Creates an error with a message that says what is wrong and what to do.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
