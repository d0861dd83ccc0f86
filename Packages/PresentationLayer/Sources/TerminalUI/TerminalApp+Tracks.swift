import Domain
import ViewModel

extension TerminalApp {
  /// Whether the app uses colour and whether 24-bit colour, from the environment: none with
  /// `NO_COLOR` set or a monochrome terminal (`TERM` empty, `dumb`, a `vt…` one, or one ending
  /// `-m` or `-mono`), 24-bit with `COLORTERM` `truecolor` or `24bit`, else the basic colours.
  ///
  /// - Parameter environment: The process's environment.
  nonisolated public static func colorSupport(
    in environment: [String: String]
  ) -> (usesColor: Bool, usesTrueColor: Bool) {
    let term = environment["TERM"] ?? ""
    let isMonochrome =
      term.isEmpty || term == "dumb" || term.hasPrefix("vt") || term.hasSuffix("-m")
      || term.hasSuffix("-mono")
    guard environment["NO_COLOR"] == nil, !isMonochrome else { return (false, false) }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    return (true, colorTerm == "truecolor" || colorTerm == "24bit")
  }

  /// The tracks' colours and markers, made from every track the app has loaded (the
  /// timetable's days, the schedule, the search results), so a track looks the same on every
  /// tab.
  var trackPalette: TrackPalette {
    var tracks: [Track] = []
    if case .loaded(let content) = models.timetable.state {
      tracks += content.days.flatMap(\.timetable.tracks)
    }
    if case .loaded(let schedule) = models.schedule.state {
      tracks += schedule.entries.map(\.session.track)
    }
    if isSearchShown, case .loaded(let content) = models.search.state {
      tracks += content.sessions.map(\.track)
    }
    return TrackPalette(tracks: tracks)
  }

  /// How the track named `name` is written: its colour (24-bit where the terminal shows it,
  /// else the palette slot's basic colour) with colour, its marker before the name without.
  func trackLabel(
    _ name: String, in palette: TrackPalette
  ) -> (text: String, style: CellStyle) {
    guard let style = palette.style(ofTrackNamed: name) else {
      return (name, CellStyle(foreground: .cyan))
    }
    guard usesColor else { return ("\(style.marker) \(name)", .plain) }
    if usesTrueColor {
      let color = style.color
      return (
        name,
        CellStyle(
          trueColor: CellStyle.TrueColor(red: color.red, green: color.green, blue: color.blue))
      )
    }
    return (name, CellStyle(foreground: Self.basicColors[style.slot % Self.basicColors.count]))
  }

  /// The basic ANSI colour of each slot of `TrackPalette.colors`.
  static let basicColors: [CellStyle.Color] = [.cyan, .green, .magenta, .blue, .yellow, .red]

  /// The widths of the list's track and room columns for `rows`: never narrower than on an
  /// 80-column screen (16 and 14 at most, a sixth and a seventh of the width; the track's two
  /// more without colour, for its marker), and on a wider
  /// screen as wide as the longest name shown, up to a quarter of the width beyond 40 columns
  /// each (at 200 columns, 40), so titles keep the rest.
  func columnWidths(for rows: [SessionRow], labels: (String) -> String) -> (track: Int, room: Int) {
    let most = (size.columns - 40) / 4
    let track = Self.columnWidth(
      longest: rows.map { labels($0.track).displayWidth }.max() ?? 0,
      least: min(16, size.columns / 6) + (usesColor ? 0 : 2), most: most)
    let room = Self.columnWidth(
      longest: rows.map(\.room.displayWidth).max() ?? 0, least: min(14, size.columns / 7),
      most: most)
    return (track, room)
  }

  /// A column as wide as its longest entry between `least` and `most` (never below `least`).
  static func columnWidth(longest: Int, least: Int, most: Int) -> Int {
    max(least, min(longest, most))
  }
}
