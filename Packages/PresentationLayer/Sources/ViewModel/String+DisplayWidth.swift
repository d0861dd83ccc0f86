extension String {
  /// How many terminal columns the string takes as shown (each character's `displayWidth`):
  /// wide East Asian characters and emoji take two, combining marks and format characters none.
  package var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }

  /// The string as a terminal may be given it, every character in its `displayForm`: controls
  /// and bidirectional controls shown as `�`, format characters dropped, tabs and line breaks
  /// made spaces (or, when `keepingLineBreaks`, each line break made one `\n`).
  ///
  /// Whatever comes from outside (a feed, a server, an argument) passes through this, or through
  /// `truncated`, `padded` or `wrapped`, which apply it, before it reaches a terminal.
  package func sanitizedForTerminal(keepingLineBreaks: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if keepingLineBreaks, character.isNewline {
        result.append("\n")
      } else if let shown = character.displayForm {
        result.append(shown)
      }
    }
    return result
  }

  /// The string shown on one line (`sanitizedForTerminal()`), cut to at most `width` columns,
  /// ending in `…` when something was cut.
  package func truncated(toDisplayWidth width: Int) -> String {
    let shown = sanitizedForTerminal()
    guard shown.displayWidth > width else { return shown }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in shown {
      let characterWidth = character.displayWidth
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// The string shown on one line (`sanitizedForTerminal()`), followed by spaces up to `width`
  /// columns (unchanged when already as wide).
  package func padded(toDisplayWidth width: Int) -> String {
    let shown = sanitizedForTerminal()
    return shown + String(repeating: " ", count: max(0, width - shown.displayWidth))
  }

  /// The string as lines of at most `width` columns, broken between words; a word wider than a
  /// line is split between characters (a wide character still takes a line of its own at width
  /// 1). Line breaks in the string start new lines (blank lines
  /// are kept); each line is shown as `sanitizedForTerminal()` shows it, so runs of spaces and
  /// tabs between words become one space.
  ///
  /// Linear in the string's length: each character's width is measured once, by `measure` (a
  /// title of 80,000 characters without a space used to take seconds).
  package func wrapped(
    toDisplayWidth width: Int, measuring measure: (Character) -> Int = \.displayWidth
  ) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line = ""
      var lineWidth = 0
      let shown = String(paragraph).sanitizedForTerminal()
      for word in shown.split(separator: " ") {
        let widths = word.map(measure)
        let wordWidth = widths.reduce(0, +)
        if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
          line += " "
          line += word
          lineWidth += 1 + wordWidth
          continue
        }
        if !line.isEmpty {
          lines.append(line)
          (line, lineWidth) = ("", 0)
        }
        guard wordWidth > width else {
          (line, lineWidth) = (String(word), wordWidth)
          continue
        }
        for (character, characterWidth) in zip(word, widths) {
          if lineWidth + characterWidth > width, !line.isEmpty {
            lines.append(line)
            (line, lineWidth) = ("", 0)
          }
          line.append(character)
          lineWidth += characterWidth
        }
      }
      lines.append(line)
    }
    return lines
  }
}
