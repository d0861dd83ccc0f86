/// The size of a terminal in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// Columns (the width).
  public var columns: Int
  /// Rows (the height).
  public var rows: Int

  /// Creates a size; negative values count as 0.
  public init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
  }

  /// Whether the screen is narrow enough for the compact layout: fewer than 60 columns.
  public var isCompact: Bool {
    columns < 60
  }

  /// The size as `COLUMNSxROWS`, for example `80x24`.
  public var description: String {
    "\(columns)x\(rows)"
  }
}
