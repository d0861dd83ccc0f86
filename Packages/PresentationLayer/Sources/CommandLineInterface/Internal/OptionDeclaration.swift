/// An option or flag as a command declares it: what its configuration lists and what it reads
/// its value through (`arguments[Self.day]`), so a value is only ever read under a declared name.
package protocol OptionDeclaration: Sendable {
  /// The name, value name and help the parser, help pages and completion use.
  var definition: OptionDefinition { get }
}
