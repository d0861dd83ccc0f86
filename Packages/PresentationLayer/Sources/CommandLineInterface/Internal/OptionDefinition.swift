/// A long option (`--day <n>`) or flag (`--json`).
package struct OptionDefinition: Sendable, Equatable {
  /// The name without dashes, for example `day`.
  package let name: String
  /// The value's name for options that take one (`n`), `nil` for flags.
  package let valueName: String?
  /// One sentence for the OPTIONS section.
  package let help: String
  /// The value used when the option is absent, shown in help, or `nil`.
  package let defaultValue: String?

  /// Creates an option; without `valueName` it is a flag.
  package init(name: String, valueName: String? = nil, help: String, defaultValue: String? = nil) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.defaultValue = defaultValue
  }

  /// Whether the option is a flag (takes no value).
  package var isFlag: Bool {
    valueName == nil
  }

  /// How usage and errors show it, for example `--day <n>`.
  package var label: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }
}
