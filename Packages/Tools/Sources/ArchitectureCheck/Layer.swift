/// One layer of the architecture: a name and the modules in it.
public struct Layer: Sendable, Equatable {
  /// The layer's name, such as `domain`.
  public var name: String
  /// The modules (target names) in the layer.
  public var modules: [String]

  /// Creates a layer.
  public init(name: String, modules: [String]) {
    self.name = name
    self.modules = modules
  }
}
