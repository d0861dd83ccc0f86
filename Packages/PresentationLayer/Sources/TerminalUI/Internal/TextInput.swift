/// The text field that has the keyboard, if any: typed keys go to it instead of the shortcuts.
enum TextInput: Equatable {
  /// The `/` search field.
  case search(String)
  /// The login sheet's fields; the password is kept only to be sent and is never drawn.
  case login(email: String, password: String, isPasswordFocused: Bool)
  /// The phone sheet's field.
  case phone(String)
  /// The time to jump to (`:`), on the status line.
  case time(String)

  /// The most characters a field holds; typing or pasting past it adds nothing.
  static let maximumLength = KeyDecoder.maximumPasteLength

  /// The focused field's text with `key` applied (typing, pasting or Backspace); `nil` for a key
  /// that is not editing.
  func editing(with key: Key) -> TextInput? {
    func edit(_ text: String) -> String? {
      switch key {
      case .character(let character): String((text + String(character)).prefix(Self.maximumLength))
      case .paste(let pasted): String((text + pasted).prefix(Self.maximumLength))
      case .backspace: String(text.dropLast())
      default: nil
      }
    }
    switch self {
    case .search(let text): return edit(text).map(TextInput.search)
    case .phone(let text): return edit(text).map(TextInput.phone)
    case .time(let text): return edit(text).map(TextInput.time)
    case .login(let email, let password, let isPasswordFocused):
      if isPasswordFocused {
        return edit(password).map { .login(email: email, password: $0, isPasswordFocused: true) }
      }
      return edit(email).map { .login(email: $0, password: password, isPasswordFocused: false) }
    }
  }
}
