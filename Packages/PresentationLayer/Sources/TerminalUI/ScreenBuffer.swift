import ViewModel

/// A frame: a grid of cells that screens draw into and `FrameRenderer` sends to the terminal.
///
/// Drawing never fails and never goes out of bounds: text is clipped at the edge (or the width
/// given), and a wide character that does not fit is replaced by a space. Text is shown as the
/// line commands show it (`sanitizedForTerminal()`): tabs and line breaks become spaces,
/// controls and bidirectional controls `�`, and format characters nothing; each character
/// takes the cells its `displayWidth` says. With `usesColor` off (`NO_COLOR`), colors are dropped as cells are
/// written; bold, dim, underline and inverse remain.
public struct ScreenBuffer: Sendable, Equatable {
  /// The size of the grid.
  public let size: TerminalSize
  /// Whether colors are kept.
  public let usesColor: Bool
  private var cells: [Cell]

  /// Creates a blank frame of `size`.
  public init(size: TerminalSize, usesColor: Bool = true) {
    self.size = size
    self.usesColor = usesColor
    cells = Array(repeating: .blank, count: size.columns * size.rows)
  }

  /// The cell at `row` and `column` (from 0); a blank cell outside the grid.
  public subscript(row: Int, column: Int) -> Cell {
    guard contains(row: row, column: column) else { return .blank }
    return cells[row * size.columns + column]
  }

  /// Writes `text` from `row` and `column` in `style`, clipped to `width` columns (by default
  /// up to the right edge).
  ///
  /// - Returns: The number of columns written.
  @discardableResult
  public mutating func write(
    _ text: String, row: Int, column: Int, style: CellStyle = .plain, width: Int? = nil
  ) -> Int {
    guard row >= 0, row < size.rows, column >= 0 else { return 0 }
    let end = min(size.columns, column + (width ?? size.columns))
    let style = usesColor ? style : style.withoutColor
    var position = column
    for character in text.sanitizedForTerminal() {
      let cellWidth = character.displayWidth
      guard cellWidth > 0 else { continue }
      guard position + cellWidth <= end else {
        if position < end { set(Cell(" ", style: style), row: row, column: position) }
        position = end
        break
      }
      set(Cell(character, style: style), row: row, column: position)
      if cellWidth == 2 {
        set(Cell(" ", style: style, isContinuation: true), row: row, column: position + 1)
      }
      position += cellWidth
    }
    return position - column
  }

  /// Sets the style of `width` cells of `row` from `column` (by default the whole row), keeping
  /// their characters: a highlighted line.
  public mutating func applyStyle(
    _ style: CellStyle, row: Int, column: Int = 0, width: Int? = nil
  ) {
    guard row >= 0, row < size.rows else { return }
    let style = usesColor ? style : style.withoutColor
    let end = min(size.columns, column + (width ?? size.columns))
    for index in max(column, 0)..<max(end, max(column, 0)) {
      cells[row * size.columns + index].style = style
    }
  }

  /// Blanks every cell.
  public mutating func clear() {
    cells = Array(repeating: .blank, count: cells.count)
  }

  /// The text of each row, trailing spaces removed: what a person reads, for tests and
  /// plain-text output.
  public var lines: [String] {
    (0..<size.rows).map { row in
      var line = ""
      for column in 0..<size.columns where !self[row, column].isContinuation {
        line.append(self[row, column].character)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  private func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < size.rows && column >= 0 && column < size.columns
  }

  private mutating func set(_ cell: Cell, row: Int, column: Int) {
    let index = row * size.columns + column
    // Overwriting half of a wide character blanks its other half.
    if cells[index].isContinuation, column > 0, !cell.isContinuation {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    let isWideStart = !cell.isContinuation && cell.character.displayWidth == 2
    if column + 1 < size.columns, cells[index + 1].isContinuation, !isWideStart {
      cells[index + 1] = Cell(" ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }
}
