import Domain
import Foundation
import ViewModel

extension TerminalApp {
  /// The rows of the list the visible tab shows (search results while a search is shown).
  var visibleRows: [SessionRow] {
    let tab = models.navigator.visibleTab(isLoggedIn: hasAccess)
    switch tab {
    case .timetable:
      if isSearchShown {
        if case .loaded(let content) = models.search.state {
          return displayed(content.rows, of: content.sessions)
        }
        return []
      }
      if case .loaded(let content) = models.timetable.state {
        return displayed(content.rows, of: content.days.flatMap(\.sessions))
      }
      return []
    case .schedule:
      if case .loaded(let schedule) = models.schedule.state {
        return schedule.entries.map { row(for: $0.session) }
      }
      return []
    case .tickets, .profile:
      return []
    }
  }

  /// The bookmarked sessions among those loaded (the timetable's days, the schedule) that start
  /// within the reminder lead time, soonest first: the status line's notice.
  var dueReminders: [ReminderNotice] {
    guard case .loaded(let lead)? = models.reminder?.state, !bookmarked.isEmpty else { return [] }
    var sessions: [Session] = []
    if case .loaded(let content) = models.timetable.state {
      sessions += content.days.flatMap(\.timetable.sessions)
    }
    if case .loaded(let schedule) = models.schedule.state {
      sessions += schedule.entries.map(\.session)
    }
    return ReminderNotice.due(among: sessions, bookmarked: bookmarked, lead: lead, at: now())
  }

  /// The conference's time zone as far as the app knows it: the loaded timetable's, else the
  /// tickets', else UTC.
  var conferenceZone: TimeZone {
    if case .loaded(let content) = models.timetable.state { return content.timetable.timeZone }
    return models.tickets.conferenceTimeZone ?? .gmt
  }

  /// When the saved copy the visible tab shows was saved, or `nil` for a fresh answer (or a tab
  /// with none).
  var visibleSavedAt: Date? {
    switch models.navigator.visibleTab(isLoggedIn: hasAccess) {
    case .timetable:
      if case .loaded(let content) = models.timetable.state { return content.savedAt }
    case .tickets:
      if case .loaded(let list) = models.tickets.state { return list.savedAt }
    case .profile:
      return models.profile.savedAt
    case .schedule:
      return nil
    }
    return nil
  }

  /// `session`'s row with its times in the zone shown (`displayZone`, else the conference's).
  func row(for session: Session) -> SessionRow {
    SessionRow(session: session, timeZone: displayZone ?? session.timeZone)
  }

  /// `rows` (one per session of `sessions`, in the conference's zone) with their times in the
  /// zone shown.
  private func displayed(_ rows: [SessionRow], of sessions: [Session]) -> [SessionRow] {
    guard displayZone != nil, sessions.count == rows.count else { return rows }
    return sessions.map(row(for:))
  }

  /// How many list rows fit between the header and the status line.
  var listHeight: Int {
    max(size.rows - 4, 1)
  }

  /// Draws the whole frame for the current state.
  func makeFrame() -> ScreenBuffer {
    var frame = ScreenBuffer(size: size, usesColor: usesColor)
    guard size.columns >= 10, size.rows >= 5 else {
      frame.write("Too small", row: 0, column: 0)
      return frame
    }
    switch models.appState.state {
    case .loading:
      drawSplash(on: &frame)
      return frame
    case .onboarding(let user):
      drawHeader(on: &frame, user: user)
      drawOnboarding(user.onboardingStep, on: &frame)
    case .unauthenticated, .authenticated, .error:
      drawHeader(on: &frame, user: models.appState.user)
      drawContent(on: &frame)
    }
    drawStatus(on: &frame)
    if let sheet = models.navigator.sheet {
      drawSheet(sheet, on: &frame)
    }
    if let picker { drawPicker(picker, on: &frame) }
    return frame
  }

  private func drawSplash(on frame: inout ScreenBuffer) {
    let middle = size.rows / 2
    let title = "conf"
    frame.write(
      title, row: middle - 1, column: max((size.columns - title.displayWidth) / 2, 0), style: .bold)
    let text = "Restoring your login…"
    frame.write(
      text, row: middle + 1, column: max((size.columns - text.displayWidth) / 2, 0), style: .dim)
  }

  private func drawHeader(on frame: inout ScreenBuffer, user: User?) {
    let visible = models.navigator.visibleTab(isLoggedIn: hasAccess)
    // The conference's name, shortened to leave the tabs their full titles and who is logged
    // in their place; on a narrow screen the tabs shorten instead.
    let name = models.timetable.conference.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? "conf"
    let who =
      !models.capabilities.contains(.accounts)
      ? "bookmarks on this device" : user.map { $0.displayName } ?? "not logged in"
    let tabsWidth = tabs.reduce(0) { $0 + $1.title.displayWidth + 4 }
    let room = size.columns - tabsWidth - who.displayWidth - 5
    let isShort = size.isCompact || room < 8
    var column = frame.write(
      " \(name.truncated(toDisplayWidth: isShort ? max(size.columns / 3, 8) : room)) ", row: 0,
      column: 0, style: CellStyle(isBold: true))
    for (index, tab) in tabs.enumerated() {
      let title = isShort ? String(tab.title.prefix(4)) : tab.title
      let label = " \(index + 1) \(title) "
      let style =
        tab == visible
        ? CellStyle(isBold: true, isInverse: true)
        : (tab.needsLogin && !hasAccess ? CellStyle.dim : .plain)
      column += frame.write(label, row: 0, column: column, style: style)
    }
    let start = size.columns - who.displayWidth - 1
    if start > column + 1 {
      frame.write(who, row: 0, column: start, style: .dim)
    }
    frame.write(String(repeating: "─", count: size.columns), row: 2, column: 0, style: .dim)
    if let changesBanner {
      // After a refresh that changed the programme, until the Changes view is opened.
      frame.write(
        " \(changesBanner): press ! to see what ", row: 2, column: 2,
        style: CellStyle(isBold: true, foreground: .yellow), width: size.columns - 4)
    }
  }

  private func drawContent(on frame: inout ScreenBuffer) {
    if let id = models.navigator.openSession {
      drawSession(id, on: &frame)
      return
    }
    let tab = models.navigator.visibleTab(isLoggedIn: hasAccess)
    switch tab {
    case .timetable:
      if isSearchShown {
        drawSearch(on: &frame)
      } else {
        drawTimetable(on: &frame)
      }
    case .schedule: drawSchedule(on: &frame)
    case .tickets, .profile:
      if let note = models.refusal(tab.requires) {
        frame.write(note, row: 3, column: 1, width: size.columns - 2)
      } else if tab == .tickets {
        drawTickets(on: &frame)
      } else {
        drawProfile(on: &frame)
      }
    }
  }

  private func drawOnboarding(_ step: OnboardingStep, on frame: inout ScreenBuffer) {
    let steps: [OnboardingStep] = [.welcome, .profile, .notifications]
    let number = (steps.firstIndex(of: step) ?? 0) + 1
    frame.write("Getting started", row: 1, column: 1, style: .bold)
    frame.write(
      "Step \(number) of \(steps.count): \(Self.onboardingText(for: step))", row: 3, column: 1,
      width: size.columns - 2)
    switch models.onboarding.state {
    case .completing:
      frame.write("Saving…", row: 5, column: 1, style: .dim)
    case .failed(let error):
      frame.write(error.description, row: 5, column: 1, style: CellStyle(foreground: .red))
    case .idle, .advanced:
      frame.write("Press Enter to complete this step.", row: 5, column: 1, style: .dim)
    }
    guard step == .notifications, models.reminder != nil else { return }
    let lead = onboardingLead ?? keptLead
    frame.write(
      ReminderViewModel.sentence(for: lead), row: 7, column: 1, style: .bold,
      width: size.columns - 2)
    frame.write(
      "+ and - change it by 5 minutes, x turns reminders off ('conf reminder' changes it later).",
      row: 8, column: 1, style: .dim, width: size.columns - 2)
  }

  /// What an onboarding step asks of the person.
  static func onboardingText(for step: OnboardingStep) -> String {
    switch step {
    case .welcome: "welcome to the conference app."
    case .profile: "check your profile (name, email address, phone number)."
    case .notifications: "choose reminders for the sessions you bookmark."
    case .done: "done."
    }
  }

  private func drawTimetable(on frame: inout ScreenBuffer) {
    let state = models.navigator.state
    var column = 1
    let days = models.timetable.conferenceDays
    let labels = dayTabLabels(for: days.isEmpty ? [state.day] : days)
    for (day, label) in labels {
      let style = day == state.day ? CellStyle(isBold: true, isUnderlined: true) : .plain
      column += frame.write(label, row: 1, column: column, style: style) + 2
    }
    var filters = ["Track: \(state.track ?? "all")"]
    if let room { filters.append("Room: \(room)") }
    if let speaker { filters.append("Speaker: \(speaker)") }
    if let displayZone { filters.insert("Times: \(displayZone.identifier)", at: 0) }
    let track = filters.joined(separator: "  ")
    frame.write(track, row: 1, column: max(column + 1, size.columns - track.displayWidth - 1))
    switch models.timetable.state {
    case .idle, .loading:
      frame.write("Loading day \(state.day.number)…", row: 3, column: 1, style: .dim)
    case .failed(let failure):
      frame.write(failure.description, row: 3, column: 1, style: CellStyle(foreground: .red))
    case .loaded(let content):
      if grid.isShown {
        drawGrid(on: &frame)
        return
      }
      drawRows(
        visibleRows, on: &frame, running: Set(content.days.flatMap(\.runningSessionIDs)),
        changed: models.timetable.changedSessionIDs)
    }
  }

  private func drawSearch(on frame: inout ScreenBuffer) {
    switch models.search.state {
    case .idle, .loading:
      frame.write("Searching…", row: 1, column: 1, style: .dim)
    case .failed(let error):
      frame.write(error.description, row: 3, column: 1, style: CellStyle(foreground: .red))
    case .loaded(let content):
      frame.write(
        "Search: \(content.query) — \(content.rows.count) found (Esc returns)", row: 1, column: 1)
      drawRows(visibleRows, on: &frame, running: [], showsDay: true)
    }
  }

  private func drawSchedule(on frame: inout ScreenBuffer) {
    frame.write("My schedule", row: 1, column: 1, style: .bold)
    switch models.schedule.state {
    case .idle, .loading:
      frame.write("Loading…", row: 3, column: 1, style: .dim)
    case .failed(let error):
      frame.write(error.description, row: 3, column: 1, style: CellStyle(foreground: .red))
    case .loaded(let schedule):
      if schedule.entries.isEmpty {
        frame.write("No bookmarks yet: press b on a session.", row: 3, column: 1, style: .dim)
      }
      var notes: [Session.ID: String] = [:]
      for entry in schedule.entries where !entry.conflicts.isEmpty {
        notes[entry.session.id] =
          "overlaps " + entry.conflicts.map(\.rawValue).joined(separator: ", ")
      }
      drawRows(
        visibleRows, on: &frame, running: [],
        changed: Set(schedule.entries.filter(\.hasChanged).map(\.session.id)), showsDay: true,
        notes: notes)
    }
  }

  private func drawTickets(on frame: inout ScreenBuffer) {
    frame.write("Tickets", row: 1, column: 1, style: .bold)
    switch models.tickets.state {
    case .idle, .working:
      frame.write("Loading…", row: 3, column: 1, style: .dim)
    case .failed(let error):
      frame.write(error.description, row: 3, column: 1, style: CellStyle(foreground: .red))
    case .loaded(let list):
      let tickets = list.tickets
      if tickets.isEmpty {
        frame.write(
          "No tickets: press g, s or u to buy a general, student or supporter one.", row: 3,
          column: 1, style: .dim)
      }
      let zone = displayZone ?? models.tickets.conferenceTimeZone ?? .gmt
      for (index, ticket) in tickets.prefix(listHeight - 2).enumerated() {
        frame.write(TicketsViewModel.line(for: ticket, in: zone), row: 3 + index, column: 1)
      }
      if tickets.contains(where: { !$0.isCheckedIn }) {
        frame.write(
          "Press c to check in at the venue.", row: 4 + min(tickets.count, listHeight - 2),
          column: 1, style: .dim)
      }
    case .purchased(let ticket):
      frame.write("\(ticket.id)  \(ticket.kind)", row: 3, column: 1)
    case .checkedIn(let result):
      frame.write("\(result.ticket.id)  \(result.ticket.kind)", row: 3, column: 1)
    }
  }

  private func drawProfile(on frame: inout ScreenBuffer) {
    frame.write("Profile", row: 1, column: 1, style: .bold)
    switch models.profile.state {
    case .idle, .loading:
      frame.write("Loading…", row: 3, column: 1, style: .dim)
    case .saving(let number):
      frame.write("Saving \(number)…", row: 3, column: 1, style: .dim)
    case .failed(let error):
      frame.write(error.description, row: 3, column: 1, style: CellStyle(foreground: .red))
    case .loaded(let user):
      let fields = [
        ("Name", user.displayName), ("Email", user.email.description),
        ("Phone", user.phoneNumber.map(\.description) ?? "none (press p to add one)"),
      ]
      for (index, (label, value)) in fields.enumerated() {
        frame.write(label + ":", row: 3 + index, column: 1, style: .bold)
        frame.write(value, row: 3 + index, column: 9)
      }
    }
  }

  private func drawRows(
    _ rows: [SessionRow], on frame: inout ScreenBuffer, running: Set<Session.ID>,
    changed: Set<Session.ID> = [], showsDay: Bool = false, notes: [Session.ID: String] = [:]
  ) {
    let height = listHeight
    let selected = models.navigator.state.selectedRow
    let first = max(0, min(selected - height + 1, rows.count - height))
    let compact = size.isCompact
    let palette = trackPalette
    let shown = Array(rows.dropFirst(first).prefix(height))
    let widths = columnWidths(for: shown) { trackLabel($0, in: palette).text }
    let trackWidth = compact ? 0 : widths.track
    let roomWidth = compact ? 0 : widths.room
    for (offset, row) in shown.enumerated() {
      let line = 3 + offset
      var column = 1
      if showsDay {
        column += frame.write("D\(row.day.number) ", row: line, column: column)
      }
      column += frame.write(compact ? row.startTime : row.timeRange, row: line, column: column) + 1
      // A bookmarked session that changed since `conf changes` was last read shows "!".
      let isChanged = bookmarked.contains(row.id) && changed.contains(row.id)
      // A cancelled session shows "✗", a bookmarked one while it stays bookmarked.
      let mark =
        row.isCancelled
        ? "✗"
        : isChanged
          ? "!" : bookmarked.contains(row.id) ? "★" : running.contains(row.id) ? "▶" : " "
      column += frame.write(
        mark, row: line, column: column,
        style: CellStyle(foreground: isChanged || row.isCancelled ? .red : .yellow))
      column += 1
      let titleWidth = size.columns - column - (compact ? 1 : trackWidth + roomWidth + 3)
      // A note (the schedule's overlaps) goes after the title, which gives way to it.
      let note = notes[row.id].map { "  \($0)" } ?? ""
      let title = row.title.truncated(
        toDisplayWidth: max(titleWidth - note.displayWidth, titleWidth / 2))
      frame.write(title, row: line, column: column)
      if !note.isEmpty {
        frame.write(
          note.truncated(toDisplayWidth: max(titleWidth - title.displayWidth, 0)), row: line,
          column: column + title.displayWidth, style: CellStyle(foreground: .red))
      }
      if !compact {
        column += titleWidth + 1
        let track = trackLabel(row.track, in: palette)
        frame.write(
          track.text.truncated(toDisplayWidth: trackWidth), row: line, column: column,
          style: track.style)
        frame.write(
          row.roomCell.truncated(toDisplayWidth: roomWidth), row: line,
          column: column + trackWidth + 1,
          style: .dim)
      }
      if first + offset == selected {
        frame.applyStyle(.inverse, row: line)
      }
    }
  }

  private func drawSession(_ id: Session.ID, on frame: inout ScreenBuffer) {
    frame.write("‹ Esc  Session \(id.rawValue)", row: 1, column: 1, style: .dim)
    switch models.sessionDetail.state {
    case .idle, .loading:
      frame.write("Loading session \(id.rawValue)…", row: 3, column: 1, style: .dim)
    case .failed(let error):
      frame.write(error.description, row: 3, column: 1, style: CellStyle(foreground: .red))
    case .loaded(let content):
      let session = content.session
      let row = self.row(for: session)
      var line = 3
      let width = size.columns - 2
      // The title is one line of text, whatever line breaks it holds; the abstract keeps its own.
      let title = session.title.sanitizedForTerminal()
      for text in title.wrapped(toDisplayWidth: width) where line < size.rows - 1 {
        frame.write(text, row: line, column: 1, style: .bold)
        line += 1
      }
      line += 1
      let mark =
        (session.isCancelled ? "  ✗ cancelled" : "")
        + (!bookmarked.contains(session.id)
          ? ""
          : models.timetable.changedSessionIDs.contains(session.id)
            ? "  ★ bookmarked, changed (! shows what)" : "  ★ bookmarked")
      let zone = ConferenceTimeFormatter(timeZone: displayZone ?? session.timeZone)
        .zoneLabel(at: session.startsAt)
      let fields = [
        ("When", "Day \(row.day), \(row.date), \(row.timeRange) (\(zone))"),
        ("Track", row.track), ("Room", row.roomText), ("Level", session.level?.name ?? ""),
        ("Type", session.kind ?? ""), ("Language", session.language),
        ("Speakers", content.speakerLines.joined(separator: "; ")),
      ]
      for (label, value) in fields where line < size.rows - 1 && !value.isEmpty {
        frame.write(label + ":", row: line, column: 1, style: .bold)
        frame.write(value + (label == "When" ? mark : ""), row: line, column: 11, width: width - 10)
        line += 1
      }
      line = drawLinks(of: session, from: line, on: &frame)
      line += 1
      for text in session.abstract.wrapped(toDisplayWidth: width) where line < size.rows - 1 {
        frame.write(text, row: line, column: 1)
        line += 1
      }
    }
  }

  private func drawStatus(on frame: inout ScreenBuffer) {
    let line = size.rows - 1
    if case .search(let text) = input {
      frame.write("/" + text, row: line, column: 0, style: .bold)
      return
    }
    if case .time(let text) = input {
      frame.write("Go to time (HH:MM, Enter goes): " + text, row: line, column: 0, style: .bold)
      return
    }
    if let notice = models.navigator.notice {
      frame.write(notice, row: line, column: 1, style: CellStyle(isBold: true, foreground: .yellow))
      return
    }
    if case .error(let error) = models.appState.state {
      // Offline, what is shown is the copy saved on this device: say from when, as the line
      // commands' warning does.
      let saved = visibleSavedAt.map { savedAt -> String in
        let formatter = ConferenceTimeFormatter(timeZone: displayZone ?? conferenceZone)
        return "The backend cannot be reached; showing the copy saved at "
          + "\(formatter.dayAndTime(of: savedAt))."
      }
      frame.write(
        saved ?? error.description, row: line, column: 1, style: CellStyle(foreground: .red))
      return
    }
    let due = statusLineReminders
    if let reminder = due.first {
      let more = due.count > 1 ? " (+\(due.count - 1) more)" : ""
      frame.write(
        reminder.text(suffix: more, fittingDisplayWidth: size.columns - 2), row: line,
        column: 1, style: CellStyle(isBold: true, foreground: .yellow))
      return
    }
    if let refresh = models.programmeRefresh,
      let sentence = refresh.sentence(in: displayZone ?? conferenceZone)
    {
      let style: CellStyle =
        if case .failed = refresh.state { CellStyle(foreground: .red) } else { .dim }
      let keys = "? keys  q quit"
      let width = frame.write(
        sentence, row: line, column: 1, style: style,
        width: max(size.columns - keys.displayWidth - 4, 1))
      if width + keys.displayWidth + 4 <= size.columns {
        frame.write(keys, row: line, column: size.columns - keys.displayWidth - 1, style: .dim)
      }
      return
    }
    let hint =
      if models.navigator.openSession != nil, !openSessionLinks.isEmpty {
        "↑↓ link  Enter open link  y copy link  b bookmark  Esc back  ? keys"
      } else if size.isCompact {
        "? keys  q quit"
      } else if size.columns < 90 {
        "↑↓ move  Enter open  ←→ day  t track  b bookmark  / search  ? keys  q quit"
      } else {
        "↑↓ move  Enter open  Esc back  ←→ day  t track  b bookmark  / search  ? keys  q quit"
      }
    frame.write(hint, row: line, column: 1, style: .dim)
  }

  private func drawSheet(_ sheet: AppSheet, on frame: inout ScreenBuffer) {
    var lines: [(String, CellStyle)] = []
    let title: String
    switch sheet {
    case .help:
      title = "Keys (Esc closes this list)"
      let width = KeyBinding.all.map(\.keys.displayWidth).max() ?? 0
      lines = KeyBinding.all.map {
        (
          $0.keys + String(repeating: " ", count: width - $0.keys.displayWidth) + "  " + $0.action,
          .plain
        )
      }
      // The blank line gives way where the list only just fits.
      if lines.count + 6 <= size.rows { lines.append(("", .plain)) }
      lines.append(("Esc closes this list.", .dim))
    case .nowAndNext, .changes:
      drawListSheet(
        title: sheet == .changes ? "Changes" : "Now and next",
        sections: listSheetSections(width: listSheetTextWidth) ?? [], on: &frame)
      return
    case .login(let action):
      title = "Log in"
      if action != nil {
        lines.append(("Log in to do that.", .dim))
      }
      var email = ""
      var focusOnPassword = false
      if case .login(let typed, _, let isPasswordFocused) = input {
        email = typed
        focusOnPassword = isPasswordFocused
      }
      lines.append(("Email:    " + email + (focusOnPassword ? "" : "_"), .plain))
      lines.append(("Password: " + (focusOnPassword ? "(typing, not shown)" : ""), .plain))
      switch models.login.state {
      case .loggingIn: lines.append(("Logging in…", .dim))
      case .invalid(let problem):
        lines.append((problem.message, CellStyle(foreground: .red)))
      case .failed(let error):
        lines.append((error.description, CellStyle(foreground: .red)))
      case .idle, .loggedIn: lines.append(("", .plain))
      }
      lines.append(("Tab switches fields, Enter logs in, Esc cancels.", .dim))
    case .phoneChange:
      title = "Change phone number"
      var text = ""
      if case .phone(let typed) = input { text = typed }
      lines.append(("Phone: " + text + "_", .plain))
      if case .failed(let error) = models.profile.state {
        lines.append((error.description, CellStyle(foreground: .red)))
      }
      lines.append(("Enter saves, Esc cancels.", .dim))
    }
    drawBox(title: title, lines: lines, width: size.columns - 2, on: &frame)
  }

  /// Draws a sheet's box in the middle of the screen: `title` in its top edge, then `lines`,
  /// as wide as the longest (up to `width`) and as tall as they are (up to the screen's).
  func drawBox(
    title: String, lines: [(String, CellStyle)], width: Int, on frame: inout ScreenBuffer
  ) {
    let width = min(
      width, max(lines.map(\.0.displayWidth).max() ?? 0, title.displayWidth) + 4)
    let height = min(size.rows - 2, lines.count + 2)
    let top = max((size.rows - height) / 2, 1)
    let left = max((size.columns - width) / 2, 1)
    let inner = width - 2
    frame.write(
      "┌ " + title + " " + String(repeating: "─", count: max(inner - title.displayWidth - 2, 0))
        + "┐",
      row: top, column: left, style: .bold)
    for (index, (text, style)) in lines.prefix(height - 2).enumerated() {
      frame.write("│", row: top + 1 + index, column: left, style: .bold)
      frame.write(String(repeating: " ", count: inner), row: top + 1 + index, column: left + 1)
      frame.write(" " + text, row: top + 1 + index, column: left + 1, style: style, width: inner)
      frame.write("│", row: top + 1 + index, column: left + width - 1, style: .bold)
    }
    frame.write(
      "└" + String(repeating: "─", count: inner) + "┘", row: top + height - 1, column: left,
      style: .bold)
  }
}
