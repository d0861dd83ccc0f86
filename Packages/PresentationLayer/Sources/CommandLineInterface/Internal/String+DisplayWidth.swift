extension String {
  /// How many terminal columns the string takes: wide East Asian characters and emoji take two,
  /// combining marks none.
  package var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }

  /// The string cut to at most `width` columns, ending in `…` when something was cut.
  package func truncated(toDisplayWidth width: Int) -> String {
    guard displayWidth > width else { return self }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      let characterWidth = character.displayWidth
      if used + characterWidth > width - 1 {
        break
      }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// The string followed by spaces up to `width` columns (unchanged when already as wide).
  package func padded(toDisplayWidth width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }

  /// The string as lines of at most `width` columns, broken between words; a word wider than a
  /// line is split. Line breaks in the string start new lines; blank lines are kept.
  ///
  /// Linear in the string's length: each character's width is measured once, by `measure` (a
  /// title of 80,000 characters without a space used to take seconds).
  package func wrapped(
    toDisplayWidth width: Int, measuring measure: (Character) -> Int = \.displayWidth
  ) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
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

  /// The string with control characters made harmless for a terminal: tabs and line breaks
  /// become spaces (or are kept, when `keepingLineBreaks`), other controls and bidirectional
  /// overrides become `�`.
  public func sanitizedForTerminal(keepingLineBreaks: Bool = false) -> String {
    var result = ""
    for character in self {
      if character == "\n" || character == "\r\n" {
        result.append(keepingLineBreaks ? "\n" : " ")
      } else if character == "\t" || character == "\r" {
        result.append(" ")
      } else if character.unicodeScalars.contains(where: \.isUnsafeForTerminal) {
        result.append("\u{FFFD}")
      } else {
        result.append(character)
      }
    }
    return result
  }
}

extension Character {
  /// Terminal columns: 0 for combining marks and zero-width characters, 2 for wide ones, else 1.
  package var displayWidth: Int {
    // ASCII, most of any programme, without the Unicode property lookups below.
    if let ascii = asciiValue { return (0x20...0x7E).contains(ascii) ? 1 : 0 }
    guard let first = unicodeScalars.first else { return 0 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control:
      return 0
    default:
      break
    }
    if first.properties.isEmojiPresentation || unicodeScalars.contains("\u{FE0F}") {
      return 2
    }
    return first.isEastAsianWide ? 2 : 1
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is an East Asian wide or fullwidth character.
  fileprivate var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      true
    default:
      false
    }
  }

  /// Whether printing the scalar could change how a terminal shows what follows: C0 and C1
  /// controls (escape sequences) and bidirectional overrides.
  fileprivate var isUnsafeForTerminal: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
      true
    default:
      false
    }
  }
}
