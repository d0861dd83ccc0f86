/// Everything the checker knows about the repository: manifests, targets and their imports.
public struct ModuleGraph: Sendable, Equatable {
  /// The manifests, sorted by path.
  public var manifests: [Manifest]
  /// The targets of every manifest, sorted by name.
  public var modules: [Module]
  /// The Swift files of every target, sorted by path.
  public var sourceFiles: [SourceFile]

  private var modulesByName: [String: Int]
  private var modulesByImportName: [String: Int]

  /// Creates a graph; `modules` must have unique names.
  public init(manifests: [Manifest], modules: [Module], sourceFiles: [SourceFile]) {
    self.manifests = manifests.sorted { $0.path < $1.path }
    self.modules = modules.sorted { $0.name < $1.name }
    self.sourceFiles = sourceFiles.sorted { $0.path < $1.path }
    var byName: [String: Int] = [:]
    var byImportName: [String: Int] = [:]
    for (index, module) in self.modules.enumerated() {
      byName[module.name] = index
      byImportName[module.moduleName] = index
    }
    modulesByName = byName
    modulesByImportName = byImportName
  }

  /// The target called `name`.
  public func module(named name: String) -> Module? {
    modulesByName[name].map { modules[$0] }
  }

  /// The target that `import name` refers to, or `nil` for a module from outside the repository.
  public func module(importedAs name: String) -> Module? {
    modulesByImportName[name].map { modules[$0] }
  }
}
