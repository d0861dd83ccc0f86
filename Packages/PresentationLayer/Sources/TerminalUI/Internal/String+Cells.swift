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

  /// The string as lines of at most `width` cells, broken between words.
  func wrappedToCells(_ width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        var word = String(word)
        if line.isEmpty {
          line = word
        } else if line.cellWidth + 1 + word.cellWidth <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = word
        }
        while line.cellWidth > width {
          word = line
          var head = ""
          for character in word where head.cellWidth + character.cellWidth <= width {
            head.append(character)
          }
          lines.append(head)
          line = String(word.dropFirst(head.count))
        }
      }
      lines.append(line)
    }
    return lines
  }
}
