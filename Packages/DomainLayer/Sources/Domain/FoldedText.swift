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
  /// ASCII text, most of a programme, is folded scalar by scalar (lowering `A` to `Z` is all
  /// Foundation's folding does to it), many times faster, and so is text whose only other
  /// characters are the typographic marks that folding leaves alone (``keptMarks``: dashes,
  /// curly quotes, the bullet and the ellipsis that abstracts are full of); anything else goes
  /// through Foundation. A search folds every title and abstract it reports on.
  public init(_ text: String) {
    value = Self.quickFolded(text) ?? Self.foundationFolded(text)
  }

  /// Foundation's folding, white space trimmed and collapsed: the definition.
  static func foundationFolded(_ text: String) -> String {
    let folded = text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The non-ASCII characters the quick path copies as they are: en and em dashes, curly
  /// quotes, the bullet and the ellipsis. Foundation's folding leaves each of them alone, none
  /// is white space, and none joins the character before or after it.
  static let keptMarks: Set<Unicode.Scalar> = [
    "\u{2013}", "\u{2014}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}",
    "\u{2026}",
  ]

  /// The same answer as ``foundationFolded(_:)`` for text of ASCII and ``keptMarks``, scalar
  /// by scalar; `nil` for text with anything else.
  static func quickFolded(_ text: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      guard scalar.isASCII else {
        guard keptMarks.contains(scalar) else { return nil }
        if pendingSpace {
          bytes.append(0x20)
          pendingSpace = false
        }
        bytes.append(contentsOf: String(scalar).utf8)
        continue
      }
      let byte = UInt8(scalar.value)
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
