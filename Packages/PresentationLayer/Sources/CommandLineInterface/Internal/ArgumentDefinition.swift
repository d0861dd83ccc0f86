/// A required positional argument, for example `<id>`.
package struct ArgumentDefinition: Sendable, Equatable {
  /// The value's name, for example `id`.
  package let name: String
  /// One sentence for the ARGUMENTS section.
  package let help: String
  /// Whether it takes every remaining positional word, joined by single spaces (`conf search
  /// Emily Chen`); only the last argument may.
  package let takesRemainingWords: Bool

  /// Creates an argument; with `takesRemainingWords`, it collects the rest of the words.
  package init(name: String, help: String, takesRemainingWords: Bool = false) {
    self.name = name
    self.help = help
    self.takesRemainingWords = takesRemainingWords
  }

  /// How usage and errors show it, for example `<id>` or `<text> ...`.
  package var label: String {
    takesRemainingWords ? "<\(name)> ..." : "<\(name)>"
  }
}
