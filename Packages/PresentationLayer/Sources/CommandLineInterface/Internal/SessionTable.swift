import Domain
import ViewModel

/// The table of sessions the programme commands print (`timetable`, `now`, `next`): markers
/// for sessions under way and bookmarked ones, the time, what is left, the id, the track, the room and the title.
struct SessionTable {
  /// The marker of a session under way, in its own first column.
  static let runningMarker = "▶"
  /// The marker of a bookmarked session, in the same first column.
  static let bookmarkMarker = "★"
  /// The marker of a bookmarked session that changed, after its bookmark marker.
  static let changedMarker = "!"
  /// The line under a table that flags changed sessions.
  static let changedLegend = "! moved or cancelled since you last looked: see 'conf changes'."

  /// Sessions under way, marked in a first column (left out when none is marked).
  var running: Set<Session.ID> = []
  /// Sessions the logged-in person bookmarked, marked in the first column.
  var bookmarked: Set<Session.ID> = []
  /// Bookmarked sessions that moved or were cancelled since the changes were last seen,
  /// marked after the bookmark; the legend follows the table when a row is marked.
  var changed: Set<Session.ID> = []
  /// Minutes left per session, in a `LEFT` column (left out when empty).
  var minutesLeft: [Session.ID: Int] = [:]
  /// Whether the `TRACK` column is shown (not when one track is selected).
  var showsTrack = true
  /// Whether the `ROOM` column is shown where it fits (not when one room is selected).
  var showsRoom = true
  /// The text of the `TIME` column: the start and end, by default.
  var timeText: (SessionRow) -> String = \.timeRange
  /// What to say under the table about some rows (`moved to 16:00 H.2213`, `cancelled`), one
  /// line each, in place of the changed legend: `! 208: moved to 16:00 H.2213.`
  var notes: [Session.ID: String] = [:]

  /// `TIME` text that adds the month and day (`03-09 16:00-16:50`) to a row whose date is not
  /// `date` (`YYYY-MM-DD`): for times shown in another zone than the conference's.
  static func timeText(besides date: String) -> (SessionRow) -> String {
    { row in row.date == date ? row.timeRange : "\(row.date.dropFirst(5)) \(row.timeRange)" }
  }

  /// Writes the header and one line per row to `console`; a running row is bold on a
  /// terminal. A changed row's marker is explained under the table.
  func write(_ rows: [SessionRow], to console: Console) {
    let marks = rows.contains { running.contains($0.id) || bookmarked.contains($0.id) }
    let hasChanges = rows.contains { changed.contains($0.id) }
    var columns: [TextTable.Column] = []
    if marks {
      columns.append(TextTable.Column("", minimumWidth: .max))
    }
    columns.append(TextTable.Column("TIME", minimumWidth: .max))
    if !minutesLeft.isEmpty {
      columns.append(TextTable.Column("LEFT", minimumWidth: .max))
    }
    columns.append(TextTable.Column("ID", minimumWidth: .max))
    if showsTrack {
      columns.append(TextTable.Column("TRACK", minimumWidth: 5, maximumWidth: 16))
    }
    if showsRoom {
      columns.append(TextTable.Column("ROOM", minimumWidth: .max, isOptional: true))
    }
    columns.append(TextTable.Column("TITLE", minimumWidth: 10))
    let cells = rows.map { row in
      var cells: [String] = []
      if marks {
        cells.append(
          (running.contains(row.id) ? Self.runningMarker : "")
            + (bookmarked.contains(row.id) ? Self.bookmarkMarker : "")
            + (changed.contains(row.id) ? Self.changedMarker : ""))
      }
      cells.append(timeText(row))
      if !minutesLeft.isEmpty {
        cells.append(minutesLeft[row.id].map { "\($0) min" } ?? "")
      }
      cells.append(row.id.rawValue)
      if showsTrack {
        cells.append(row.track)
      }
      if showsRoom {
        cells.append(row.roomCell)
      }
      cells.append(row.title)
      return cells.map { $0.sanitizedForTerminal() }
    }
    let lines = TextTable(columns: columns, rows: cells).lines(fittingWidth: console.width)
    console.writeLine(console.styled(lines.header, .bold))
    for (row, line) in zip(rows, lines.rows) {
      console.writeLine(running.contains(row.id) ? console.styled(line, .bold) : line)
    }
    let noted = rows.filter { notes[$0.id] != nil }
    if !noted.isEmpty {
      console.writeLine()
      for row in noted {
        let mark = changed.contains(row.id) ? Self.changedMarker : Self.bookmarkMarker
        let line = "\(mark) \(row.id.rawValue): \(notes[row.id] ?? "")."
        for part in line.sanitizedForTerminal().wrapped(toDisplayWidth: console.width) {
          console.writeLine(part)
        }
      }
    } else if hasChanges {
      console.writeLine()
      console.writeLine(Self.changedLegend)
    }
  }
}
