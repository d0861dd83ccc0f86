import ViewModel

/// The command's view of the terminal: where lines go, how wide they may be, whether to color.
struct Console {
  let output: any TextWriter
  let error: any TextWriter
  /// Whether standard output may carry ANSI color.
  let usesColor: Bool
  /// How many columns human output may use.
  let width: Int

  /// Writes `text` to standard output as is.
  func write(_ text: String) {
    output.write(text)
  }

  /// Writes `line` and a line break to standard output.
  func writeLine(_ line: String = "") {
    output.write(line + "\n")
  }

  /// Writes `line` and a line break to standard error, made safe first: whatever it echoes
  /// (an argument, a setting, a server's message) cannot steer the terminal or break the line
  /// (control characters show as `\u{FFFD}`, line breaks as spaces).
  func writeErrorLine(_ line: String) {
    error.write(line.sanitizedForTerminal() + "\n")
  }

  /// Writes `table` fitted to `width`, its header bold.
  func write(_ table: TextTable) {
    let lines = table.lines(fittingWidth: width)
    writeLine(styled(lines.header, .bold))
    for row in lines.rows { writeLine(row) }
  }

  /// Writes `text` wrapped to `width`, each line in `style` when one is given.
  func writeWrapped(_ text: String, _ style: TextStyle? = nil) {
    for line in text.wrapped(toDisplayWidth: width) {
      writeLine(style.map { styled(line, $0) } ?? line)
    }
  }

  /// `text` wrapped in `style`'s escape codes when color is on, else unchanged.
  func styled(_ text: String, _ style: TextStyle) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
