/// Turns frames into the bytes that bring the terminal from the last frame to the next.
///
/// The first frame (and the first after `invalidate()` or a size change) clears the screen and
/// writes every row; later frames write only the runs of cells that changed, each after one
/// cursor move, with one SGR sequence wherever the style changes. Short unchanged gaps inside a
/// run are written again when that is shorter than moving the cursor over them.
///
/// Terminals disagree about the width of some characters (emoji newer than their tables, joined
/// emoji sequences, East Asian "ambiguous" ones), so nothing after a character beyond ASCII
/// relies on where the terminal left the cursor: its cells are erased first (ECH), and the next
/// cell is written after an explicit cursor move. A disagreement can then cut that one character
/// short, but never shift the rest of the row or leave an earlier frame's cells on screen.
public struct FrameRenderer: Sendable {
  private var previous: ScreenBuffer?

  /// Creates a renderer that has drawn nothing yet.
  public init() {}

  /// Forgets the last frame, so the next one is drawn in full (after the terminal was resized,
  /// or came back from the background and may show anything).
  public mutating func invalidate() {
    previous = nil
  }

  /// The escape sequences and text that draw `frame` over the last one; empty when nothing
  /// changed.
  public mutating func render(_ frame: ScreenBuffer) -> String {
    var output = ""
    var style = CellStyle.plain
    if let previous, previous.size == frame.size {
      for row in 0..<frame.size.rows {
        for run in changedRuns(in: row, from: previous, to: frame) {
          output += "\u{1B}[\(row + 1);\(run.lowerBound + 1)H"
          write(frame, row: row, columns: run, into: &output, style: &style)
        }
      }
    } else {
      output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
      for row in 0..<frame.size.rows {
        let columns = 0..<frame.size.columns
        guard columns.contains(where: { frame[row, $0] != .blank }) else { continue }
        let last = columns.last { frame[row, $0] != .blank } ?? 0
        output += "\u{1B}[\(row + 1);1H"
        write(frame, row: row, columns: 0..<(last + 1), into: &output, style: &style)
      }
    }
    if style != .plain {
      output += "\u{1B}[0m"
    }
    previous = frame
    return output
  }

  /// The column ranges of `row` to write: the changed cells, grown to whole wide characters,
  /// with gaps of up to `mergedGap` unchanged cells written rather than skipped.
  ///
  /// After a character beyond ASCII, the cells a terminal could still cover with it (two per
  /// Unicode scalar, as one that shows a joined emoji as its parts does) are written again too,
  /// so what it spilled over them is put right.
  private func changedRuns(in row: Int, from old: ScreenBuffer, to new: ScreenBuffer)
    -> [Range<Int>]
  {
    let mergedGap = 4
    let columns = new.size.columns
    let changed = (0..<columns).map { old[row, $0] != new[row, $0] }
    var isWritten = changed
    for column in 1..<max(columns, 1) where changed[column] {
      if new[row, column].isContinuation || old[row, column].isContinuation {
        isWritten[column - 1] = true
      }
    }
    for column in 0..<columns where isWritten[column] {
      let cell = new[row, column]
      if column + 1 < columns, new[row, column + 1].isContinuation {
        isWritten[column + 1] = true
      }
      guard !cell.isContinuation, cell.character.asciiValue == nil else { continue }
      let reach = min(column + 2 * cell.character.unicodeScalars.count, columns)
      for spilled in column..<reach { isWritten[spilled] = true }
    }
    var runs: [Range<Int>] = []
    var start: Int?
    var end = 0
    for column in 0..<columns where isWritten[column] {
      if let current = start, column - end > mergedGap {
        runs.append(current..<end)
        start = column
      } else if start == nil {
        start = column
      }
      end = column + 1
    }
    if let start { runs.append(start..<end) }
    return runs
  }

  private func write(
    _ frame: ScreenBuffer, row: Int, columns: Range<Int>, into output: inout String,
    style: inout CellStyle
  ) {
    var isCursorUncertain = false
    for column in columns {
      let cell = frame[row, column]
      if cell.isContinuation { continue }
      if isCursorUncertain {
        output += "\u{1B}[\(row + 1);\(column + 1)H"
        isCursorUncertain = false
      }
      if cell.style != style {
        output += "\u{1B}[" + (["0"] + cell.style.parameters).joined(separator: ";") + "m"
        style = cell.style
      }
      if cell.character.asciiValue == nil {
        let width = frame[row, column + 1].isContinuation ? 2 : 1
        output += "\u{1B}[\(width)X"
        isCursorUncertain = true
      }
      output.append(cell.character)
    }
  }
}
