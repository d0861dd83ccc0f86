import Domain
import Foundation
import ViewModel

/// One line of a list sheet: its text, its style, and the session Enter opens from it.
struct SheetLine {
  var text: String
  var style: CellStyle = .plain
  var session: Session.ID?
}

/// A part of a list sheet: lines that always show, then items that scroll.
struct SheetSection {
  var header: [SheetLine]
  var items: [SheetLine] = []
}

extension TerminalApp {
  /// The sections of the list sheet shown (Now and next, Changes), their lines fitting
  /// `width`; `nil` for any other sheet.
  func listSheetSections(width: Int) -> [SheetSection]? {
    switch models.navigator.sheet {
    case .nowAndNext?: nowAndNextSections(width: width)
    case .changes?: changesSections()
    default: nil
    }
  }

  /// The width of a list sheet's text: the sheet takes the screen's width.
  var listSheetTextWidth: Int {
    max(size.columns - 5, 1)
  }

  /// On a list sheet: Up, Down, PgUp, PgDn, Home and End move the selection among its
  /// sessions, Enter closes the sheet and opens the selected one; `false` for other keys and
  /// screens.
  func handleListSheetKey(_ key: Key) -> Bool {
    guard let sections = listSheetSections(width: listSheetTextWidth) else { return false }
    let items = sections.flatMap(\.items)
    let page = max(size.rows - 8, 1)
    let offset: Int
    switch key {
    case .up: offset = -1
    case .down: offset = 1
    case .pageUp: offset = -page
    case .pageDown: offset = page
    case .home: offset = -Int(Int32.max)
    case .end: offset = Int(Int32.max)
    case .enter:
      guard items.indices.contains(sheetSelection), let id = items[sheetSelection].session else {
        return true
      }
      models.navigator.back()
      models.navigator.open(id)
      return true
    default:
      return false
    }
    sheetSelection = min(max(sheetSelection + offset, 0), max(items.count - 1, 0))
    return true
  }

  /// Draws a list sheet the screen's width: each section's header, then as many of its items
  /// as fit (the sections share the room, so every part shows at 80x24), scrolled to keep the
  /// selected item in view; a section cut short says which of its items show.
  func drawListSheet(
    title: String, sections: [SheetSection], on frame: inout ScreenBuffer
  ) {
    let footer = SheetLine(text: "↑↓ select  Enter open  Esc close", style: .dim)
    let fixed = sections.reduce(0) { $0 + $1.header.count } + max(sections.count - 1, 0) + 2
    let room = max(size.rows - 4 - fixed, 0)
    let quotas = Self.quotas(for: sections.map(\.items.count), room: room)
    var lines: [SheetLine] = []
    var first = 0
    for (index, section) in sections.enumerated() {
      if index > 0 { lines.append(SheetLine(text: "")) }
      let quota = quotas[index]
      let count = section.items.count
      let local = sheetSelection - first
      let start =
        section.items.indices.contains(local) ? max(0, min(local - quota + 1, count - quota)) : 0
      var header = section.header
      if quota < count, var last = header.popLast() {
        last.text += "  (\(start + 1)-\(start + quota) of \(count), ↑↓ scrolls)"
        header.append(last)
      }
      lines += header
      for (offset, item) in section.items.dropFirst(start).prefix(quota).enumerated() {
        var item = item
        if first + start + offset == sheetSelection { item.style = .inverse }
        lines.append(item)
      }
      first += count
    }
    lines.append(SheetLine(text: ""))
    lines.append(footer)
    drawBox(
      title: title, lines: lines.map { ($0.text, $0.style) }, width: size.columns - 2, on: &frame)
  }

  /// How many items of each section show when `room` lines are free: all when they fit, else
  /// an even share, a section needing less giving the rest to the others.
  nonisolated public static func quotas(for counts: [Int], room: Int) -> [Int] {
    guard counts.reduce(0, +) > room else { return counts }
    var quotas = Array(repeating: 0, count: counts.count)
    var left = room
    var pending = counts.indices.sorted { counts[$0] < counts[$1] }
    while let index = pending.first {
      let share = left / pending.count
      quotas[index] = min(counts[index], share)
      left -= quotas[index]
      pending.removeFirst()
    }
    return quotas
  }

  /// A session as a line of Now and next fitting `width`: the bookmark's star, the times, the
  /// title (shortened to fit) and the room with `extra` (never cut).
  func sheetLine(for session: Session, extra: String, width: Int) -> SheetLine {
    let row = row(for: session)
    let mark = session.isCancelled ? "✗ " : bookmarked.contains(session.id) ? "★ " : "  "
    let prefix = "\(mark)\(row.timeRange)  "
    let suffix = "  (\(row.roomText.sanitizedForTerminal())\(extra))"
    let titleWidth = max(width - prefix.displayWidth - suffix.displayWidth, 8)
    let title = session.title.sanitizedForTerminal().truncated(toDisplayWidth: titleWidth)
    return SheetLine(text: prefix + title + suffix, session: session.id)
  }

  /// Now and next: the sessions under way with the minutes they have left, then the next slot
  /// and when it starts, in the words of `conf now` and `conf next`.
  func nowAndNextSections(width: Int) -> [SheetSection] {
    guard let nowAndNext = models.nowAndNext else { return [] }
    var now = SheetSection(header: [])
    switch nowAndNext.now.state {
    case .loaded(let content):
      let moment = content.moment
      if !moment.isToday && content.running.isEmpty {
        now.header.append(SheetLine(text: moment.phaseSentence))
      } else {
        let formatter = ConferenceTimeFormatter(timeZone: displayZone ?? moment.timetable.timeZone)
        now.header.append(
          SheetLine(
            text: "Now: \(formatter.time(of: moment.instant)), day \(moment.timetable.day)",
            style: .bold))
        if content.running.isEmpty {
          now.header.append(SheetLine(text: NowViewModel.nothingOnSentence, style: .dim))
        }
        now.items = content.running.map { session in
          sheetLine(
            for: session, extra: ", \(content.minutesLeft(of: session)) min left", width: width)
        }
      }
    case .failed(let error):
      now.header.append(SheetLine(text: error.description, style: CellStyle(foreground: .red)))
    case .idle, .loading:
      now.header.append(SheetLine(text: "Loading…", style: .dim))
    }
    var next = SheetSection(header: [])
    switch nowAndNext.next.state {
    case .loaded(let content):
      let upcoming = content.upcoming
      guard let slot = upcoming.slot, let timetable = upcoming.timetable else {
        if upcoming.moment.isToday {
          next.header.append(SheetLine(text: NextViewModel.nothingLaterSentence, style: .dim))
        }
        break
      }
      let formatter = ConferenceTimeFormatter(timeZone: displayZone ?? timetable.timeZone)
      // How soon when the slot is today; on another day its day says when.
      let soon =
        upcoming.isOnTheMomentsDay
        ? ", " + ElapsedTimeFormatter.relative(from: upcoming.moment.instant, to: slot.startsAt)
        : ""
      next.header.append(
        SheetLine(
          text: "Next: \(formatter.time(of: slot.startsAt)), day \(timetable.day)\(soon)",
          style: .bold))
      next.items = content.sessions.map { sheetLine(for: $0, extra: "", width: width) }
    case .failed(let error):
      next.header.append(SheetLine(text: error.description, style: CellStyle(foreground: .red)))
    case .idle, .loading:
      next.header.append(SheetLine(text: "Loading…", style: .dim))
    }
    return next.header.isEmpty ? [now] : [now, next]
  }

  /// Changes: the lines of `conf changes`, each change opening its session.
  func changesSections() -> [SheetSection] {
    guard let changes = models.changes else { return [] }
    switch changes.state {
    case .loaded(let result):
      let lines = ChangesViewModel.lines(for: result, timeZone: displayZone, now: now())
      var section = SheetSection(header: lines.prefix(1).map { SheetLine(text: $0, style: .bold) })
      section.items = zip(lines.dropFirst(), result.changes).map { text, change in
        SheetLine(
          text: text, style: change.isBookmarked ? .bold : .plain, session: change.session.id)
      }
      return [section]
    case .failed(let error):
      return [
        SheetSection(header: [
          SheetLine(text: error.description, style: CellStyle(foreground: .red))
        ])
      ]
    case .idle, .loading:
      return [SheetSection(header: [SheetLine(text: "Loading…", style: .dim)])]
    }
  }
}
