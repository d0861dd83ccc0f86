import Foundation

/// Text reduced for loose comparison: letter case, accents and the width of letters are
/// ignored, and runs of white space count as one space.
///
/// `Chloé` and `chloe` fold alike, and so do `ＳｗｉｆｔＵＩ` and `SwiftUI`, `ﾃｽﾄ` and `テスト`.
/// Search, and the room and speaker filters, compare folded text.
public struct FoldedText: Sendable, Hashable, CustomStringConvertible {
  /// The folded text.
  public let value: String

  /// Folds `text`: case-, diacritic- and width-insensitive, white space trimmed and collapsed.
  ///
  /// ASCII text, most of a programme, is folded byte by byte (lowering `A` to `Z` is all
  /// Foundation's folding does to it), many times faster; anything else goes through
  /// Foundation. A search folds every title and abstract it reports on.
  public init(_ text: String) {
    value = Self.asciiFolded(text) ?? Self.foundationFolded(text)
  }

  /// Foundation's folding, white space trimmed and collapsed: the definition.
  static func foundationFolded(_ text: String) -> String {
    let folded = text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The same answer for ASCII text, byte by byte; `nil` for text with anything else.
  static func asciiFolded(_ text: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      // ASCII white space as Character.isWhitespace reads it: tab to carriage return, space.
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace {
        bytes.append(0x20)
        pendingSpace = false
      }
      bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the folded text is empty (the original was blank).
  public var isEmpty: Bool {
    value.isEmpty
  }

  /// Whether `other` occurs in this text; empty text occurs in none.
  public func contains(_ other: FoldedText) -> Bool {
    !other.isEmpty && value.contains(other.value)
  }

  /// The folded text.
  public var description: String {
    value
  }
}
