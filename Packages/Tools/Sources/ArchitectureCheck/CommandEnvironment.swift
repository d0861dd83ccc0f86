/// The effects `archcheck` runs with: the live ones in `main`, fakes in tests.
public struct CommandEnvironment: Sendable {
  /// The file system.
  public var fileSystem: any FileSystem
  /// Dumps manifests on a cache miss (or always, with `--no-cache`).
  public var dumper: any ManifestDumping
  /// The absolute working directory, against which relative paths resolve.
  public var currentDirectory: String
  /// The environment variables (`NO_COLOR` is read).
  public var variables: [String: String]
  /// Whether standard output is a terminal (color is used only then).
  public var isTerminal: Bool
  /// Starts a stopwatch; the returned closure reads the time elapsed since the start.
  public var startClock: @Sendable () -> @Sendable () -> Duration

  /// Creates an environment.
  public init(
    fileSystem: any FileSystem,
    dumper: any ManifestDumping,
    currentDirectory: String,
    variables: [String: String] = [:],
    isTerminal: Bool = false,
    startClock: @escaping @Sendable () -> @Sendable () -> Duration
  ) {
    self.fileSystem = fileSystem
    self.dumper = dumper
    self.currentDirectory = currentDirectory
    self.variables = variables
    self.isTerminal = isTerminal
    self.startClock = startClock
  }
}
