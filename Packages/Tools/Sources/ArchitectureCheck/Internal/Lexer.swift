/// Splits Swift source into the tokens the import scanner needs.
///
/// Comments produce no tokens; a string literal (with everything inside it, interpolations
/// included) becomes one `stringLiteral` token; line breaks outside literals and comments become
/// `newline` tokens.
struct Lexer {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var line = 1
  private var lineStart = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func tokenize() -> [Token] {
    skipShebang()
    var tokens: [Token] = []
    while let token = nextToken() {
      tokens.append(token)
    }
    return tokens
  }

  private mutating func skipShebang() {
    guard byte(at: 0) == .hash, byte(at: 1) == .exclamation else { return }
    while index < bytes.count, bytes[index] != .newline {
      index += 1
    }
  }

  // MARK: - Tokens

  private mutating func nextToken() -> Token? {
    while index < bytes.count {
      let current = bytes[index]
      switch current {
      case .newline:
        let token = makeToken(.newline, from: index, to: index + 1)
        index += 1
        startLine()
        return token
      case .space, .tab, .carriageReturn, .verticalTab, .formFeed:
        index += 1
      case .slash where byte(at: index + 1) == .slash:
        skipLineComment()
      case .slash where byte(at: index + 1) == .star:
        skipBlockComment()
      case .quote:
        return lexString(hashes: 0, start: index)
      case .hash:
        return lexHash()
      case .backtick:
        return lexBacktickedIdentifier()
      default:
        if current.isIdentifierStart {
          return lexIdentifier(kind: .identifier, from: index)
        }
        if current.isDigit {
          return lexNumber()
        }
        let token = makeToken(.punctuation, from: index, to: index + 1)
        index += 1
        return token
      }
    }
    return nil
  }

  private func byte(at position: Int) -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private mutating func startLine() {
    line += 1
    lineStart = index
  }

  private func makeToken(_ kind: Token.Kind, from start: Int, to end: Int) -> Token {
    Token(kind: kind, line: line, column: start - lineStart + 1, start: start, end: end)
  }

  private mutating func lexIdentifier(kind: Token.Kind, from start: Int) -> Token {
    while index < bytes.count, bytes[index].isIdentifierContinuation {
      index += 1
    }
    return makeToken(kind, from: start, to: index)
  }

  private mutating func lexNumber() -> Token {
    let start = index
    while index < bytes.count, bytes[index].isIdentifierContinuation {
      index += 1
    }
    return makeToken(.other, from: start, to: index)
  }

  private mutating func lexBacktickedIdentifier() -> Token {
    let start = index
    var cursor = index + 1
    while cursor < bytes.count, bytes[cursor] != .backtick, bytes[cursor] != .newline {
      cursor += 1
    }
    guard byte(at: cursor) == .backtick else {
      index += 1
      return makeToken(.punctuation, from: start, to: start + 1)
    }
    index = cursor + 1
    return makeToken(.backtickedIdentifier, from: start, to: index)
  }

  /// Lexes what starts with `#`: a raw string, an extended regex literal, or a directive.
  private mutating func lexHash() -> Token {
    let start = index
    var cursor = index
    while byte(at: cursor) == .hash {
      cursor += 1
    }
    let hashes = cursor - index
    if byte(at: cursor) == .quote {
      index = cursor
      return lexString(hashes: hashes, start: start)
    }
    if byte(at: cursor) == .slash {
      index = cursor + 1
      skipExtendedRegex(hashes: hashes)
      return makeToken(.stringLiteral, from: start, to: index)
    }
    if hashes == 1, let next = byte(at: cursor), next.isIdentifierStart {
      index = cursor
      return lexIdentifier(kind: .directive, from: start)
    }
    index += 1
    return makeToken(.punctuation, from: start, to: start + 1)
  }

  // MARK: - Comments

  private mutating func skipLineComment() {
    while index < bytes.count, bytes[index] != .newline {
      index += 1
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      let current = bytes[index]
      if current == .slash, byte(at: index + 1) == .star {
        depth += 1
        index += 2
      } else if current == .star, byte(at: index + 1) == .slash {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else if current == .newline {
        index += 1
        startLine()
      } else {
        index += 1
      }
    }
  }

  // MARK: - Literals

  /// Lexes a string literal whose opening quote is at `index`, with `hashes` raw delimiters.
  private mutating func lexString(hashes: Int, start: Int) -> Token {
    let startLine = line
    let startColumn = start - lineStart + 1
    let isMultiline = byte(at: index + 1) == .quote && byte(at: index + 2) == .quote
    index += isMultiline ? 3 : 1
    skipStringBody(hashes: hashes, isMultiline: isMultiline)
    return Token(
      kind: .stringLiteral, line: startLine, column: startColumn, start: start, end: index)
  }

  private mutating func skipStringBody(hashes: Int, isMultiline: Bool) {
    while index < bytes.count {
      let current = bytes[index]
      if current == .newline {
        guard isMultiline else { return }
        index += 1
        startLine()
      } else if current == .backslash, hasHashes(hashes, at: index + 1) {
        let afterDelimiter = index + 1 + hashes
        if byte(at: afterDelimiter) == .openParenthesis {
          index = afterDelimiter + 1
          skipInterpolation()
        } else if byte(at: afterDelimiter) == .newline {
          index = afterDelimiter
        } else {
          index = min(afterDelimiter + 1, bytes.count)
        }
      } else if current == .quote, closesString(hashes: hashes, isMultiline: isMultiline) {
        index += (isMultiline ? 3 : 1) + hashes
        return
      } else {
        index += 1
      }
    }
  }

  private func hasHashes(_ count: Int, at position: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: position + $0) == .hash }
  }

  private func closesString(hashes: Int, isMultiline: Bool) -> Bool {
    if isMultiline {
      guard byte(at: index + 1) == .quote, byte(at: index + 2) == .quote else { return false }
      return hasHashes(hashes, at: index + 3)
    }
    return hasHashes(hashes, at: index + 1)
  }

  /// Skips the expression of `\( ... )` up to its closing parenthesis; nested literals and
  /// comments are lexed as usual so their parentheses do not count.
  private mutating func skipInterpolation() {
    var depth = 1
    while let token = nextToken() {
      if token.isPunctuation(.openParenthesis, in: bytes) {
        depth += 1
      } else if token.isPunctuation(.closeParenthesis, in: bytes) {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private mutating func skipExtendedRegex(hashes: Int) {
    while index < bytes.count {
      let current = bytes[index]
      if current == .newline {
        index += 1
        startLine()
      } else if current == .backslash {
        index += 2
      } else if current == .slash, hasHashes(hashes, at: index + 1) {
        index += 1 + hashes
        return
      } else {
        index += 1
      }
    }
    index = min(index, bytes.count)
  }
}

extension UInt8 {
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let verticalTab: UInt8 = 0x0B
  fileprivate static let formFeed: UInt8 = 0x0C
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let star = UInt8(ascii: "*")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let exclamation = UInt8(ascii: "!")
  fileprivate static let backtick = UInt8(ascii: "`")
  fileprivate static let backslash = UInt8(ascii: "\\")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let semicolon = UInt8(ascii: ";")
  static let at = UInt8(ascii: "@")
  static let dot = UInt8(ascii: ".")

  fileprivate var isDigit: Bool {
    self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
  }

  fileprivate var isIdentifierStart: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
      || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
  }

  fileprivate var isIdentifierContinuation: Bool {
    isIdentifierStart || isDigit
  }
}
