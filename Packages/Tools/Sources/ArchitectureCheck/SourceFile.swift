/// A Swift file compiled into a module, with the imports it declares.
public struct SourceFile: Sendable, Equatable {
  /// The path relative to the repository root.
  public var path: String
  /// The target the file belongs to.
  public var module: String
  /// The import declarations, in source order.
  public var imports: [ImportDeclaration]

  /// Creates a source file.
  public init(path: String, module: String, imports: [ImportDeclaration]) {
    self.path = path
    self.module = module
    self.imports = imports
  }
}
