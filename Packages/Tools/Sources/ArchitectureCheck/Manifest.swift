/// A package manifest of the repository.
public struct Manifest: Sendable, Equatable {
  /// The path of `Package.swift`, relative to the repository root.
  public var path: String
  /// The package's name.
  public var packageName: String
  /// The manifest's text.
  public var text: String

  /// Creates a manifest.
  public init(path: String, packageName: String, text: String) {
    self.path = path
    self.packageName = packageName
    self.text = text
  }
}
