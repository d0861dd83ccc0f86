/// An option that takes a value (`--day <n>`), as a command declares it: listed in its
/// configuration and read through `ParsedArguments` as a `Value`, converted by the one
/// conversion its kind defines.
///
/// The conversion runs when the value is read, so a command reads it in `validate` (a usage
/// error, exit 64, before the app is set up) and again in `run`.
package struct Option<Value>: OptionDeclaration {
  /// The option's name, value name, help and completion.
  package let definition: OptionDefinition
  private let convert: @Sendable (_ text: String, _ label: String) throws(UsageError) -> Value

  /// Creates an option called `name` (without dashes) whose value is shown as `<valueName>`;
  /// `convert` turns the text given into the value, throwing a `UsageError` that names the
  /// option by the label it is given (`--day <n>`).
  package init(
    name: String, shortName: Character? = nil, valueName: String, help: String,
    defaultValue: String? = nil, isRequired: Bool = false, completion: CompletionKind? = nil,
    convert: @escaping @Sendable (_ text: String, _ label: String) throws(UsageError) -> Value
  ) {
    definition = OptionDefinition(
      name: name, shortName: shortName, valueName: valueName, help: help,
      defaultValue: defaultValue, isRequired: isRequired, completion: completion)
    self.convert = convert
  }

  /// The value `text` gives.
  ///
  /// - Throws: `UsageError` when `text` is not a value of this kind.
  func value(from text: String) throws(UsageError) -> Value {
    try convert(text, definition.label)
  }
}

extension Option where Value == String {
  /// Creates an option whose value is the text as given.
  package init(
    name: String, shortName: Character? = nil, valueName: String, help: String,
    defaultValue: String? = nil, isRequired: Bool = false, completion: CompletionKind? = nil
  ) {
    self.init(
      name: name, shortName: shortName, valueName: valueName, help: help,
      defaultValue: defaultValue, isRequired: isRequired, completion: completion
    ) { text, _ in text }
  }

  /// Creates an option that names something (`--track <name>`): any text with a letter or
  /// digit in it; blank text is refused as `give <what> name` (`give a track's name`).
  package static func name(
    _ name: String, shortName: Character? = nil, valueName: String = "name", help: String,
    completion: CompletionKind? = nil, what: String
  ) -> Option {
    Option(
      name: name, shortName: shortName, valueName: valueName, help: help, completion: completion
    ) { text, label throws(UsageError) in
      guard text.contains(where: { !$0.isWhitespace }) else {
        throw .invalidValue(text, for: label, reason: "give \(what) name")
      }
      return text
    }
  }
}
