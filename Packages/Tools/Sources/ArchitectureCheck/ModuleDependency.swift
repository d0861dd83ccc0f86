/// One entry of a target's `dependencies` in its manifest.
public struct ModuleDependency: Sendable, Equatable {
  /// The name as declared: a target name, or a product name.
  public var name: String
  /// The package named in `.product(name:package:)`, if any.
  public var package: String?
  /// The repository targets this dependency makes importable (a product's targets); empty when
  /// it comes from outside the repository.
  public var modules: [String]
  /// The dependency's condition (`platforms: linux`), if any.
  public var condition: String?
  /// Where the dependency is written in the manifest.
  public var location: SourceLocation

  /// Creates a dependency.
  public init(
    name: String,
    package: String? = nil,
    modules: [String],
    condition: String? = nil,
    location: SourceLocation
  ) {
    self.name = name
    self.package = package
    self.modules = modules
    self.condition = condition
    self.location = location
  }
}
