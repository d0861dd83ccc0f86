/// A position in a file of the checked repository.
public struct SourceLocation: Sendable, Equatable, Hashable, Comparable {
  /// The file path relative to the repository root, with `/` separators.
  public var path: String
  /// The one-based line.
  public var line: Int
  /// The one-based UTF-8 column.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// Orders locations by path, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }

  /// The compiler-style `path:line:column` form.
  public var description: String {
    "\(path):\(line):\(column)"
  }
}
