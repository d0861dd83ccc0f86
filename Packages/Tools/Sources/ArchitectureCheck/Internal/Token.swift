/// A lexical token of Swift source, as far as the import scanner needs to tell them apart.
///
/// A token stores only its byte range; its text is read from the source on demand, so lexing
/// allocates nothing per token.
struct Token: Equatable {
  enum Kind: Equatable {
    case identifier
    case backtickedIdentifier
    case punctuation
    case directive
    case stringLiteral
    case newline
    case other
  }

  var kind: Kind
  var line: Int
  var column: Int
  /// The first byte of the token (the backtick or `#` included).
  var start: Int
  /// One past the last byte of the token.
  var end: Int

  /// The identifier without backticks, the directive without `#`, or the punctuation.
  func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes[nameRange], as: UTF8.self)
  }

  func isPunctuation(_ character: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    kind == .punctuation && bytes[start] == character
  }

  /// Whether this is the unquoted identifier `keyword`.
  func isKeyword(_ keyword: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    kind == .identifier && end - start == keyword.count
      && bytes[start..<end].elementsEqual(keyword)
  }

  var isName: Bool {
    kind == .identifier || kind == .backtickedIdentifier
  }

  private var nameRange: Range<Int> {
    switch kind {
    case .backtickedIdentifier: (start + 1)..<(end - 1)
    case .directive: (start + 1)..<end
    default: start..<end
    }
  }
}
