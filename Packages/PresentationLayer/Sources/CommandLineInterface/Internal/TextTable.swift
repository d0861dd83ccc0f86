import ViewModel

/// A table of text laid out in aligned columns that fit a width.
///
/// Cells are shown as `sanitizedForTerminal()` shows them and measured with `displayWidth`.
/// No column but the last is wider than `widestColumn`, whatever its cells, so one long field
/// cannot push the others off the line. When the natural layout is too wide, columns shrink
/// from the last one backwards, each down to its minimum; cut cells end in `…`. Optional
/// columns (a room, what matched) are left out, right-most first, while keeping them would cut
/// the last column (the title) below `roomForLastColumn` columns.
package struct TextTable {
  /// One column.
  package struct Column {
    /// The header text.
    package let header: String
    /// The narrowest the column may become; a column whose values must stay whole (like ids)
    /// uses `Int.max`, and is still cut at `widestColumn`.
    package let minimumWidth: Int
    /// The widest it may become, or `nil` for no limit.
    package let maximumWidth: Int?
    /// Whether the column is left out when there is no room for it.
    package let isOptional: Bool

    /// Creates a column.
    package init(
      _ header: String, minimumWidth: Int = 1, maximumWidth: Int? = nil, isOptional: Bool = false
    ) {
      self.header = header
      self.minimumWidth = minimumWidth
      self.maximumWidth = maximumWidth
      self.isOptional = isOptional
    }
  }

  /// How wide the last column must stay (or its natural width, when narrower) for optional
  /// columns to be kept.
  package static let roomForLastColumn = 20

  /// The widest any column but the last may become: a longer cell (a 5,000-character id or
  /// room) is cut with `…` rather than widen every row.
  package static let widestColumn = 40

  /// The columns, left to right.
  package let columns: [Column]
  /// The cells, one array per row, in column order.
  package let rows: [[String]]

  private let gap = "  "

  /// Creates a table; the cells are shown as `sanitizedForTerminal()` shows them.
  package init(columns: [Column], rows: [[String]]) {
    self.columns = columns
    self.rows = rows.map { $0.map { $0.sanitizedForTerminal() } }
  }

  /// The header line and one line per row, at most `width` columns wide unless the columns'
  /// minimums add up to more. Lines carry no trailing spaces.
  package func lines(fittingWidth width: Int) -> (header: String, rows: [String]) {
    var kept = Array(columns.indices)
    var widths = columnWidths(of: kept, fitting: width)
    while let last = kept.last, let optional = kept.last(where: { columns[$0].isOptional }),
      optional != last,
      let lastWidth = widths.last,
      lastWidth < min(naturalWidth(of: last, isLast: true), Self.roomForLastColumn)
    {
      kept.removeAll { $0 == optional }
      widths = columnWidths(of: kept, fitting: width)
    }
    let header = line(kept.map { columns[$0].header }, widths: widths)
    return (
      header,
      rows.map { row in line(kept.map { row.indices.contains($0) ? row[$0] : "" }, widths: widths) }
    )
  }

  /// The column's width without cutting: its widest cell or header, within its maximum (and,
  /// unless it is the last column, within `widestColumn`).
  private func naturalWidth(of index: Int, isLast: Bool) -> Int {
    let column = columns[index]
    let content = rows.map { $0.indices.contains(index) ? $0[index].displayWidth : 0 }
    let natural = max(column.header.displayWidth, content.max() ?? 0)
    let widest = min(column.maximumWidth ?? natural, isLast ? natural : Self.widestColumn)
    return max(1, min(natural, widest))
  }

  /// The widths of the columns `indices`, shrunk from the last one backwards to fit `width`.
  private func columnWidths(of indices: [Int], fitting width: Int) -> [Int] {
    var widths = indices.map { naturalWidth(of: $0, isLast: $0 == indices.last) }
    var overflow = widths.reduce(0, +) + gap.count * max(0, indices.count - 1) - width
    for position in indices.indices.reversed() where overflow > 0 {
      let minimum = min(columns[indices[position]].minimumWidth, widths[position])
      let cut = min(overflow, widths[position] - minimum)
      widths[position] -= cut
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
