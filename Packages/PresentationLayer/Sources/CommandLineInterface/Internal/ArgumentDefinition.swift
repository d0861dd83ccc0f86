/// A required positional argument, for example `<id>`.
package struct ArgumentDefinition: Sendable, Equatable {
  /// The value's name, for example `id`.
  package let name: String
  /// One sentence for the ARGUMENTS section.
  package let help: String

  /// Creates an argument.
  package init(name: String, help: String) {
    self.name = name
    self.help = help
  }

  /// How usage and errors show it, for example `<id>`.
  package var label: String {
    "<\(name)>"
  }
}
