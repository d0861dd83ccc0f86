/// A target of a package in the repository, with its declared dependencies and its sources.
public struct Module: Sendable, Equatable {
  /// The kind of target, as `dump-package` names it.
  public enum Kind: String, Sendable, Equatable {
    /// `.target`.
    case library = "regular"
    /// `.executableTarget`.
    case executable
    /// `.testTarget`.
    case test
    /// `.systemLibrary`.
    case system
    /// `.plugin`.
    case plugin
    /// `.macro`.
    case macro
    /// `.binaryTarget`.
    case binary
  }

  /// The target name, as written in the manifest (`conf-server`).
  public var name: String
  /// The name other code imports it by (`conf_server`).
  public var moduleName: String
  /// The kind of target.
  public var kind: Kind
  /// The name of the package that declares it.
  public var packageName: String
  /// The manifest that declares it, relative to the repository root.
  public var manifestPath: String
  /// The position of the target's declaration in its manifest.
  public var location: SourceLocation
  /// The target's source directory, relative to the repository root.
  public var directory: String
  /// The Swift files compiled into the target, relative to the repository root, sorted.
  public var sourceFiles: [String]
  /// The declared dependencies, in manifest order.
  public var dependencies: [ModuleDependency]
  /// The Swift language mode set in the target's settings (`"6"`), if any.
  public var languageMode: String?
  /// The upcoming features enabled in the target's settings.
  public var upcomingFeatures: [String]

  /// Creates a module.
  public init(
    name: String,
    moduleName: String,
    kind: Kind,
    packageName: String,
    manifestPath: String,
    location: SourceLocation,
    directory: String,
    sourceFiles: [String] = [],
    dependencies: [ModuleDependency] = [],
    languageMode: String? = nil,
    upcomingFeatures: [String] = []
  ) {
    self.name = name
    self.moduleName = moduleName
    self.kind = kind
    self.packageName = packageName
    self.manifestPath = manifestPath
    self.location = location
    self.directory = directory
    self.sourceFiles = sourceFiles
    self.dependencies = dependencies
    self.languageMode = languageMode
    self.upcomingFeatures = upcomingFeatures
  }

  /// Whether this is a test target.
  public var isTest: Bool { kind == .test }

  /// The module names this target may import because it declares them (directly).
  public var declaredModules: Set<String> {
    Set(dependencies.flatMap(\.modules))
  }

  /// The import name SwiftPM derives from a target name: characters that cannot appear in an
  /// identifier become `_`, and a leading digit gets a `_` prefix.
  public static func moduleName(forTarget name: String) -> String {
    var result = String(
      name.map { character -> Character in
        character.isLetter || character.isNumber || character == "_" ? character : "_"
      })
    if let first = result.first, first.isNumber {
      result = "_" + result
    }
    return result
  }
}
