/// Paths as they can be pasted into a shell.
enum ShellQuoting {
  private static let safe = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+@%:,=~")

  /// `text` unchanged when it holds only characters a shell leaves alone, else in single quotes.
  static func quoted(_ text: String) -> String {
    if !text.isEmpty, text.allSatisfy({ safe.contains($0) }), !text.hasPrefix("~") {
      return text
    }
    return "'" + text.replacing("'", with: #"'\''"#) + "'"
  }
}
