/// One module's row of the layer table: what it may import and what it holds.
public struct ModuleEntry: Sendable, Equatable {
  /// The module (target) name.
  public var name: String
  /// The selectors of what the module may import, in the order the rules file lists them.
  public var mayImport: [String]
  /// What the module holds, in a few words (the "holds" column of the generated table).
  public var holds: String?
  /// Where the row is written in the rules file.
  public var location: SourceLocation

  /// Creates a row.
  public init(
    _ name: String,
    mayImport: [String] = [],
    holds: String? = nil,
    location: SourceLocation = SourceLocation(path: "architecture-rules.json", line: 1, column: 1)
  ) {
    self.name = name
    self.mayImport = mayImport
    self.holds = holds
    self.location = location
  }
}
