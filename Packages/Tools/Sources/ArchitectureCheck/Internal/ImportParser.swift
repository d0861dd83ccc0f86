/// Reads import declarations from the token stream of one file.
///
/// A declaration starts at the beginning of a line or after `;`: attributes (on the same or
/// previous lines), an optional access level, `import`, an optional declaration kind, and a
/// dotted path.
struct ImportParser {
  private static let accessLevels: [[UInt8]] = [
    "public", "package", "internal", "fileprivate", "private",
  ].map { Array($0.utf8) }
  private static let importKeyword = Array("import".utf8)
  private static let kinds: [(keyword: [UInt8], kind: ImportDeclaration.Kind)] =
    ImportDeclaration.Kind.allCases.map { (Array($0.rawValue.utf8), $0) }

  private let tokens: [Token]
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var conditions = ConditionStack()

  init(tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) {
    self.tokens = tokens
    self.bytes = bytes
  }

  mutating func parse() -> [ImportDeclaration] {
    var declarations: [ImportDeclaration] = []
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .newline || token.isPunctuation(.semicolon, in: bytes) {
        index += 1
      } else if token.kind == .directive {
        handleDirective(token)
      } else if let declaration = parseImport() {
        declarations.append(declaration)
      } else {
        skipRestOfStatement()
      }
    }
    return declarations
  }

  private func token(at position: Int) -> Token? {
    position < tokens.count ? tokens[position] : nil
  }

  private mutating func skipRestOfStatement() {
    index += 1
    while let token = token(at: index), token.kind != .newline,
      !token.isPunctuation(.semicolon, in: bytes)
    {
      index += 1
    }
  }

  // MARK: - Conditional compilation

  private mutating func handleDirective(_ directive: Token) {
    switch directive.text(in: bytes) {
    case "if":
      conditions.enterIf(readCondition())
    case "elseif":
      conditions.enterElseIf(readCondition())
    case "else":
      conditions.enterElse()
      skipRestOfStatement()
    case "endif":
      conditions.exit()
      skipRestOfStatement()
    default:
      skipRestOfStatement()
    }
  }

  /// Reads the tokens after `#if` up to the end of the line as source text.
  private mutating func readCondition() -> String {
    index += 1
    var text = ""
    var previousEnd: Int?
    while let token = token(at: index), token.kind != .newline {
      if let previousEnd, previousEnd != token.start {
        text += " "
      }
      text += String(decoding: bytes[token.start..<token.end], as: UTF8.self)
      previousEnd = token.end
      index += 1
    }
    return text
  }

  // MARK: - Declarations

  /// Parses an import declaration starting at `index`; on success moves past it.
  private mutating func parseImport() -> ImportDeclaration? {
    var cursor = index
    var attributes: [String] = []
    while let at = token(at: cursor), at.isPunctuation(.at, in: bytes),
      let name = token(at: cursor + 1), name.isName, name.start == at.end
    {
      cursor += 2
      var attribute = "@" + name.text(in: bytes)
      if let open = token(at: cursor), open.isPunctuation(.openParenthesis, in: bytes),
        open.start == name.end
      {
        let close = closingParenthesis(from: cursor)
        attribute += String(decoding: bytes[open.start..<tokens[close].end], as: UTF8.self)
        cursor = close + 1
      }
      attributes.append(attribute)
      while let next = token(at: cursor), next.kind == .newline {
        cursor += 1
      }
    }
    var accessLevel: String?
    if let modifier = token(at: cursor),
      Self.accessLevels.contains(where: { modifier.isKeyword($0, in: bytes) })
    {
      accessLevel = modifier.text(in: bytes)
      cursor += 1
    }
    guard let keyword = token(at: cursor), keyword.isKeyword(Self.importKeyword, in: bytes)
    else { return nil }
    cursor = skipNewlines(from: cursor + 1)
    var kind: ImportDeclaration.Kind?
    if let kindToken = token(at: cursor),
      let parsedKind = Self.kinds.first(where: { kindToken.isKeyword($0.keyword, in: bytes) })
    {
      kind = parsedKind.kind
      cursor = skipNewlines(from: cursor + 1)
    }
    guard let first = token(at: cursor), first.isName else { return nil }
    var path = [first.text(in: bytes)]
    cursor += 1
    while let dot = token(at: cursor), dot.isPunctuation(.dot, in: bytes),
      let component = token(at: cursor + 1), component.isName
    {
      path.append(component.text(in: bytes))
      cursor += 2
    }
    index = cursor
    return ImportDeclaration(
      module: path[0], path: path, kind: kind, attributes: attributes,
      accessLevel: accessLevel, line: first.line, column: first.column,
      condition: conditions.description)
  }

  private func skipNewlines(from position: Int) -> Int {
    var cursor = position
    while let token = token(at: cursor), token.kind == .newline {
      cursor += 1
    }
    return cursor
  }

  /// Returns the index of the parenthesis closing the one at `open` (or the last token).
  private func closingParenthesis(from open: Int) -> Int {
    var depth = 0
    var cursor = open
    while let token = token(at: cursor) {
      if token.isPunctuation(.openParenthesis, in: bytes) {
        depth += 1
      } else if token.isPunctuation(.closeParenthesis, in: bytes) {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor += 1
    }
    return tokens.count - 1
  }
}
