extension PlainText {
  /// The HTML pass: one walk over the bytes, writing text as it goes and holding back white
  /// space and breaks until the next visible character, so none is doubled or left at the ends.
  struct Renderer {
    private let bytes: [UInt8]
    private var output: [UInt8] = []
    /// 0 none, 1 a line break, 2 a paragraph break, to write before the next character.
    private var pendingBreak = 0
    private var pendingSpace = false
    private var pendingBullet = false
    private var preformattedDepth = 0
    /// The open link's target and where its text starts in `output`.
    private var link: (href: String, start: Int)?
    /// Set once a `<` found no `>` after it: none of the later ones will, either.
    private var hasNoMoreTagEnds = false

    init(bytes: [UInt8]) {
      self.bytes = bytes
      output.reserveCapacity(bytes.count)
    }

    mutating func html(work: inout Int) -> [UInt8] {
      var offset = 0
      while offset < bytes.count {
        work += 1
        let byte = bytes[offset]
        if byte == UInt8(ascii: "<"), !hasNoMoreTagEnds, let end = tagEnd(from: offset, &work) {
          offset = tag(from: offset, to: end, &work)
        } else if byte == UInt8(ascii: "&") {
          offset = reference(at: offset, &work)
        } else if PlainText.isSpace(byte) {
          if preformattedDepth > 0 && byte == 10 {
            pendingBreak = max(pendingBreak, 1)
          } else {
            pendingSpace = true
          }
          offset += 1
        } else {
          emit(byte)
          offset += 1
        }
      }
      return output
    }

    // MARK: Writing

    private mutating func emit(_ byte: UInt8) {
      if pendingBreak == 0 && !pendingSpace && !pendingBullet {
        output.append(byte)
      } else {
        emit(CollectionOfOne(byte))
      }
    }

    private mutating func emit<Bytes: Collection<UInt8>>(_ text: Bytes) {
      if !output.isEmpty {
        if pendingBreak > 0 {
          output.append(contentsOf: pendingBreak == 2 ? [10, 10] : [10])
        } else if pendingSpace {
          output.append(0x20)
        }
      }
      if pendingBullet {
        output.append(contentsOf: "• ".utf8)
        pendingBullet = false
      }
      pendingBreak = 0
      pendingSpace = false
      output.append(contentsOf: text)
    }

    private mutating func lineBreak(_ kind: Int) {
      pendingBreak = max(pendingBreak, kind)
    }

    // MARK: Tags

    /// The offset of the `>` ending the tag that starts at `start`, or `nil`.
    private mutating func tagEnd(from start: Int, _ work: inout Int) -> Int? {
      var offset = start + 1
      while offset < bytes.count {
        work += 1
        if bytes[offset] == UInt8(ascii: ">") { return offset }
        offset += 1
      }
      hasNoMoreTagEnds = true
      return nil
    }

    /// Handles the tag `<...>` from `start` to `end` (its `>`); returns where to go on.
    private mutating func tag(from start: Int, to end: Int, _ work: inout Int) -> Int {
      var offset = start + 1
      if bytes[offset...].starts(with: "!--".utf8) {
        return skip(past: "-->", from: offset + 3, &work)
      }
      let isClosing = bytes[offset] == UInt8(ascii: "/")
      if isClosing { offset += 1 }
      var name: [UInt8] = []
      while offset < end, PlainText.isLetter(bytes[offset]) || (48...57).contains(bytes[offset]) {
        work += 1
        name.append(bytes[offset] | 0x20)
        offset += 1
      }
      let tagName = String(decoding: name, as: UTF8.self)
      switch tagName {
      case "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "blockquote",
        "table", "hr", "section", "article", "header", "footer", "figure":
        lineBreak(2)
      case "pre":
        lineBreak(2)
        preformattedDepth = max(0, preformattedDepth + (isClosing ? -1 : 1))
      case "br":
        pendingBreak = min(2, pendingBreak + 1)
      case "tr", "dt", "dd":
        lineBreak(1)
      case "li":
        lineBreak(1)
        pendingBullet = !isClosing
      case "a":
        if isClosing {
          closeLink()
        } else if let href = attribute("href", in: bytes[offset..<end], &work), !href.isEmpty {
          link = (href, output.count)
        }
      case "script", "style":
        if !isClosing { return skip(pastClosing: name, from: end + 1, &work) }
      default:
        break
      }
      return end + 1
    }

    private mutating func closeLink() {
      guard let (href, start) = link else { return }
      link = nil
      let text = output[min(start, output.count)...].drop { PlainText.isSpace($0) }
      if text.isEmpty {
        emit(Array(href.utf8))
      } else if !text.elementsEqual(href.utf8) {
        pendingSpace = true
        emit(Array("(\(href))".utf8))
      }
    }

    /// The decoded value of the attribute `name` among `attributes` (`name="v"`, `'v'` or
    /// unquoted).
    private func attribute(
      _ name: StaticString, in attributes: ArraySlice<UInt8>, _ work: inout Int
    ) -> String? {
      var offset = attributes.startIndex
      let end = attributes.endIndex
      while offset < end {
        work += 1
        while offset < end, PlainText.isSpace(bytes[offset]) || bytes[offset] == UInt8(ascii: "/") {
          offset += 1
        }
        let nameStart = offset
        while offset < end, bytes[offset] != UInt8(ascii: "="), !PlainText.isSpace(bytes[offset]) {
          work += 1
          offset += 1
        }
        let attributeName = bytes[nameStart..<offset].map { $0 | 0x20 }
        guard offset < end, bytes[offset] == UInt8(ascii: "=") else {
          offset += 1
          continue
        }
        offset += 1
        var valueStart = offset
        var valueEnd = offset
        if offset < end, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") {
          let quote = bytes[offset]
          valueStart = offset + 1
          offset = valueStart
          while offset < end, bytes[offset] != quote {
            work += 1
            offset += 1
          }
          valueEnd = offset
          offset += 1
        } else {
          while offset < end, !PlainText.isSpace(bytes[offset]) {
            work += 1
            offset += 1
          }
          valueEnd = offset
        }
        if attributeName.elementsEqual(
          UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        {
          var decoder = Renderer(bytes: Array(bytes[valueStart..<valueEnd]))
          decoder.pendingSpace = false
          return String(decoding: decoder.references(&work), as: UTF8.self)
            .trimmingSpaces()
        }
      }
      return nil
    }

    /// The offset after the next `terminator` (or the end of the input).
    private func skip(past terminator: String, from start: Int, _ work: inout Int) -> Int {
      let pattern = Array(terminator.utf8)
      var offset = start
      while offset + pattern.count <= bytes.count {
        work += 1
        if bytes[offset] == pattern[0],
          bytes[offset..<offset + pattern.count].elementsEqual(pattern)
        {
          return offset + pattern.count
        }
        offset += 1
      }
      return bytes.count
    }

    /// The offset after `</name>` (ignoring case), or the end of the input.
    private func skip(pastClosing name: [UInt8], from start: Int, _ work: inout Int) -> Int {
      var offset = start
      while offset + name.count + 2 < bytes.count {
        work += 1
        if bytes[offset] == UInt8(ascii: "<"), bytes[offset + 1] == UInt8(ascii: "/"),
          bytes[offset + 2..<offset + 2 + name.count].map({ $0 | 0x20 }) == name
        {
          if let end = bytes[(offset + 2 + name.count)...].firstIndex(of: UInt8(ascii: ">")) {
            return end + 1
          }
          return bytes.count
        }
        offset += 1
      }
      return bytes.count
    }

    // MARK: Character references

    /// Decodes every character reference of the whole input, keeping all else (for attribute
    /// values).
    private mutating func references(_ work: inout Int) -> [UInt8] {
      var offset = 0
      while offset < bytes.count {
        work += 1
        if bytes[offset] == UInt8(ascii: "&") {
          offset = reference(at: offset, &work)
        } else {
          output.append(bytes[offset])
          offset += 1
        }
      }
      return output
    }

    /// Writes the character the reference at `start` (`&amp;`, `&#233;`, `&#xE9;`) stands for,
    /// or a literal `&` when it is none; returns where to go on. Looks at most 32 bytes ahead.
    private mutating func reference(at start: Int, _ work: inout Int) -> Int {
      var offset = start + 1
      let limit = min(bytes.count, start + 33)
      while offset < limit, bytes[offset] != UInt8(ascii: ";") {
        work += 1
        guard
          PlainText.isLetter(bytes[offset]) || (48...57).contains(bytes[offset])
            || bytes[offset] == UInt8(ascii: "#")
        else { break }
        offset += 1
      }
      guard offset < limit, bytes[offset] == UInt8(ascii: ";"),
        let scalar = Self.character(named: bytes[(start + 1)..<offset])
      else {
        emit(UInt8(ascii: "&"))
        return start + 1
      }
      if scalar == " " {
        pendingSpace = true
      } else {
        emit(Array(String(scalar).utf8))
      }
      return offset + 1
    }

    /// The character a reference's name (`amp`, `#39`, `#x27`) stands for; `nil` for an
    /// unknown name. A number that is no character (0, a surrogate, beyond U+10FFFF) is `�`.
    private static func character(named name: ArraySlice<UInt8>) -> Unicode.Scalar? {
      guard let first = name.first else { return nil }
      if first == UInt8(ascii: "#") {
        var digits = name.dropFirst()
        var radix = 10
        if let marker = digits.first, marker | 0x20 == UInt8(ascii: "x") {
          radix = 16
          digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 8,
          let value = UInt32(String(decoding: digits, as: UTF8.self), radix: radix)
        else { return nil }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return value == 0xA0 ? " " : scalar
      }
      return namedCharacters[String(decoding: name, as: UTF8.self)]
    }

    /// The named references in common use (`&nbsp;` is written as a space).
    private static let namedCharacters: [String: Unicode.Scalar] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
      "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
      "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„",
      "laquo": "«", "raquo": "»", "bull": "•", "middot": "·", "deg": "°", "times": "×",
      "divide": "÷", "plusmn": "±", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢",
      "sect": "§", "para": "¶", "shy": "\u{AD}", "iexcl": "¡", "iquest": "¿",
      "aacute": "á", "agrave": "à", "acirc": "â", "atilde": "ã", "auml": "ä", "aring": "å",
      "aelig": "æ", "ccedil": "ç", "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë",
      "iacute": "í", "igrave": "ì", "icirc": "î", "iuml": "ï", "ntilde": "ñ", "oacute": "ó",
      "ograve": "ò", "ocirc": "ô", "otilde": "õ", "ouml": "ö", "oslash": "ø", "uacute": "ú",
      "ugrave": "ù", "ucirc": "û", "uuml": "ü", "yacute": "ý", "yuml": "ÿ", "szlig": "ß",
      "Aacute": "Á", "Agrave": "À", "Acirc": "Â", "Atilde": "Ã", "Auml": "Ä", "Aring": "Å",
      "AElig": "Æ", "Ccedil": "Ç", "Eacute": "É", "Egrave": "È", "Ecirc": "Ê", "Euml": "Ë",
      "Iacute": "Í", "Ntilde": "Ñ", "Oacute": "Ó", "Ouml": "Ö", "Oslash": "Ø", "Uacute": "Ú",
      "Uuml": "Ü", "rarr": "→", "larr": "←", "harr": "↔", "hearts": "♥", "zwj": "\u{200D}",
      "zwnj": "\u{200C}", "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}",
    ]
  }
}

extension String {
  /// Without ASCII white space at either end.
  fileprivate func trimmingSpaces() -> String {
    let bytes = Array(utf8)
    guard let first = bytes.firstIndex(where: { !PlainText.isSpace($0) }),
      let last = bytes.lastIndex(where: { !PlainText.isSpace($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
