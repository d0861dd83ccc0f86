/// The terminal the app draws on, behind a protocol so tests use a fake.
///
/// The app calls `enterFullScreen()` once, writes frames with `write(_:)`, reads `events`, and
/// calls `leaveFullScreen()` on every way out (quit, Ctrl-C, SIGTERM, an error), which must
/// restore the terminal as it was: its modes, the main screen and the cursor. `suspend()`
/// leaves full screen, stops the process until the shell continues it, and enters full screen
/// again before it returns.
public protocol TerminalDevice: Sendable {
  /// The current size of the window.
  var size: TerminalSize { get }

  /// What the terminal and the system report, in order; ends after `leaveFullScreen()`.
  var events: AsyncStream<TerminalEvent> { get }

  /// Switches to raw mode (no echo, no line editing, keys as typed), the alternate screen and a
  /// hidden cursor, and starts reporting `events`.
  ///
  /// - Throws: `TerminalError` when the terminal's modes cannot be read or set; nothing was
  ///   changed then.
  func enterFullScreen() throws(TerminalError)

  /// Restores the terminal as `enterFullScreen()` found it. Safe to call more than once.
  func leaveFullScreen()

  /// Writes escape sequences and text as they are.
  func write(_ text: String)

  /// Puts the app in the background: restores the terminal, stops the process (as Ctrl-Z does
  /// in a shell) and, once continued, enters full screen again.
  func suspend()
}
