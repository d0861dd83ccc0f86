import Domain
import Foundation
import Testing
import ViewModel

struct GridViewportTests {
  /// `rooms` rooms, each with one session an hour from 09:00 to 18:00.
  static func grid(rooms: Int, zoom: ProgrammeGrid.Zoom = .fifteenMinutes) throws -> ProgrammeGrid {
    var sessions: [Session] = []
    for room in 0..<rooms {
      for hour in 9..<18 {
        sessions.append(
          try ProgrammeGridTests.session(
            Session.ID("\(room)-\(hour)"), room: "R\(room)", from: hour * 60, minutes: 50))
      }
    }
    return ProgrammeGrid(
      timetable: try ProgrammeGridTests.timetable(sessions),
      rooms: (0..<rooms).map { "R\($0)" }, zoom: zoom, instant: ProgrammeGridTests.midnight)
  }

  @Test(
    "120x40 over 100 rooms: seven rooms of 16 columns in view, paging a room and a page at a time")
  func pagesAcrossAHundredRooms() throws {
    let grid = try Self.grid(rooms: 100)
    var viewport = GridViewport(grid: grid, width: 120, height: 36)
    #expect(viewport.visibleColumns == 7)
    #expect(viewport.columnWidth == 16)
    #expect(viewport.visibleRows == 35)

    viewport.move(columns: 7, in: grid)
    #expect((viewport.column, viewport.firstColumn) == (7, 1))
    viewport.move(columns: viewport.visibleColumns, in: grid)
    #expect((viewport.column, viewport.firstColumn) == (14, 8))
    viewport.move(columns: 1_000, in: grid)
    #expect((viewport.column, viewport.columns(in: grid)) == (99, 93..<100))
    viewport.move(columns: -1_000, rows: 1_000, in: grid)
    #expect((viewport.column, viewport.row, viewport.firstRow) == (0, 35, 1))
  }

  @Test(
    "showing a row puts it second in view; showing a room puts it first, as far as the grid allows")
  func showsRowsAndColumns() throws {
    let grid = try Self.grid(rooms: 60)
    var viewport = GridViewport(grid: grid, width: 80, height: 11)
    viewport.show(row: 20, in: grid)
    #expect((viewport.row, viewport.rows(in: grid)) == (20, 19..<29))
    viewport.show(row: 0, in: grid)
    #expect(viewport.rows(in: grid) == 0..<10)
    viewport.show(column: 30, in: grid)
    #expect((viewport.column, viewport.columns(in: grid)) == (30, 30..<34))
    viewport.show(column: 59, in: grid)
    #expect((viewport.column, viewport.columns(in: grid)) == (59, 56..<60))
  }

  @Test(
    "over generated sizes and moves, the cursor stays in the grid and in view, and every line is as wide as the view"
  )
  func generatedMovesKeepTheCursorInView() throws {
    var generator = GridGenerator(seed: 0x6121_D031)
    let grids = try [1, 3, 60, 100].map { try Self.grid(rooms: $0, zoom: .fiveMinutes) }
    for _ in 0..<400 {
      let grid = grids[Int.random(in: 0..<grids.count, using: &generator)]
      let width = Int.random(in: 20...250, using: &generator)
      let height = Int.random(in: 2...70, using: &generator)
      var viewport = GridViewport(grid: grid, width: width, height: height)
      for _ in 0..<10 {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          viewport.move(
            columns: Int.random(in: -30...30, using: &generator),
            rows: Int.random(in: -200...200, using: &generator), in: grid)
        case 1: viewport.show(row: Int.random(in: -5...200, using: &generator), in: grid)
        case 2: viewport.show(column: Int.random(in: -5...120, using: &generator), in: grid)
        default:
          viewport.resize(
            grid: grid, width: Int.random(in: 20...250, using: &generator),
            height: Int.random(in: 2...70, using: &generator))
        }
        #expect(grid.rooms.indices.contains(viewport.column))
        #expect((0..<grid.rowCount).contains(viewport.row))
        #expect(viewport.columns(in: grid).contains(viewport.column))
        #expect(viewport.rows(in: grid).contains(viewport.row))
      }
      let lines = grid.textLines(in: viewport)
      let lineWidth =
        GridViewport.timeColumnWidth + viewport.columns(in: grid).count * viewport.columnWidth
      #expect(lines.allSatisfy { $0.displayWidth == lineWidth })
      #expect(lines.count == viewport.rows(in: grid).count + 1)
    }
  }
}
