/// A key press, decoded from the bytes a terminal sends in raw mode.
public enum Key: Sendable, Hashable {
  /// A printable character (letters, digits, punctuation, space, any Unicode text).
  case character(Character)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter (carriage return or line feed).
  case enter
  /// Escape on its own.
  case escape
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Ctrl and a letter, for example `.control("c")` for Ctrl-C.
  case control(Character)
  /// Text pasted while bracketed paste is on (what the terminal sends between `ESC [200~` and
  /// `ESC [201~`): text, never keys, with control characters removed and at most
  /// ``KeyDecoder/maximumPasteLength`` characters kept.
  case paste(String)
}
