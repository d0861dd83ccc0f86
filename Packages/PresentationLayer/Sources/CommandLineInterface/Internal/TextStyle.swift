/// An ANSI text style (SGR parameter).
enum TextStyle: String {
  /// Bold, for headings and titles.
  case bold = "1"
}
