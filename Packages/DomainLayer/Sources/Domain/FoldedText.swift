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
  public init(_ text: String) {
    let folded = text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    value = folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
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
