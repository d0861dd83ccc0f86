/// A table of text laid out in aligned columns that fit a width.
///
/// When the natural layout is too wide, columns shrink from the last one backwards, each down to
/// its minimum; cut cells end in `…`. Cells must already be sanitized for the terminal.
package struct TextTable {
  /// One column.
  package struct Column {
    /// The header text.
    package let header: String
    /// The narrowest the column may become; a column whose values must stay whole (like ids)
    /// uses `Int.max`.
    package let minimumWidth: Int
    /// The widest it may become, or `nil` for no limit.
    package let maximumWidth: Int?

    /// Creates a column.
    package init(_ header: String, minimumWidth: Int = 1, maximumWidth: Int? = nil) {
      self.header = header
      self.minimumWidth = minimumWidth
      self.maximumWidth = maximumWidth
    }
  }

  /// The columns, left to right.
  package let columns: [Column]
  /// The cells, one array per row, in column order.
  package let rows: [[String]]

  private let gap = "  "

  /// Creates a table.
  package init(columns: [Column], rows: [[String]]) {
    self.columns = columns
    self.rows = rows
  }

  /// The header line and one line per row, at most `width` columns wide unless the columns'
  /// minimums add up to more. Lines carry no trailing spaces.
  package func lines(fittingWidth width: Int) -> (header: String, rows: [String]) {
    let widths = columnWidths(fitting: width)
    let header = line(columns.map(\.header), widths: widths)
    return (header, rows.map { line($0, widths: widths) })
  }

  private func columnWidths(fitting width: Int) -> [Int] {
    var widths = columns.enumerated().map { index, column in
      let content = rows.map { $0.indices.contains(index) ? $0[index].displayWidth : 0 }
      let natural = max(column.header.displayWidth, content.max() ?? 0)
      return max(1, min(natural, column.maximumWidth ?? natural))
    }
    var overflow = widths.reduce(0, +) + gap.count * max(0, columns.count - 1) - width
    for index in columns.indices.reversed() where overflow > 0 {
      let minimum = min(columns[index].minimumWidth, widths[index])
      let cut = min(overflow, widths[index] - minimum)
      widths[index] -= cut
      overflow -= cut
    }
    return widths
  }

  private func line(_ cells: [String], widths: [Int]) -> String {
    var parts: [String] = []
    for (index, width) in widths.enumerated() {
      let cell = cells.indices.contains(index) ? cells[index] : ""
      let truncated = cell.truncated(toDisplayWidth: width)
      parts.append(index == widths.count - 1 ? truncated : truncated.padded(toDisplayWidth: width))
    }
    var text = parts.joined(separator: gap)
    while text.last == " " {
      text.removeLast()
    }
    return text
  }
}
