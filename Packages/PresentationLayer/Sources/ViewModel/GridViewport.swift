/// Which part of a `ProgrammeGrid` is in view, and the cell the cursor is on.
///
/// The time column and the room header row are always shown; `firstColumn` and `firstRow` say
/// where the rest starts. Every move keeps the cursor inside the grid and in view, scrolling a
/// column or a row at a time (a page at a time for page moves).
public struct GridViewport: Sendable, Equatable {
  /// The width of the time column on the left, separator included (`14:10 `).
  public static let timeColumnWidth = 6
  /// The narrowest a room's column gets (its separator included) while more rooms wait to the
  /// right.
  public static let minimumColumnWidth = 16

  /// The cursor's column (a room's index).
  public private(set) var column: Int
  /// The cursor's row.
  public private(set) var row: Int
  /// The leftmost room in view.
  public private(set) var firstColumn: Int
  /// The topmost row in view.
  public private(set) var firstRow: Int
  /// How many rooms are in view.
  public private(set) var visibleColumns: Int
  /// How many rows are in view (below the room header).
  public private(set) var visibleRows: Int
  /// The width of each room's column in view, its one-column separator included.
  public private(set) var columnWidth: Int

  /// A viewport of `width` by `height` terminal cells (the header row included) over `grid`,
  /// with the cursor at `column` and `row` (kept within the grid) and as near the top-left as
  /// keeps it in view.
  ///
  /// - Parameters:
  ///   - grid: The grid shown.
  ///   - width: The columns available, the time column included.
  ///   - height: The rows available, the room header included.
  ///   - column: The cursor's column.
  ///   - row: The cursor's row.
  public init(grid: ProgrammeGrid, width: Int, height: Int, column: Int = 0, row: Int = 0) {
    self.column = 0
    self.row = 0
    firstColumn = 0
    firstRow = 0
    visibleColumns = 1
    visibleRows = 1
    columnWidth = Self.minimumColumnWidth
    resize(grid: grid, width: width, height: height)
    move(to: column, row: row, in: grid)
  }

  /// The same cursor over `grid` laid out again for `width` by `height` cells (a resize, a new
  /// zoom or day): the cursor is kept within the grid and in view.
  ///
  /// - Parameters:
  ///   - grid: The grid shown.
  ///   - width: The columns available, the time column included.
  ///   - height: The rows available, the room header included.
  public mutating func resize(grid: ProgrammeGrid, width: Int, height: Int) {
    let available = max(width - Self.timeColumnWidth, 1)
    let rooms = max(grid.rooms.count, 1)
    visibleColumns = max(min(available / Self.minimumColumnWidth, rooms), 1)
    columnWidth = max(available / visibleColumns, 2)
    visibleRows = max(height - 1, 1)
    move(to: column, row: row, in: grid)
  }

  /// The columns in view, as indices of `grid.rooms`.
  public func columns(in grid: ProgrammeGrid) -> Range<Int> {
    firstColumn..<min(firstColumn + visibleColumns, max(grid.rooms.count, firstColumn))
  }

  /// The rows in view.
  public func rows(in grid: ProgrammeGrid) -> Range<Int> {
    firstRow..<min(firstRow + visibleRows, grid.rowCount)
  }

  /// Moves the cursor by `columns` and `rows` (negative moves left and up), stopping at the
  /// grid's edges, and scrolls just enough to keep it in view.
  ///
  /// - Parameters:
  ///   - columns: Columns to move; `visibleColumns` for a page.
  ///   - rows: Rows to move; `visibleRows` for a page.
  ///   - grid: The grid shown.
  public mutating func move(columns: Int = 0, rows: Int = 0, in grid: ProgrammeGrid) {
    move(to: column + columns, row: row + rows, in: grid)
  }

  /// Puts the cursor on `column` and `row` (kept within the grid), scrolling just enough to
  /// keep it in view.
  ///
  /// - Parameters:
  ///   - column: The column to move to.
  ///   - row: The row to move to.
  ///   - grid: The grid shown.
  public mutating func move(to column: Int, row: Int, in grid: ProgrammeGrid) {
    self.column = min(max(column, 0), max(grid.rooms.count - 1, 0))
    self.row = min(max(row, 0), max(grid.rowCount - 1, 0))
    let lastFirstColumn = max(grid.rooms.count - visibleColumns, 0)
    if self.column < firstColumn { firstColumn = self.column }
    if self.column >= firstColumn + visibleColumns {
      firstColumn = self.column - visibleColumns + 1
    }
    firstColumn = min(max(firstColumn, 0), lastFirstColumn)
    let lastFirstRow = max(grid.rowCount - visibleRows, 0)
    if self.row < firstRow { firstRow = self.row }
    if self.row >= firstRow + visibleRows { firstRow = self.row - visibleRows + 1 }
    firstRow = min(max(firstRow, 0), lastFirstRow)
  }

  /// Puts the cursor on `row` in its column and scrolls so the row is the second in view (the
  /// one before it shows what came just before), as far as the grid allows: jumping to now or
  /// to a time.
  ///
  /// - Parameters:
  ///   - row: The row to show.
  ///   - grid: The grid shown.
  public mutating func show(row: Int, in grid: ProgrammeGrid) {
    firstRow = min(max(row - 1, 0), max(grid.rowCount - visibleRows, 0))
    move(to: column, row: row, in: grid)
  }

  /// Scrolls so `row` is the first in view (as far as the grid allows), the cursor moved into
  /// view: a grid printed from a time.
  ///
  /// - Parameters:
  ///   - row: The row to show first.
  ///   - grid: The grid shown.
  public mutating func scroll(toFirstRow row: Int, in grid: ProgrammeGrid) {
    firstRow = min(max(row, 0), max(grid.rowCount - visibleRows, 0))
    move(to: column, row: min(max(self.row, firstRow), firstRow + visibleRows - 1), in: grid)
  }

  /// Puts the cursor on `column`, scrolled so the column is the first in view as far as the
  /// grid allows: choosing a room.
  ///
  /// - Parameters:
  ///   - column: The column to show.
  ///   - grid: The grid shown.
  public mutating func show(column: Int, in grid: ProgrammeGrid) {
    firstColumn = min(max(column, 0), max(grid.rooms.count - visibleColumns, 0))
    move(to: column, row: row, in: grid)
  }
}
