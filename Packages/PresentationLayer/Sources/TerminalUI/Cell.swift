/// One character cell of the screen: what it shows and how.
///
/// A character two columns wide (most CJK ideographs, many emoji) occupies its cell and the next,
/// which holds `continuation`; the renderer writes nothing for a continuation cell.
public struct Cell: Sendable, Hashable {
  /// The character shown; a space for an empty cell.
  public var character: Character
  /// How it is drawn.
  public var style: CellStyle
  /// Whether this cell is the right half of a wide character on its left.
  public var isContinuation: Bool

  /// Creates a cell.
  public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false)
  {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// An empty cell in the default look.
  public static let blank = Cell()
}
