import Domain
import Foundation
import Testing
import ViewModel

struct ProgrammeGridTests {
  /// 2027-03-10T00:00:00+09:00, the midnight of the fixtures' day 1 in Tokyo.
  static let midnight = Date(timeIntervalSince1970: 1_804_604_400)

  static func session(
    _ id: Session.ID, room: String, from start: Int, minutes: Int, title: String = "Talk",
    isCancelled: Bool = false
  ) throws -> Session {
    Session(
      id: id, title: title, abstract: "", day: try ConferenceDay(1),
      startsAt: midnight + Double(start * 60), endsAt: midnight + Double((start + minutes) * 60),
      timeZone: Fixtures.tokyo, track: Track(name: "Systems"), room: room, level: nil,
      language: "en", speakers: [], isCancelled: isCancelled)
  }

  static func timetable(_ sessions: [Session]) throws -> Timetable {
    Timetable(
      day: try ConferenceDay(1), date: try #require(CalendarDate("2027-03-10")),
      timeZone: Fixtures.tokyo, sessions: sessions, freshness: .live)
  }

  @Test(
    "the columns follow the programme's room order; rooms it does not order come after, by name")
  func columnsFollowTheRoomOrder() throws {
    let sessions = [
      try Self.session("1", room: "Janson", from: 9 * 60, minutes: 30),
      try Self.session("2", room: "UB5.132", from: 9 * 60, minutes: 30),
      try Self.session("3", room: "H.2215 (Ferrer)", from: 10 * 60, minutes: 30),
      try Self.session("4", room: "AW1.120", from: 10 * 60, minutes: 30),
      try Self.session("5", room: "K.1.105 (La Fontaine)", from: 11 * 60, minutes: 30),
    ]
    let timetable = Timetable(
      day: try ConferenceDay(1), date: try #require(CalendarDate("2027-03-10")),
      timeZone: Fixtures.tokyo, sessions: sessions, freshness: .live,
      roomOrder: ["UB5.132", "Janson", "Gone", "H.2215 (Ferrer)"])

    let grid = ProgrammeGrid(timetable: timetable, instant: Self.midnight)

    #expect(
      grid.rooms == [
        "UB5.132", "Janson", "H.2215 (Ferrer)", "AW1.120", "K.1.105 (La Fontaine)",
      ])
    #expect(
      Dictionary(uniqueKeysWithValues: grid.boxes.map { ($0.id, $0.column) })
        == ["1": 1, "2": 0, "3": 2, "4": 3, "5": 4])
  }

  @Test("two rooms at quarter-hour rows: boxes, marks, the now-line and the text, pinned")
  func pinnedSmallDay() throws {
    let sessions = [
      try Self.session("1", room: "Janson", from: 9 * 60, minutes: 45, title: "Opening keynote"),
      try Self.session("2", room: "Janson", from: 10 * 60, minutes: 30, title: "Kernels"),
      try Self.session("3", room: "UB5.132", from: 9 * 60 + 30, minutes: 30, title: "Fuzzing"),
      try Self.session(
        "4", room: "UB5.132", from: 10 * 60, minutes: 15, title: "Gone", isCancelled: true),
    ]
    let grid = ProgrammeGrid(
      timetable: try Self.timetable(sessions), zoom: .fifteenMinutes, bookmarked: ["2"],
      changed: ["2"], instant: Self.midnight + Double((9 * 60 + 50) * 60))

    #expect(grid.rooms == ["Janson", "UB5.132"])
    #expect(grid.firstMinute == 9 * 60)
    #expect(grid.rowCount == 6)
    #expect(grid.nowRow == 3)
    #expect(grid.nowTime == "09:50")
    #expect(
      grid.boxes == [
        .init(
          id: "1", title: "Opening keynote", timeRange: "09:00-09:45", track: "Systems",
          column: 0, lane: 0, firstRow: 0, rowCount: 3, marks: []),
        .init(
          id: "2", title: "Kernels", timeRange: "10:00-10:30", track: "Systems", column: 0,
          lane: 0, firstRow: 4, rowCount: 2, marks: [.bookmarked, .changed]),
        .init(
          id: "3", title: "Fuzzing", timeRange: "09:30-10:00", track: "Systems", column: 1,
          lane: 0, firstRow: 2, rowCount: 2, marks: [.running]),
        .init(
          id: "4", title: "Gone", timeRange: "10:00-10:15", track: "Systems", column: 1, lane: 0,
          firstRow: 4, rowCount: 1, marks: [.cancelled]),
      ])

    let viewport = GridViewport(grid: grid, width: 38, height: 7)
    #expect(
      grid.textLines(in: viewport) == [
        "      │Janson         │UB5.132        ",
        "09:00 ├Opening keynote│               ",
        "09:15 │               │               ",
        "09:30 │               ├▶ Fuzzing      ",
        "09:50 │───────────────│               ",
        "10:00 ├!★ Kernels     ├✗ Gone         ",
        "10:15 │               │               ",
      ])
  }

  @Test("sessions whose rows meet in one room go side by side in lanes")
  func overlapsTakeLanes() throws {
    let sessions = [
      try Self.session("1", room: "K.1.105", from: 10 * 60, minutes: 60, title: "Long"),
      try Self.session("2", room: "K.1.105", from: 10 * 60 + 30, minutes: 30, title: "Clash"),
      try Self.session("3", room: "K.1.105", from: 11 * 60, minutes: 30, title: "After"),
    ]
    let grid = ProgrammeGrid(
      timetable: try Self.timetable(sessions), zoom: .thirtyMinutes, instant: Self.midnight)

    #expect(grid.lanes(ofColumn: 0) == 2)
    let squeezed = ProgrammeGrid(
      timetable: try Self.timetable([
        try Self.session("5", room: "UB5.132", from: 9 * 60, minutes: 20),
        try Self.session("6", room: "UB5.132", from: 9 * 60 + 25, minutes: 10),
        try Self.session("7", room: "UB5.132", from: 9 * 60 + 40, minutes: 4),
      ]), zoom: .fifteenMinutes, instant: Self.midnight)
    #expect(
      squeezed.boxes.map { "\($0.id):\($0.lane):\($0.rows)" } == [
        "5:0:0..<2", "6:0:2..<3", "7:1:2..<3",
      ], "6 starts on the next row; 7 has no row of its own after 6, so it takes a lane")
    #expect(
      grid.boxes.map { "\($0.id):\($0.lane):\($0.rows)" } == [
        "1:0:0..<2", "3:0:2..<3", "2:1:1..<2",
      ])
    #expect(grid.box(atColumn: 0, row: 1)?.id == "1")
    #expect(grid.nowRow == nil)
    let viewport = GridViewport(grid: grid, width: 23, height: 4)
    #expect(
      grid.textLines(in: viewport) == [
        "      │K.1.105         ",
        "10:00 ├Long   ┊        ",
        "10:30 │       ┊Clash   ",
        "11:00 ├After  ┊        ",
      ])
  }

  @Test(
    "a title wider than its box is wrapped and ends in … where it is cut; feed controls are never shown"
  )
  func boxLinesFitAndAreSanitised() {
    let box = ProgrammeGrid.Box(
      id: "9", title: "Reproducible\u{1B}[31m builds for everyone everywhere", timeRange: "",
      track: "", column: 0, lane: 0, firstRow: 0, rowCount: 2, marks: [.bookmarked])
    #expect(box.lines(width: 12, height: 2) == ["★", "Reproducibl…"])
    #expect(box.lines(width: 14, height: 3) == ["★", "Reproducible�[", "31m builds fo…"])
  }

  @Test(
    "over generated programmes, every session is one box in its room's column covering exactly its rows, lanes never collide, and the now-line holds now"
  )
  func generatedProgrammes() throws {
    var generator = GridGenerator(seed: 0x6121_D030)
    for _ in 0..<300 {
      let roomCount = Int.random(in: 1...8, using: &generator)
      let rooms = (0..<roomCount).map { "Room \($0)" }
      var sessions: [Session] = []
      for index in 0..<Int.random(in: 0...40, using: &generator) {
        let start = Int.random(in: (7 * 60)...(22 * 60), using: &generator)
        let minutes = Int.random(in: 0...150, using: &generator)
        let room = rooms[Int.random(in: 0..<roomCount, using: &generator)]
        sessions.append(
          try Self.session(Session.ID("\(index)"), room: room, from: start, minutes: minutes))
      }
      let zoom = ProgrammeGrid.Zoom.allCases[Int.random(in: 0..<3, using: &generator)]
      let nowMinute = Int.random(in: (6 * 60)...(24 * 60), using: &generator)
      let order = rooms.shuffled(using: &generator)
      let grid = ProgrammeGrid(
        timetable: try Self.timetable(sessions), rooms: order, zoom: zoom,
        instant: Self.midnight + Double(nowMinute * 60))
      let step = zoom.rawValue

      #expect(grid.boxes.count == sessions.count)
      for session in sessions {
        let boxes = grid.boxes.filter { $0.id == session.id }
        let box = try #require(boxes.count == 1 ? boxes.first : nil, "\(session.id) once")
        #expect(grid.rooms[box.column] == session.room)
        let start = Int(session.startsAt.timeIntervalSince(Self.midnight) / 60)
        let end = max(Int(session.endsAt.timeIntervalSince(Self.midnight) / 60), start + 1)
        // The rows whose time meets the session's: [row start, row start + step) ∩ [start, end);
        // the box covers them all, or all but the first ones where the room's previous session
        // ended.
        let expected = (0..<grid.rowCount).filter { row in
          let rowStart = grid.minute(ofRow: row)
          return rowStart < end && start < rowStart + step
        }
        #expect(!box.rows.isEmpty)
        #expect(
          Array(box.rows) == Array(expected.suffix(box.rowCount)),
          "\(session.id) at zoom \(step)")
        if box.rowCount < expected.count {
          let before = grid.boxes(inColumn: box.column).filter {
            $0.lane == box.lane && $0.rows.upperBound == box.firstRow
          }
          let ended = try #require(sessions.first { $0.id == before.first?.id })
          #expect(ended.endsAt <= session.startsAt, "\(session.id) pushed only past an ended one")
        }
      }
      for column in grid.rooms.indices {
        let inColumn = grid.boxes(inColumn: column)
        for first in inColumn {
          for second in inColumn where second.id != first.id && second.lane == first.lane {
            #expect(!first.rows.overlaps(second.rows), "\(first.id) and \(second.id)")
          }
        }
      }
      if let nowRow = grid.nowRow {
        #expect(
          grid.minute(ofRow: nowRow) <= nowMinute && nowMinute < grid.minute(ofRow: nowRow) + step)
      } else {
        #expect(nowMinute < grid.firstMinute || nowMinute >= grid.minute(ofRow: grid.rowCount))
      }
      #expect(grid.firstMinute % step == 0)
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failure can be reproduced.
struct GridGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
