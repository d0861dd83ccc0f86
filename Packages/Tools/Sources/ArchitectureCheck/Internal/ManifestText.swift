/// Finds positions in a manifest's text: where a target is declared, where one of its
/// dependencies is written, where the settings loop starts.
struct ManifestText {
  private static let targetFactories: Set<String> = [
    "target", "testTarget", "executableTarget", "systemLibrary", "plugin", "macro",
    "binaryTarget",
  ]

  let path: String
  let bytes: [UInt8]
  private let lineStarts: [Int]
  /// Every `"..."` literal of the manifest: its text and the offset of its opening quote.
  private let strings: [(text: String, offset: Int)]
  /// The offset of each target's declared name, by name.
  private let declarations: [String: Int]
  /// The offsets of `declarations`, sorted.
  private let declarationOffsets: [Int]

  init(path: String, text: String) {
    self.path = path
    bytes = Array(text.utf8)
    var starts = [0]
    var strings: [(text: String, offset: Int)] = []
    var cursor = 0
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "\n") {
        starts.append(cursor + 1)
      } else if byte == UInt8(ascii: "\"") {
        var close = cursor + 1
        while close < bytes.count, bytes[close] != UInt8(ascii: "\""),
          bytes[close] != UInt8(ascii: "\n")
        {
          close += 1
        }
        if close < bytes.count, bytes[close] == UInt8(ascii: "\"") {
          strings.append((String(decoding: bytes[(cursor + 1)..<close], as: UTF8.self), cursor))
          cursor = close
        }
      }
      cursor += 1
    }
    lineStarts = starts
    self.strings = strings
    var declarations: [String: Int] = [:]
    for string in strings where declarations[string.text] == nil {
      if Self.isTargetDeclaration(quoteOffset: string.offset, in: bytes) {
        declarations[string.text] = string.offset
      }
    }
    self.declarations = declarations
    declarationOffsets = declarations.values.sorted()
  }

  func location(ofOffset offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
  }

  var startLocation: SourceLocation {
    SourceLocation(path: path, line: 1, column: 1)
  }

  /// The offset of the quoted name in `.target(name: "X"` (or any other target factory).
  func targetDeclarationOffset(named name: String) -> Int? {
    declarations[name]
  }

  /// The offset of `"dependency"` inside the declaration of `target`.
  func dependencyOffset(named dependency: String, inTarget target: String) -> Int? {
    guard let start = declarations[target] else { return nil }
    let end = declarationOffsets.first { $0 > start } ?? bytes.count
    return strings.first { $0.offset > start && $0.offset < end && $0.text == dependency }?.offset
  }

  /// The first line of the trailing settings loop: the comment lines right above
  /// `for target in package.targets`, or that line itself.
  func settingsLoopStartLine() -> Int? {
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard
      let loop = lines.firstIndex(where: {
        $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("for target in package.targets")
      })
    else { return nil }
    var start = loop
    while start > 0, lines[start - 1].hasPrefix("//") {
      start -= 1
    }
    return start + 1
  }

  /// Whether the string at `quoteOffset` follows `.factory(name:`.
  private static func isTargetDeclaration(quoteOffset: Int, in bytes: [UInt8]) -> Bool {
    var cursor = skipWhitespaceBackward(from: quoteOffset - 1, in: bytes)
    guard cursor >= 0, bytes[cursor] == UInt8(ascii: ":") else { return false }
    cursor = skipWhitespaceBackward(from: cursor - 1, in: bytes)
    guard let label = identifier(endingAt: cursor, in: bytes), label.text == "name" else {
      return false
    }
    cursor = skipWhitespaceBackward(from: label.start - 1, in: bytes)
    guard cursor >= 0, bytes[cursor] == UInt8(ascii: "(") else { return false }
    cursor = skipWhitespaceBackward(from: cursor - 1, in: bytes)
    guard let factory = identifier(endingAt: cursor, in: bytes),
      Self.targetFactories.contains(factory.text)
    else { return false }
    let dot = factory.start - 1
    return dot >= 0 && bytes[dot] == UInt8(ascii: ".")
  }

  private static func skipWhitespaceBackward(from offset: Int, in bytes: [UInt8]) -> Int {
    var cursor = offset
    while cursor >= 0,
      [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
        .contains(bytes[cursor])
    {
      cursor -= 1
    }
    return cursor
  }

  private static func identifier(endingAt end: Int, in bytes: [UInt8])
    -> (text: String, start: Int)?
  {
    var start = end
    while start >= 0, isIdentifierByte(bytes[start]) {
      start -= 1
    }
    guard start < end else { return nil }
    return (String(decoding: bytes[(start + 1)...end], as: UTF8.self), start + 1)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
