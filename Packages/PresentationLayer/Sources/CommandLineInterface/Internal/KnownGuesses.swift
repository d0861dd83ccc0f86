/// Words people try for what `conf` spells otherwise, and what they most likely meant: asked
/// before the spelling suggester, which only finds typos.
enum KnownGuesses {
  /// What an unknown top-level word (a command or an option) most likely meant, best first;
  /// `nil` when the word is not a known guess.
  static func meaning(ofTopLevelWord word: String) -> [String]? {
    switch word.lowercased() {
    case "version", "-v", "-version": ["--version"]
    case "sessions", "talks", "list": ["timetable", "search"]
    case "agenda", "programme", "program", "day", "today": ["timetable"]
    case "find", "grep", "lookup": ["search"]
    case "talk", "show", "info": ["session"]
    case "signin", "sign-in", "log-in": ["login"]
    case "signout", "sign-out", "log-out": ["logout"]
    case "whoami", "who", "me": ["status"]
    case "account", "phone": ["profile"]
    case "-help", "usage": ["--help"]
    default: nil
    }
  }

  /// A hint for `argument`, which `command` does not take, when it looks like a known mistake:
  /// an email address given to `login` without `--email`.
  static func hint(forUnexpectedArgument argument: String, of command: String) -> String? {
    switch command {
    case "login" where argument.contains("@"):
      "to give the email address, use '--email <address>'"
    default:
      nil
    }
  }
}
