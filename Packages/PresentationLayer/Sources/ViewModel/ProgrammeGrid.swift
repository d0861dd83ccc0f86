public import Domain
public import Foundation

/// One day of the programme as a room-by-time grid: rooms as columns, time downwards in rows of
/// `zoom` minutes, each session a box spanning the rows its time touches.
///
/// A plain value made from a loaded day; the app and `conf grid` draw it. A session that starts
/// in the row where the room's previous session ended (a 10:25 start after a 10:20 end at
/// 15-minute rows) starts on the next row when it has one. Sessions of one room whose rows
/// still meet (a real overlap, or a session too short for a row of its own) are put side by
/// side in lanes: a room's column is split into as many lanes as it needs, and no two boxes of
/// one lane share a row.
public struct ProgrammeGrid: Sendable, Equatable {
  /// How many minutes one row of the grid stands for.
  public enum Zoom: Int, Sendable, Equatable, CaseIterable {
    /// Five-minute rows.
    case fiveMinutes = 5
    /// Quarter-hour rows (the default).
    case fifteenMinutes = 15
    /// Half-hour rows.
    case thirtyMinutes = 30

    /// The zoom with shorter rows (more detail), or this one at the finest.
    public var finer: Zoom {
      switch self {
      case .fiveMinutes, .fifteenMinutes: .fiveMinutes
      case .thirtyMinutes: .fifteenMinutes
      }
    }

    /// The zoom with longer rows (more of the day at once), or this one at the coarsest.
    public var coarser: Zoom {
      switch self {
      case .fiveMinutes: .fifteenMinutes
      case .fifteenMinutes, .thirtyMinutes: .thirtyMinutes
      }
    }
  }

  /// What a box is marked with.
  public struct Marks: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates marks from their bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The person bookmarked the session.
    public static let bookmarked = Marks(rawValue: 1 << 0)
    /// The session is under way.
    public static let running = Marks(rawValue: 1 << 1)
    /// The bookmarked session moved or was cancelled since the changes were last seen.
    public static let changed = Marks(rawValue: 1 << 2)
    /// The session was cancelled.
    public static let cancelled = Marks(rawValue: 1 << 3)

    /// The marks as one-character symbols in a fixed order (`✗` cancelled, `!` changed, `★`
    /// bookmarked, `▶` running), for drawing before a title.
    public var symbols: String {
      var text = ""
      if contains(.cancelled) { text += "✗" }
      if contains(.changed) { text += "!" }
      if contains(.bookmarked) { text += "★" }
      if contains(.running) { text += "▶" }
      return text
    }
  }

  /// One session's box.
  public struct Box: Sendable, Equatable, Identifiable {
    /// The session.
    public let id: Session.ID
    /// The session's title as the feed gives it; draw it through `lines(width:height:)`.
    public let title: String
    /// The start and end, for example `10:00-10:45`, in the grid's time zone.
    public let timeRange: String
    /// The track's name.
    public let track: String
    /// The index of the room's column in `rooms`.
    public let column: Int
    /// The lane within the room's column, from 0 (see `ProgrammeGrid.lanes(ofColumn:)`).
    public let lane: Int
    /// The first row the box covers.
    public let firstRow: Int
    /// How many rows it covers; at least one.
    public let rowCount: Int
    /// What the box is marked with.
    public let marks: Marks

    /// Creates a box from its parts.
    public init(
      id: Session.ID, title: String, timeRange: String, track: String, column: Int, lane: Int,
      firstRow: Int, rowCount: Int, marks: Marks
    ) {
      self.id = id
      self.title = title
      self.timeRange = timeRange
      self.track = track
      self.column = column
      self.lane = lane
      self.firstRow = firstRow
      self.rowCount = rowCount
      self.marks = marks
    }

    /// The rows the box covers.
    public var rows: Range<Int> {
      firstRow..<(firstRow + rowCount)
    }

    /// The box's text as at most `height` lines of at most `width` columns: the marks and the
    /// title wrapped between words (sanitised for the terminal), the last line ending in `…`
    /// when the title does not fit.
    public func lines(width: Int, height: Int) -> [String] {
      guard width > 0, height > 0 else { return [] }
      let symbols = marks.symbols
      let text = symbols.isEmpty ? title : "\(symbols) \(title)"
      let wrapped = text.wrapped(toDisplayWidth: width)
      guard wrapped.count > height else { return wrapped }
      var kept = Array(wrapped.prefix(height))
      let last = kept[height - 1]
      kept[height - 1] = (last + " " + wrapped[height]).truncated(toDisplayWidth: width)
      if !kept[height - 1].hasSuffix("…") {
        kept[height - 1] = last.truncated(toDisplayWidth: max(width - 1, 0)) + "…"
      }
      return kept
    }
  }

  /// The day shown.
  public let day: ConferenceDay
  /// The rooms, one column each, in the order given (every room of the day by default).
  public let rooms: [String]
  /// The minutes one row stands for.
  public let zoom: Zoom
  /// The minute after the day's midnight the first row starts at (a multiple of the zoom).
  public let firstMinute: Int
  /// How many rows the day takes (at least one).
  public let rowCount: Int
  /// Every box, by column, then lane, then first row.
  public let boxes: [Box]
  /// The row holding the instant the grid was made at, or `nil` when that instant is not
  /// within the rows.
  public let nowRow: Int?
  /// The instant the grid was made at as `HH:MM`: the now-line's label.
  public let nowTime: String
  /// The time zone the rows' times are written in.
  public let timeZone: TimeZone
  private let laneCounts: [Int]
  private let date: CalendarDate

  /// Lays out `timetable` as a grid.
  ///
  /// - Parameters:
  ///   - timetable: The day to show; every session is placed, cancelled ones included.
  ///   - rooms: The columns, in order; `nil` for every room of the day as `Timetable.rooms`
  ///     orders them. Sessions in other rooms are left out; a listed room without sessions
  ///     still gets its column.
  ///   - zoom: The minutes one row stands for.
  ///   - bookmarked: The sessions to mark bookmarked.
  ///   - changed: The sessions to mark changed.
  ///   - instant: Now: marks the sessions under way and places `nowRow`.
  ///   - timeZone: The zone rows are laid out and written in; `nil` for the timetable's.
  ///   - minutes: Minutes after midnight the rows cover at least, besides the sessions' times
  ///     (for grids of some rooms of a day that line up with each other); `nil` for none.
  public init(
    timetable: Timetable, rooms: [String]? = nil, zoom: Zoom = .fifteenMinutes,
    bookmarked: Set<Session.ID> = [], changed: Set<Session.ID> = [], instant: Date,
    timeZone: TimeZone? = nil, covering minutes: Range<Int>? = nil
  ) {
    let zone = timeZone ?? timetable.timeZone
    let columns = rooms ?? timetable.rooms
    let midnight = timetable.date.instant(atMinute: 0, in: zone)
    func minute(of date: Date) -> Int {
      Int((date.timeIntervalSince(midnight) / 60).rounded(.down))
    }
    var columnOfRoom: [String: Int] = [:]
    for (index, room) in columns.enumerated() where columnOfRoom[room] == nil {
      columnOfRoom[room] = index
    }
    let placed = timetable.sessions.filter { columnOfRoom[$0.room] != nil }
    let step = zoom.rawValue
    let starts = placed.map { minute(of: $0.startsAt) } + (minutes.map { [$0.lowerBound] } ?? [])
    let ends =
      placed.map { max(minute(of: $0.endsAt), minute(of: $0.startsAt) + 1) }
      + (minutes.map { [$0.upperBound] } ?? [])
    let first = (starts.min() ?? 9 * 60).floorDivided(by: step) * step
    let rowCount = max(((ends.max() ?? first + step) - first + step - 1) / step, 1)

    let formatter = ConferenceTimeFormatter(timeZone: zone)
    var byColumn = Array(repeating: [(Session, Range<Int>)](), count: columns.count)
    for session in placed {
      guard let column = columnOfRoom[session.room] else { continue }
      let start = (minute(of: session.startsAt) - first) / step
      let endMinute = max(minute(of: session.endsAt), minute(of: session.startsAt) + 1)
      let end = max((endMinute - first + step - 1) / step, start + 1)
      byColumn[column].append((session, start..<end))
    }
    var boxes: [Box] = []
    var laneCounts: [Int] = []
    for (column, entries) in byColumn.enumerated() {
      let ordered = entries.sorted {
        ($0.1.lowerBound, $0.1.upperBound, $0.0.id.rawValue)
          < ($1.1.lowerBound, $1.1.upperBound, $1.0.id.rawValue)
      }
      // Each box takes the first lane free at its first row (interval partitioning); a lane
      // whose last session ended, in time, inside this one's first row takes it too, the box
      // starting on the next row when it has one.
      var laneEnds: [(row: Int, endsAt: Date)] = []
      var columnBoxes: [Box] = []
      for (session, candidate) in ordered {
        var rows = candidate
        var lane = laneEnds.count
        for (index, end) in laneEnds.enumerated() {
          if end.row <= candidate.lowerBound {
            lane = index
            break
          }
          if end.endsAt <= session.startsAt, end.row < candidate.upperBound {
            lane = index
            rows = end.row..<candidate.upperBound
            break
          }
        }
        if lane == laneEnds.count {
          laneEnds.append((rows.upperBound, session.endsAt))
        } else {
          laneEnds[lane] = (rows.upperBound, session.endsAt)
        }
        var marks: Marks = []
        if bookmarked.contains(session.id) { marks.insert(.bookmarked) }
        if changed.contains(session.id) { marks.insert(.changed) }
        if session.isCancelled { marks.insert(.cancelled) }
        if session.isRunning(at: instant) { marks.insert(.running) }
        columnBoxes.append(
          Box(
            id: session.id, title: session.title,
            timeRange:
              "\(formatter.time(of: session.startsAt))-\(formatter.time(of: session.endsAt))",
            track: session.track.name, column: column, lane: lane, firstRow: rows.lowerBound,
            rowCount: rows.count, marks: marks))
      }
      laneCounts.append(max(laneEnds.count, 1))
      boxes += columnBoxes.sorted { ($0.lane, $0.firstRow) < ($1.lane, $1.firstRow) }
    }

    let nowMinute = minute(of: instant)
    let nowRow = (nowMinute - first).floorDivided(by: step)
    self.day = timetable.day
    self.rooms = columns
    self.zoom = zoom
    self.firstMinute = first
    self.rowCount = rowCount
    self.boxes = boxes
    self.nowRow = (0..<rowCount).contains(nowRow) ? nowRow : nil
    self.nowTime = formatter.time(of: instant)
    self.timeZone = zone
    self.laneCounts = laneCounts
    self.date = timetable.date
  }

  /// How many lanes the room in `column` is split into (1 unless its sessions' rows meet).
  public func lanes(ofColumn column: Int) -> Int {
    laneCounts.indices.contains(column) ? laneCounts[column] : 1
  }

  /// The minute after midnight `row` starts at.
  public func minute(ofRow row: Int) -> Int {
    firstMinute + row * zoom.rawValue
  }

  /// The time `row` starts at as `HH:MM` (a row past midnight reads on, for example `24:30`).
  public func time(ofRow row: Int) -> String {
    let minute = minute(ofRow: row)
    let hours = minute.floorDivided(by: 60)
    return "\(hours.padded(to: 2)):\((minute - hours * 60).padded(to: 2))"
  }

  /// The row holding `minute` after midnight, kept within the grid's rows.
  public func row(atMinute minute: Int) -> Int {
    min(max((minute - firstMinute).floorDivided(by: zoom.rawValue), 0), rowCount - 1)
  }

  /// The row holding `instant`, kept within the grid's rows.
  public func row(at instant: Date) -> Int {
    let midnight = date.instant(atMinute: 0, in: timeZone)
    return row(atMinute: Int((instant.timeIntervalSince(midnight) / 60).rounded(.down)))
  }

  /// The boxes of `column`, by lane, then first row.
  public func boxes(inColumn column: Int) -> ArraySlice<Box> {
    let start = boxes.partitioningIndex { $0.column >= column }
    let end = boxes.partitioningIndex { $0.column > column }
    return boxes[start..<end]
  }

  /// The box covering `row` in `column` (the lowest lane's where lanes share the row), or `nil`
  /// for an empty cell.
  public func box(atColumn column: Int, row: Int) -> Box? {
    boxes(inColumn: column).filter { $0.rows.contains(row) }.min { $0.lane < $1.lane }
  }

  /// The column of the room called `name` (compared loosely), or `nil`.
  public func column(ofRoom name: String) -> Int? {
    let wanted = FoldedText(name)
    return rooms.firstIndex { FoldedText($0) == wanted }
  }
}

extension Collection {
  /// The index of the first element for which `predicate` holds, in a collection where it
  /// holds for a suffix (binary search); `endIndex` when it holds for none.
  fileprivate func partitioningIndex(where predicate: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if predicate(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
