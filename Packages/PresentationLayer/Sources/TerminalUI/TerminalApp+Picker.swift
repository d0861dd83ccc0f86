import Domain
import Foundation
import ViewModel

extension TerminalApp {
  /// An open type-to-filter picker, and the grid's view before it opened (a room picker over
  /// the grid scrolls to the best match as you type; Esc puts the view back).
  struct OpenPicker {
    var model: PickerViewModel
    var gridBefore: GridViewport? = nil
  }

  /// Opens the picker `key` asks for (`k` track, `f` room, `w` speaker, `d` day) on the
  /// timetable, or the conference picker (`C`) anywhere without a sheet; `false` for any other
  /// key, or when there is nothing to pick from.
  func openPicker(for key: Key) async -> Bool {
    if key == .character("C") {
      guard models.navigator.sheet == nil, let conferences = models.conferences else {
        return false
      }
      await conferences.load()
      guard case .listed(let catalog) = conferences.state else {
        if case .failed(let error) = conferences.state {
          models.navigator.show(notice: error.description)
        }
        return true
      }
      let items = catalog.listings.map { listing in
        PickerViewModel.Item(
          name: listing.title.isEmpty || listing.title == listing.name
            ? listing.name : "\(listing.title) (\(listing.name))",
          detail: listing.isCurrent ? "current" : "", value: listing.name)
      }
      picker = OpenPicker(model: PickerViewModel(kind: .conference, items: items))
      return true
    }
    let kind: PickerViewModel.Kind
    switch key {
    case .character("k"): kind = .track
    case .character("f"): kind = .room
    case .character("w"): kind = .speaker
    case .character("d"): kind = .day
    default: return false
    }
    let navigator = models.navigator
    guard navigator.visibleTab(isLoggedIn: hasAccess) == .timetable, navigator.sheet == nil,
      navigator.openSession == nil, !isSearchShown
    else { return false }
    guard let items = pickerItems(for: kind), !items.isEmpty else { return true }
    picker = OpenPicker(model: PickerViewModel(kind: kind, items: items), gridBefore: grid.viewport)
    return true
  }

  /// The choices of a `kind` picker from the loaded day, each with its count of sessions, and
  /// a last choice that clears the filter (the grid's room picker has none: it scrolls).
  private func pickerItems(for kind: PickerViewModel.Kind) -> [PickerViewModel.Item]? {
    if kind == .day {
      return models.timetable.conferenceDays.map {
        PickerViewModel.Item(name: "Day \($0.number)", value: String($0.number))
      }
    }
    guard case .loaded(let content) = models.timetable.state, let day = content.days.first else {
      return nil
    }
    let sessions = day.timetable.sessions
    func count(_ number: Int) -> String { number == 1 ? "1 session" : "\(number) sessions" }
    switch kind {
    case .track:
      var counts: [Track: Int] = [:]
      for session in sessions { counts[session.track, default: 0] += 1 }
      return content.tracks.map {
        PickerViewModel.Item(name: $0.name, detail: count(counts[$0] ?? 0))
      } + [PickerViewModel.Item(name: "All tracks", value: "")]
    case .room:
      var counts: [String: Int] = [:]
      for session in sessions { counts[session.room, default: 0] += 1 }
      let rooms = isGridActive ? makeGrid()?.rooms ?? [] : day.timetable.rooms
      let items = rooms.map { PickerViewModel.Item(name: $0, detail: count(counts[$0] ?? 0)) }
      return isGridActive ? items : items + [PickerViewModel.Item(name: "All rooms", value: "")]
    case .speaker:
      return day.timetable.speakers.map { PickerViewModel.Item(name: $0.name) }
        + [PickerViewModel.Item(name: "All speakers", value: "")]
    case .day, .conference:
      return nil
    }
  }

  /// Handles a key while a picker is open: typing filters, Up and Down move the highlight,
  /// Enter chooses it, Esc cancels. Nothing is chosen without Enter, so keys typed fast after
  /// the last needed letter never reach the screen behind as shortcuts.
  func handlePickerKey(_ key: Key) async {
    guard var open = picker else { return }
    switch key {
    case .escape:
      picker = nil
      if let before = open.gridBefore { grid.viewport = before }
      return
    case .enter:
      picker = nil
      if let item = open.model.highlighted { await choose(item, kind: open.model.kind) }
      return
    case .up: open.model.moveHighlight(by: -1)
    case .down: open.model.moveHighlight(by: 1)
    case .pageUp: open.model.moveHighlight(by: -10)
    case .pageDown: open.model.moveHighlight(by: 10)
    case .backspace: open.model.setQuery(String(open.model.query.dropLast()))
    case .character(let character):
      open.model.setQuery(open.model.query + String(character))
    case .paste(let text):
      open.model.setQuery(open.model.query + text)
    default:
      return
    }
    picker = open
    previewRoom(open.model)
  }

  /// Over the grid, scrolls to the highlighted room while the room picker is open.
  private func previewRoom(_ model: PickerViewModel) {
    guard model.kind == .room, isGridActive, let item = model.highlighted,
      let programme = makeGrid(), let column = programme.column(ofRoom: item.value)
    else { return }
    var viewport = gridViewport(for: programme)
    viewport.show(column: column, in: programme)
    grid.viewport = viewport
  }

  /// Applies a choice: the grid scrolls to a room; the list is narrowed to a track, room or
  /// speaker (the empty value clears it); a day is shown.
  private func choose(_ item: PickerViewModel.Item, kind: PickerViewModel.Kind) async {
    let navigator = models.navigator
    let value = item.value.isEmpty ? nil : item.value
    switch kind {
    case .track:
      navigator.select(track: value)
    case .room:
      if isGridActive, let value, let programme = makeGrid(),
        let column = programme.column(ofRoom: value)
      {
        var viewport = gridViewport(for: programme)
        viewport.show(column: column, in: programme)
        grid.viewport = viewport
      } else {
        room = value
        models.timetable.selectRoom(value)
      }
    case .speaker:
      speaker = value
      models.timetable.selectSpeaker(value)
    case .day:
      if let number = value.flatMap(Int.init), let day = try? ConferenceDay(number) {
        navigator.select(day: day)
      }
    case .conference:
      // The run ends and the launcher opens the app over the conference chosen.
      guard let value else { return }
      chosenConference = value
      isFinished = true
    }
  }

  /// Draws the open picker as a sheet: the typed text, then the matches (the highlighted one
  /// inverse) with their details, as many as fit.
  func drawPicker(_ open: OpenPicker, on frame: inout ScreenBuffer) {
    let model = open.model
    let width = min(size.columns - 2, 60)
    let height = min(size.rows - 2, max(model.items.count, 1) + 4)
    let top = max((size.rows - height) / 2, 1)
    let left = max((size.columns - width) / 2, 1)
    let inner = width - 2
    let title = "Pick a \(model.kind.title.lowercased())"
    frame.write(
      "┌ " + title + " " + String(repeating: "─", count: max(inner - title.displayWidth - 2, 0))
        + "┐", row: top, column: left, style: .bold)
    var lines: [(String, CellStyle)] = [("> " + model.query + "_", .bold)]
    let listHeight = max(height - 4, 1)
    let first = max(
      0, min(model.highlightedIndex - listHeight + 1, model.matches.count - listHeight))
    if model.matches.isEmpty { lines.append(("No match.", .dim)) }
    for (offset, item) in model.matches.dropFirst(first).prefix(listHeight).enumerated() {
      let detail = item.detail.isEmpty ? "" : "  " + item.detail
      let name = item.name.truncated(toDisplayWidth: max(inner - 2 - detail.displayWidth, 4))
      lines.append(
        (
          name.padded(toDisplayWidth: inner - 2 - detail.displayWidth) + detail,
          first + offset == model.highlightedIndex ? .inverse : .plain
        ))
    }
    lines.append(("Type to filter, ↑↓ move, Enter chooses, Esc cancels.", .dim))
    for (index, (text, style)) in lines.prefix(height - 2).enumerated() {
      let row = top + 1 + index
      frame.write("│", row: row, column: left, style: .bold)
      frame.write(String(repeating: " ", count: inner), row: row, column: left + 1)
      frame.write(" " + text, row: row, column: left + 1, width: inner)
      if style != .plain { frame.applyStyle(style, row: row, column: left + 2, width: inner - 2) }
      frame.write("│", row: row, column: left + width - 1, style: .bold)
    }
    frame.write(
      "└" + String(repeating: "─", count: inner) + "┘", row: top + height - 1, column: left,
      style: .bold)
  }
}
