/// A positional argument: a required one of its own (`<id>`), or an optional one that is
/// another way to give an option (`conf timetable 2` for `--day 2`).
package struct ArgumentDefinition: Sendable, Equatable {
  /// The value's name, for example `id`.
  package let name: String
  /// One sentence for the ARGUMENTS section.
  package let help: String
  /// The option (name without dashes) this argument gives when present, or `nil`.
  package let optionName: String?
  /// Whether the argument may be left out.
  package let isOptional: Bool
  /// What completion scripts offer for it, or `nil` for nothing.
  package let completion: CompletionKind?
  /// Whether it takes every remaining positional word, joined by single spaces (`conf search
  /// Emily Chen`); only the last argument may.
  package let takesRemainingWords: Bool

  /// Creates an argument, required unless `isOptional`; an optional one follows every
  /// required one. With `takesRemainingWords`, it collects the rest of the words.
  package init(
    name: String, help: String, isOptional: Bool = false, takesRemainingWords: Bool = false,
    completion: CompletionKind? = nil
  ) {
    self.completion = completion
    self.name = name
    self.help = help
    self.optionName = nil
    self.isOptional = isOptional
    self.takesRemainingWords = takesRemainingWords
  }

  /// Creates an optional argument that, when given, is the value of `option` (which the
  /// command also declares); giving both is a usage error. It follows every required argument.
  package init(
    name: String, help: String, givingOption option: some OptionDeclaration,
    completion: CompletionKind? = nil
  ) {
    self.completion = completion
    self.name = name
    self.help = help
    self.optionName = option.definition.name
    self.isOptional = true
    self.takesRemainingWords = false
  }

  /// How usage and errors show it, for example `<id>` or `<text> ...`.
  package var label: String {
    takesRemainingWords ? "<\(name)> ..." : "<\(name)>"
  }

  /// How the usage line shows it: `<id>`, or `[<day>]` when optional.
  package var usageLabel: String {
    isOptional ? "[\(label)]" : label
  }
}
