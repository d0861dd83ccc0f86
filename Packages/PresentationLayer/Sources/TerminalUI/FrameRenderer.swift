/// Turns frames into the bytes that bring the terminal from the last frame to the next.
///
/// The first frame (and the first after `invalidate()` or a size change) clears the screen and
/// writes every row; later frames write only the runs of cells that changed, each after one
/// cursor move, with one SGR sequence wherever the style changes. Short unchanged gaps inside a
/// run are written again when that is shorter than moving the cursor over them.
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
  private func changedRuns(in row: Int, from old: ScreenBuffer, to new: ScreenBuffer)
    -> [Range<Int>]
  {
    let mergedGap = 4
    var runs: [Range<Int>] = []
    var start: Int?
    var end = 0
    for column in 0..<new.size.columns where old[row, column] != new[row, column] {
      var first = column
      if new[row, first].isContinuation || old[row, first].isContinuation { first -= 1 }
      if let current = start, first - end <= mergedGap {
        start = current
      } else {
        if let current = start { runs.append(current..<end) }
        start = max(first, 0)
      }
      end = min(column + 1, new.size.columns)
      if column + 1 < new.size.columns, new[row, column + 1].isContinuation {
        end = column + 2
      }
    }
    if let start { runs.append(start..<end) }
    return runs
  }

  private func write(
    _ frame: ScreenBuffer, row: Int, columns: Range<Int>, into output: inout String,
    style: inout CellStyle
  ) {
    for column in columns {
      let cell = frame[row, column]
      if cell.isContinuation { continue }
      if cell.style != style {
        output += "\u{1B}[" + (["0"] + cell.style.parameters).joined(separator: ";") + "m"
        style = cell.style
      }
      output.append(cell.character)
    }
  }
}
