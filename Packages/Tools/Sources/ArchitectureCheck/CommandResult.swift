/// What a run of ``ArchCheckCommand`` produced.
public struct CommandResult: Sendable, Equatable {
  /// The process exit code.
  public var exitCode: ExitCode
  /// Text for standard output.
  public var standardOutput: String
  /// Text for standard error.
  public var standardError: String

  /// Creates a result.
  public init(exitCode: ExitCode, standardOutput: String = "", standardError: String = "") {
    self.exitCode = exitCode
    self.standardOutput = standardOutput
    self.standardError = standardError
  }
}
