import Domain
import Foundation
import ViewModel

extension TerminalApp {
  /// The links of the session whose page is open (its links and the feed's attachments, in
  /// the programme's order); empty on any other screen.
  var openSessionLinks: [SessionLink] {
    guard models.navigator.openSession != nil,
      case .loaded(let content) = models.sessionDetail.state
    else { return [] }
    return content.session.links
  }

  /// The open session's selected link, if it has any.
  var selectedSessionLink: SessionLink? {
    let links = openSessionLinks
    return links.indices.contains(selectedLink) ? links[selectedLink] : nil
  }

  /// On a session's page: Up and Down select a link, Enter opens it (`xdg-open`), `y` copies
  /// it (OSC 52); `false` for any other key or screen, which the screen then handles.
  func handleLinkKey(_ key: Key) -> Bool {
    guard models.navigator.sheet == nil, models.navigator.openSession != nil else { return false }
    let links = openSessionLinks
    switch key {
    case .up, .down:
      guard !links.isEmpty else { return true }
      selectedLink = min(max(selectedLink + (key == .up ? -1 : 1), 0), links.count - 1)
      return true
    case .enter:
      guard let link = selectedSessionLink else { return true }
      open(link)
      return true
    case .character("y"):
      guard let link = selectedSessionLink else { return true }
      copy(link)
      return true
    default:
      return false
    }
  }

  /// Opens `link` with the desktop's opener when it is a web address and there is one; else
  /// the status line shows the address to copy.
  private func open(_ link: SessionLink) {
    let address = link.address
    if Self.isWebAddress(address), models.openLink(address) {
      models.navigator.show(notice: "Opening \(address)")
    } else {
      models.navigator.show(notice: "Link: \(address)")
    }
  }

  /// Puts `link`'s address on the clipboard through the terminal (OSC 52, which most terminals
  /// and tmux with `set-clipboard` honour), saying so on the status line with the address.
  private func copy(_ link: SessionLink) {
    terminal.write(Self.clipboardSequence(for: link.address))
    models.navigator.show(notice: "Copied \(link.address)")
  }

  /// The OSC 52 sequence that sets the clipboard to `text`: base64, so nothing in it can act
  /// on the terminal.
  static func clipboardSequence(for text: String) -> String {
    "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
  }

  /// Whether `address` is an `http` or `https` URL with a host: the only links handed to the
  /// opener (a feed's `file:` or option-like text is shown, never run).
  nonisolated public static func isWebAddress(_ address: String) -> Bool {
    guard let url = URL(string: address), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { return false }
    return !address.contains { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true }
  }

  /// The lines of the open session's links as drawn: the title, then the address.
  static func linkLine(_ link: SessionLink) -> String {
    link.title.isEmpty || link.title == link.address
      ? link.address : "\(link.title)  \(link.address)"
  }
}

extension TerminalApp {
  /// Draws the open session's links from `line` (a `Links:` label, one link a line, the
  /// selected one reversed) and returns the line after them; nothing without links.
  func drawLinks(of session: Session, from line: Int, on frame: inout ScreenBuffer) -> Int {
    var line = line
    let width = size.columns - 12
    for (index, link) in session.links.enumerated() where line < size.rows - 1 {
      if index == 0 { frame.write("Links:", row: line, column: 1, style: .bold) }
      let text = Self.linkLine(link).truncated(toDisplayWidth: width)
      frame.write(
        text, row: line, column: 11,
        style: index == selectedLink ? .inverse : CellStyle(isUnderlined: true))
      line += 1
    }
    return line
  }

  /// The day tabs' labels: each day's weekday and date (`Wed 10 Mar`, the year when not this
  /// year's), shorter (`Wed 10`) when they do not all fit beside the filters, and `Day 2` for a
  /// day whose date is not known.
  func dayTabLabels(for days: [ConferenceDay]) -> [(ConferenceDay, String)] {
    guard let conference = models.timetable.conference else {
      return days.map { ($0, "Day \($0.number)") }
    }
    let formatter = ConferenceTimeFormatter(timeZone: conference.timeZone)
    let dates = Dictionary(
      conference.days.map { ($0.day, $0.date) }, uniquingKeysWith: { first, _ in first })
    let full = days.map { day in
      (
        day,
        dates[day].map { formatter.weekdayAndDate(of: $0, today: now()) } ?? "Day \(day.number)"
      )
    }
    let fits = full.reduce(0) { $0 + $1.1.displayWidth + 2 } <= size.columns - 24
    guard !fits else { return full }
    return full.map { day, label in
      (day, label.split(separator: " ").prefix(2).joined(separator: " "))
    }
  }
}
