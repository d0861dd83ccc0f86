import Domain
import Foundation
import ViewModel

extension TerminalApp {
  /// The grid of the day (`g`): whether it is shown instead of the list, its zoom and what is
  /// in view (made on first use, laid out again each frame).
  struct GridState {
    var isShown = false
    var zoom: ProgrammeGrid.Zoom = .fifteenMinutes
    var viewport: GridViewport?
    /// The day the viewport was made for: another day starts again at now or the top.
    var day: ConferenceDay?
    /// Whether the viewport still waits to be scrolled to now: made while now was not on the
    /// grid (before the day's first session, or while its programme was still arriving), and
    /// not moved since. The first grid with now on it scrolls there.
    var awaitsNow = false
  }

  /// Whether the grid takes the timetable's keys: shown, on the timetable tab, with no session,
  /// search, sheet or field open.
  var isGridActive: Bool {
    let navigator = models.navigator
    return grid.isShown && navigator.visibleTab(isLoggedIn: hasAccess) == .timetable
      && navigator.openSession == nil && navigator.sheet == nil && !isSearchShown
  }

  /// The loaded day as a grid: every room with a session shown (rooms are columns, so the room
  /// filter does not apply; the track and speaker filters do), marked as the list marks it.
  func makeGrid() -> ProgrammeGrid? {
    guard case .loaded(let content) = models.timetable.state, let day = content.days.first else {
      return nil
    }
    let whole = day.timetable
    let sessions = whole.sessions.filter { session in
      (content.selectedTrack.map { session.track == $0 } ?? true)
        && (content.speakerFilter.map { session.hasSpeaker(named: $0) } ?? true)
    }
    let isNarrowed = content.selectedTrack != nil || content.speakerFilter != nil
    let shown = Timetable(
      day: whole.day, date: whole.date, timeZone: whole.timeZone, sessions: sessions,
      freshness: whole.freshness, roomOrder: whole.roomOrder)
    return ProgrammeGrid(
      timetable: shown, rooms: isNarrowed ? shown.rooms : whole.rooms, zoom: grid.zoom,
      bookmarked: bookmarked, changed: models.timetable.changedSessionIDs.intersection(bookmarked),
      instant: now(), timeZone: displayZone)
  }

  /// The viewport over `programme` at the current size, made on first use (and for another
  /// day) scrolled to now when now is on the grid.
  func gridViewport(for programme: ProgrammeGrid) -> GridViewport {
    let width = size.columns
    let height = listHeight
    if var viewport = grid.viewport, grid.day == programme.day {
      viewport.resize(grid: programme, width: width, height: height)
      if grid.awaitsNow, let nowRow = programme.nowRow {
        viewport.show(row: nowRow, in: programme)
        grid.awaitsNow = false
      }
      grid.viewport = viewport
      return viewport
    }
    var viewport = GridViewport(grid: programme, width: width, height: height)
    if let nowRow = programme.nowRow { viewport.show(row: nowRow, in: programme) }
    grid.awaitsNow = programme.nowRow == nil
    grid.viewport = viewport
    grid.day = programme.day
    return viewport
  }

  /// The session under the grid's cursor, if any.
  var gridSession: Session.ID? {
    guard let programme = makeGrid() else { return nil }
    let viewport = gridViewport(for: programme)
    return programme.box(atColumn: viewport.column, row: viewport.row)?.id
  }

  /// Handles a key the grid takes (`g` anywhere on the timetable; moves, zoom, Enter and the
  /// room keys while the grid is shown); `false` leaves it to the screen.
  func handleGridKey(_ key: Key) -> Bool {
    let navigator = models.navigator
    if key == .character("g") {
      guard navigator.visibleTab(isLoggedIn: hasAccess) == .timetable,
        navigator.openSession == nil, navigator.sheet == nil, !isSearchShown
      else { return false }
      grid.isShown.toggle()
      return true
    }
    guard isGridActive, let programme = makeGrid() else { return false }
    var viewport = gridViewport(for: programme)
    switch key {
    case .up: viewport.move(rows: -1, in: programme)
    case .down: viewport.move(rows: 1, in: programme)
    case .pageUp: viewport.move(rows: -viewport.visibleRows, in: programme)
    case .pageDown: viewport.move(rows: viewport.visibleRows, in: programme)
    case .left, .character("M"): viewport.move(columns: -1, in: programme)
    case .right, .character("m"): viewport.move(columns: 1, in: programme)
    case .character("<"): viewport.move(columns: -viewport.visibleColumns, in: programme)
    case .character(">"): viewport.move(columns: viewport.visibleColumns, in: programme)
    case .home: viewport.show(column: 0, in: programme)
    case .end: viewport.show(column: programme.rooms.count - 1, in: programme)
    case .character("z"), .character("Z"):
      // The time under the cursor stays under it.
      let minute = programme.minute(ofRow: viewport.row)
      grid.zoom = key == .character("z") ? grid.zoom.finer : grid.zoom.coarser
      guard let zoomed = makeGrid() else { return true }
      viewport.resize(grid: zoomed, width: size.columns, height: listHeight)
      viewport.show(row: zoomed.row(atMinute: minute), in: zoomed)
    case .character("["), .character("]"):
      let days = models.timetable.conferenceDays
      guard let index = days.firstIndex(of: navigator.state.day) else { return true }
      let next = index + (key == .character("[") ? -1 : 1)
      if days.indices.contains(next) { navigator.select(day: days[next]) }
      return true
    case .enter:
      if let box = programme.box(atColumn: viewport.column, row: viewport.row) {
        navigator.open(box.id)
      }
      return true
    default:
      return false
    }
    grid.viewport = viewport
    grid.awaitsNow = false
    return true
  }

  /// `.`: the grid scrolls to now, the list selects the first session not yet over.
  func jumpToNow() {
    if isGridActive, let programme = makeGrid() {
      var viewport = gridViewport(for: programme)
      viewport.show(row: programme.nowRow ?? programme.row(at: now()), in: programme)
      grid.viewport = viewport
      return
    }
    let instant = now()
    selectFirstSession { $0.endsAt > instant }
  }

  /// `:` then a time: the grid scrolls to the row of `minute` after midnight, the list selects
  /// the first session starting then or later.
  func jump(toMinute minute: Int) {
    if isGridActive, let programme = makeGrid() {
      var viewport = gridViewport(for: programme)
      viewport.show(row: programme.row(atMinute: minute), in: programme)
      grid.viewport = viewport
      grid.awaitsNow = false
      return
    }
    let zone = displayZone ?? conferenceZone
    selectFirstSession { session in
      let midnight = CalendarDate(of: session.startsAt, in: zone).instant(atMinute: 0, in: zone)
      return session.startsAt >= midnight + Double(minute * 60)
    }
  }

  /// Selects the timetable list's first row whose session `matches`, else its last row.
  private func selectFirstSession(where matches: (Session) -> Bool) {
    let navigator = models.navigator
    guard navigator.visibleTab(isLoggedIn: hasAccess) == .timetable, !isSearchShown,
      navigator.openSession == nil, case .loaded(let content) = models.timetable.state
    else { return }
    let sessions = content.days.flatMap(\.sessions)
    guard !sessions.isEmpty else { return }
    let target = sessions.firstIndex(where: matches) ?? sessions.count - 1
    navigator.moveSelection(by: target - navigator.state.selectedRow, rowCount: sessions.count)
  }

  /// `text` typed after `:` as minutes after midnight: `14:10`, `1410` or `9:05`; `nil` for
  /// anything else.
  static func minute(fromTime text: String) -> Int? {
    let digits = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
    let parts: [Substring]
    if digits.count == 2 {
      parts = digits
    } else if digits.count == 1, let only = digits.first, (3...4).contains(only.count) {
      parts = [only.dropLast(2), only.suffix(2)]
    } else {
      return nil
    }
    guard parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0...29).contains(hour), (0...59).contains(minute),
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
    else { return nil }
    return hour * 60 + minute
  }

  /// Draws the grid of the loaded day under the day line: the room header and the time column
  /// stay in view; the box under the cursor is inverse, the now-line yellow, bookmarked boxes
  /// yellow, running ones green and cancelled ones dim; with colour, each box's left edge in
  /// its track's colour, as the list colours the track.
  func drawGrid(on frame: inout ScreenBuffer) {
    guard let programme = makeGrid() else { return }
    let viewport = gridViewport(for: programme)
    let top = 3
    let lines = programme.textLines(in: viewport)
    for (index, line) in lines.enumerated() {
      frame.write(line, row: top + index, column: 0, style: index == 0 ? .bold : .plain)
    }
    let zoomLabel = "\(programme.zoom.rawValue)min"
    frame.write(zoomLabel, row: top, column: 0, style: .dim)
    let columns = viewport.columns(in: programme)
    let rows = viewport.rows(in: programme)
    func left(of column: Int) -> Int {
      GridViewport.timeColumnWidth + (column - viewport.firstColumn) * viewport.columnWidth
    }
    func line(of row: Int) -> Int { top + 1 + row - viewport.firstRow }
    for row in rows {
      frame.applyStyle(.dim, row: line(of: row), width: GridViewport.timeColumnWidth)
    }
    if let nowRow = programme.nowRow, rows.contains(nowRow) {
      frame.applyStyle(
        CellStyle(isBold: true, foreground: .yellow), row: line(of: nowRow),
        width: GridViewport.timeColumnWidth)
    }
    let palette = trackPalette
    for column in columns {
      let spans = programme.laneSpans(ofColumn: column, width: viewport.columnWidth)
      for box in programme.boxes(inColumn: column) where box.rows.overlaps(rows) {
        guard spans.indices.contains(box.lane) else { continue }
        let span = spans[box.lane]
        let style: CellStyle? =
          box.marks.contains(.cancelled)
          ? .dim
          : box.marks.contains(.changed)
            ? CellStyle(foreground: .red)
            : box.marks.contains(.bookmarked)
              ? CellStyle(foreground: .yellow)
              : box.marks.contains(.running) ? CellStyle(foreground: .green) : nil
        let edge: CellStyle? =
          usesColor && palette.style(ofTrackNamed: box.track) != nil
          ? trackLabel(box.track, in: palette).style : nil
        for row in box.rows.clamped(to: rows) {
          if let style {
            frame.applyStyle(
              style, row: line(of: row), column: left(of: column) + span.lowerBound,
              width: span.count)
          }
          if let edge {
            // The box's edge (├ on its first row, │ below) is the column just before its span.
            frame.applyStyle(
              edge, row: line(of: row), column: left(of: column) + span.lowerBound - 1, width: 1)
          }
        }
      }
    }
    // The cursor: its box, or its cell when empty; and its room's name in the header.
    let spans = programme.laneSpans(ofColumn: viewport.column, width: viewport.columnWidth)
    let box = programme.box(atColumn: viewport.column, row: viewport.row)
    let span = spans[box?.lane ?? 0]
    for row in (box?.rows ?? viewport.row..<(viewport.row + 1)).clamped(to: rows) {
      frame.applyStyle(
        .inverse, row: line(of: row), column: left(of: viewport.column) + span.lowerBound,
        width: span.count)
    }
    frame.applyStyle(
      CellStyle(isBold: true, isInverse: true), row: top, column: left(of: viewport.column) + 1,
      width: viewport.columnWidth - 1)
  }
}
