/// One key the terminal app understands, as `?` lists it.
public struct KeyBinding: Sendable, Equatable {
  /// The key as written on the help sheet, for example `Enter`.
  public let keys: String
  /// What it does.
  public let action: String

  /// Creates a binding's description.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// Every key, in the order `?` lists them.
  public static let all: [KeyBinding] = [
    KeyBinding("Up, Down, PgUp, PgDn", "move the selection or link; grid: a row, a page"),
    KeyBinding("Enter; y", "open the session, link or step; y copies the link"),
    KeyBinding("Esc, Backspace", "go back, close a sheet"),
    KeyBinding("Tab, Shift-Tab, 1-4", "switch tabs"),
    KeyBinding("Left, Right", "previous or next day; in the grid a room"),
    KeyBinding("t, m; T, M", "next track, room; previous (all after the last)"),
    KeyBinding("k, f, w, d; C", "pick a track, room, speaker, day; a conference"),
    KeyBinding("g; ., :", "grid or list; jump to now, to a time (HH:MM)"),
    KeyBinding("z, Z; <, >; [, ]", "grid: zoom in, out; a page of rooms; a day"),
    KeyBinding("b", "bookmark or unbookmark the session"),
    KeyBinding("/", "search the programme"),
    KeyBinding("n", "what is on now and what starts next"),
    KeyBinding("!", "what changed on the programme (as conf changes)"),
    KeyBinding("l, o", "log in, log out"),
    KeyBinding("p", "change the phone number (Profile)"),
    KeyBinding("c; g, s, u", "check in; buy general, student, supporter (Tickets)"),
    KeyBinding("r", "fetch the programme again"),
    KeyBinding("?", "list every key"),
    KeyBinding("q, Ctrl-C; Ctrl-Z", "quit; to the background (fg returns)"),
  ]
}
