/// Something the terminal or the system tells the app.
public enum TerminalEvent: Sendable, Equatable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size (SIGWINCH); the payload is the new size.
  case resized(TerminalSize)
  /// The process was asked to stop from outside (SIGTSTP): the app goes to the background.
  case suspendRequested
  /// The process was continued (SIGCONT, the shell's `fg`): the app comes to the foreground.
  case resumed
  /// The process was asked to end (SIGTERM, SIGHUP, or SIGINT sent from outside).
  case terminated
}
