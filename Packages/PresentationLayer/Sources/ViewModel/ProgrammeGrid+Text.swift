extension ProgrammeGrid {
  /// The part of the grid `viewport` shows as lines of text, every one `width` columns wide
  /// (the time column plus the rooms in view): the room header, then one line per row in view.
  ///
  /// Each room's column starts with a separator, `│`, or `├` where a session's box starts;
  /// lanes of one room are separated by `┊`. The time column labels the rows on the quarter
  /// hour (every row at 15 and 30 minutes) and the now-line row with `nowTime`; the now-line's
  /// empty cells are drawn `─`. Every feed text is sanitised and fitted to its cell.
  ///
  /// - Parameter viewport: What is in view.
  public func textLines(in viewport: GridViewport) -> [String] {
    let columns = viewport.columns(in: self)
    let rows = viewport.rows(in: self)
    let width = viewport.columnWidth
    var header = String(repeating: " ", count: GridViewport.timeColumnWidth)
    for column in columns {
      header +=
        "│"
        + rooms[column].truncated(toDisplayWidth: width - 1).padded(
          toDisplayWidth: width - 1)
    }
    var lines = [header]
    lines.reserveCapacity(rows.count + 1)
    let cells = columns.map { cellTexts(ofColumn: $0, rows: rows, width: width) }
    for row in rows {
      var line = timeLabel(ofRow: row).padded(toDisplayWidth: GridViewport.timeColumnWidth)
      let fill = row == nowRow ? "─" : " "
      for (offset, column) in columns.enumerated() {
        let spans = laneSpans(ofColumn: column, width: width)
        var separator = "│"
        var text = ""
        for (lane, span) in spans.enumerated() {
          if lane > 0 { text += "┊" }
          if let cell = cells[offset][row]?[lane] {
            if cell.isFirst, lane == 0 { separator = "├" }
            text += cell.text.padded(toDisplayWidth: span.count)
          } else {
            text += String(repeating: fill, count: span.count)
          }
        }
        line += separator + text
      }
      lines.append(line)
    }
    return lines
  }

  /// The text of the time column for `row`: now's time on the now-line, else the row's start on
  /// the quarter hour, else nothing.
  public func timeLabel(ofRow row: Int) -> String {
    if row == nowRow { return nowTime }
    return minute(ofRow: row) % 15 == 0 ? time(ofRow: row) : ""
  }

  /// Where the lanes of `column` lie within its cell of `width` columns (the separator at 0
  /// excluded): offsets from the column's start, left to right, split evenly with one column
  /// between lanes, the last lane taking what is left over.
  ///
  /// - Parameters:
  ///   - column: The room's column.
  ///   - width: The column's width, separator included.
  public func laneSpans(ofColumn column: Int, width: Int) -> [Range<Int>] {
    let content = max(width - 1, 1)
    let count = min(lanes(ofColumn: column), content)
    let laneWidth = max((content - (count - 1)) / count, 1)
    return (0..<count).map { lane in
      let start = 1 + lane * (laneWidth + 1)
      return start..<(lane == count - 1 ? width : start + laneWidth)
    }
  }

  /// What each lane of `column` shows on each row in `rows`: a box's line of text, and whether
  /// the row is the box's first.
  private func cellTexts(
    ofColumn column: Int, rows: Range<Int>, width: Int
  ) -> [Int: [Int: (text: String, isFirst: Bool)]] {
    let spans = laneSpans(ofColumn: column, width: width)
    var cells: [Int: [Int: (text: String, isFirst: Bool)]] = [:]
    for box in boxes(inColumn: column) where box.rows.overlaps(rows) {
      guard spans.indices.contains(box.lane) else { continue }
      // A box that starts above the view shows its text from its first row in view.
      let start = max(box.firstRow, rows.lowerBound)
      let end = min(box.rows.upperBound, rows.upperBound)
      let texts = box.lines(width: spans[box.lane].count, height: end - start)
      for row in start..<end {
        let index = row - start
        cells[row, default: [:]][box.lane] = (
          index < texts.count ? texts[index] : "", row == box.firstRow
        )
      }
    }
    return cells
  }
}
