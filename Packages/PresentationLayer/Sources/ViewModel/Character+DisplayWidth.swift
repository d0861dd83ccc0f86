extension Character {
  /// The character as a terminal is given it on one line of text, or `nil` when it shows
  /// nothing: the one policy of the line commands and the app.
  ///
  /// - Tabs and line breaks (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029) become a space.
  /// - A cluster holding another C0 or C1 control, DEL, or a bidirectional embedding, override,
  ///   isolate or mark (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) becomes `�`: it
  ///   could start an escape sequence or reorder what follows.
  /// - Other format characters (zero-width space and joiners, U+2060–U+2064, U+FEFF, the soft
  ///   hyphen …) are dropped, except the joiners and tags inside an emoji sequence; a cluster
  ///   that is nothing but such characters, or starts with a combining mark that has nothing to
  ///   combine with, shows nothing.
  package var displayForm: Character? {
    if let ascii = asciiValue {
      // `asciiValue` of CR LF is LF's.
      if (0x20...0x7E).contains(ascii) { return self }
      return ascii == 0x09 || isNewline ? " " : "\u{FFFD}"
    }
    if isNewline { return " " }
    let scalars = unicodeScalars
    if scalars.contains(where: \.isUnsafeForTerminal) { return "\u{FFFD}" }
    guard let first = scalars.first, !first.isJoiningOnly else { return nil }
    guard scalars.contains(where: { $0.properties.generalCategory == .format }) else {
      return self
    }
    let kept = scalars.indices.filter { index in
      let scalar = scalars[index]
      guard scalar.properties.generalCategory == .format else { return true }
      // A joiner between two emoji, or a tag of an emoji flag sequence, is part of the emoji.
      guard first.isPictographic else { return false }
      if scalar == "\u{200D}" {
        let next = scalars.index(after: index)
        return next != scalars.endIndex && scalars[next].isPictographic
      }
      return (0xE0020...0xE007F).contains(scalar.value)
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: kept.map { scalars[$0] })
    let shown = String(text)
    guard let character = shown.first, let head = character.unicodeScalars.first,
      !head.isJoiningOnly
    else { return nil }
    return shown.count == 1 ? character : "\u{FFFD}"
  }

  /// How many terminal columns the character takes where it is shown (its `displayForm`): 0 for
  /// what shows nothing, 2 for East Asian wide and fullwidth characters and emoji (a whole emoji
  /// sequence, joined or with a modifier, counts once), else 1.
  package var displayWidth: Int {
    // ASCII, most of any programme, without the Unicode property lookups below.
    if let ascii = asciiValue, (0x20...0x7E).contains(ascii) { return 1 }
    guard let shown = displayForm else { return 0 }
    return shown.shownWidth
  }

  /// The width of a character that is its own display form.
  private var shownWidth: Int {
    if asciiValue != nil { return 1 }
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isEastAsianWide || first.properties.isEmojiPresentation { return 2 }
    let rest = scalars.dropFirst()
    // Text-style emoji made emoji-style (VS16), joined to another emoji or given a skin tone.
    if first.properties.isEmoji, rest.contains("\u{FE0F}") { return 2 }
    if first.isPictographic,
      rest.contains(where: { $0 == "\u{200D}" || $0.properties.isEmojiModifier })
    {
      return 2
    }
    return 1
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is East Asian wide or fullwidth (Unicode's EastAsianWidth W and F):
  /// CJK ideographs and their punctuation, kana, Hangul syllables, fullwidth forms, and the
  /// emoji the table lists.
  fileprivate var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
      0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x1B2FB, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320,
      0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA,
      0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440,
      0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A,
      0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC,
      0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
      0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
      0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }

  /// Whether printing the scalar could change how a terminal shows what follows: C0 and C1
  /// controls (escape sequences) and the bidirectional controls (embeddings, overrides,
  /// isolates and marks).
  package var isUnsafeForTerminal: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069:
      true
    default:
      false
    }
  }

  /// Whether the scalar is an emoji beyond ASCII (digits, `#` and `*` are emoji only in keycap
  /// sequences).
  fileprivate var isPictographic: Bool {
    value > 0x7F && properties.isEmoji
  }

  /// Whether the scalar only ever attaches to what comes before it (a combining or spacing
  /// mark, an emoji modifier, a joiner): a cluster that starts with one has nothing to show.
  fileprivate var isJoiningOnly: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: true
    default: properties.isEmojiModifier || value == 0x200D || value == 0x200C
    }
  }
}
