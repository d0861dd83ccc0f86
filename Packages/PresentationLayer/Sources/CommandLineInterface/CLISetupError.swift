/// Why the app could not set itself up to run a command (an invalid setting, an unusable data
/// folder); shown as one `Error:` line, exit 78.
public struct CLISetupError: Error, Sendable, Equatable {
  /// What happened and what to do, in one line.
  public let message: String

  /// Creates the error.
  public init(message: String) {
    self.message = message
  }
}
