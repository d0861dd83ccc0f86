/// One layer of the architecture: a name and the rows of the modules in it.
public struct Layer: Sendable, Equatable {
  /// The layer's name, such as `domain`.
  public var name: String
  /// The modules in the layer, sorted by name, each with what it may import.
  public var modules: [ModuleEntry]

  /// Creates a layer; `modules` are sorted by name.
  public init(name: String, modules: [ModuleEntry]) {
    self.name = name
    self.modules = modules.sorted { $0.name < $1.name }
  }

  /// The names of the modules in the layer, sorted.
  public var moduleNames: [String] {
    modules.map(\.name)
  }
}
