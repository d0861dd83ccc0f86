/// A long option (`--day <n>`) or flag (`--json`), with an optional one-letter short form
/// (`-d`, `-j`).
package struct OptionDefinition: Sendable, Equatable {
  /// The name without dashes, for example `day`.
  package let name: String
  /// The one-letter short form without its dash (`d` for `-d`), or `nil`.
  package let shortName: Character?
  /// The value's name for options that take one (`n`), `nil` for flags.
  package let valueName: String?
  /// One sentence for the OPTIONS section.
  package let help: String
  /// The value used when the option is absent, shown in help, or `nil`.
  package let defaultValue: String?
  /// Whether the usage line shows the option as required (without brackets).
  package let isRequired: Bool
  /// What completion scripts offer for the value, or `nil` for nothing.
  package let completion: CompletionKind?

  /// Creates an option; without `valueName` it is a flag.
  package init(
    name: String, shortName: Character? = nil, valueName: String? = nil, help: String,
    defaultValue: String? = nil, isRequired: Bool = false, completion: CompletionKind? = nil
  ) {
    self.completion = completion
    self.name = name
    self.shortName = shortName
    self.valueName = valueName
    self.help = help
    self.defaultValue = defaultValue
    self.isRequired = isRequired
  }

  /// Whether the option is a flag (takes no value).
  package var isFlag: Bool {
    valueName == nil
  }

  /// How usage and errors show it, for example `--day <n>`.
  package var label: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }

  /// How the OPTIONS section shows it, short form first: `-d, --day <n>`.
  package var helpLabel: String {
    shortName.map { "-\($0), \(label)" } ?? label
  }

  /// How the usage line shows it: `--email <address>` when required, else `[--day <n>]`.
  package var usageLabel: String {
    isRequired ? label : "[\(label)]"
  }
}
