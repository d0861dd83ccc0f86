/// What the command line needs from the app: the version and its features.
///
/// The composition root builds one `CommandLineFeature` per feature (programme, account, ...)
/// and lists them here; `conf --help` shows their commands in that order. Adding a feature
/// appends to `features`; adding a use case changes only its feature's factory.
public struct CLIDependencies: Sendable {
  /// The version `conf --version` prints, for example `1.0.0`.
  public var version: String
  /// The features whose commands `conf` offers, in the order help lists them.
  public var features: [CommandLineFeature]

  /// Creates the dependencies.
  public init(version: String, features: [CommandLineFeature]) {
    self.version = version
    self.features = features
  }
}
