extension String {
  /// The string cut to at most `width` cells, ending in `…` when something was cut.
  func truncatedToCells(_ width: Int) -> String {
    guard cellWidth > width else { return self }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      guard used + character.cellWidth <= width - 1 else { break }
      result.append(character)
      used += character.cellWidth
    }
    return result + "…"
  }

  /// The string as lines of at most `width` cells, broken between words; a word wider than a
  /// line is split between characters.
  ///
  /// Linear in the string's length: each character's width is measured once, by `measure` (a
  /// title of 80,000 characters without a space kept the app on "Loading…" for minutes).
  func wrappedToCells(_ width: Int, measuring measure: (Character) -> Int = \.cellWidth) -> [String]
  {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
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
