/// Something outside the rules failed: a file could not be read, `swift package` failed.
///
/// Maps to exit code 3.
public struct ToolFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What failed and how to recover.
  public var message: String

  /// Creates a failure with a message that says what failed and what to do.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
