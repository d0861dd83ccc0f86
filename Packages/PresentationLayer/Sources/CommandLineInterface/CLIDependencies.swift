/// What the command line needs from the app: the version, its features, and how to set up.
///
/// The composition root builds one `CommandLineFeature` per feature (programme, account, ...)
/// and lists them here; `conf --help` shows their commands in that order. Adding a feature
/// appends to `features`; adding a use case changes only its feature's factory.
public struct CLIDependencies: Sendable {
  /// The version `conf --version` prints, for example `1.0.0`.
  public var version: String
  /// The features whose commands `conf` offers, in the order help lists them.
  public var features: [CommandLineFeature]
  /// Sets the app up (reads settings, prepares folders); called once a command line has been
  /// parsed and before its command runs, never for help, `--version` or a usage error.
  public var prepare: @Sendable () throws(CLISetupError) -> Void

  /// Creates the dependencies.
  ///
  /// - Parameter prepare: Sets the app up before a command runs; does nothing by default.
  public init(
    version: String, features: [CommandLineFeature],
    prepare: @escaping @Sendable () throws(CLISetupError) -> Void = {}
  ) {
    self.version = version
    self.features = features
    self.prepare = prepare
  }
}
