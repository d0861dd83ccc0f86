import Domain
import ViewModel

extension User {
  /// `Ada Lovelace (ada@example.com)`, safe to print on a terminal.
  var displayLine: String {
    "\(displayName.sanitizedForTerminal()) (\(email.rawValue.sanitizedForTerminal()))"
  }
}
