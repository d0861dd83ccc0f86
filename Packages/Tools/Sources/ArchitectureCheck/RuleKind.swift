/// What a rule checks; <doc:TheRulesFile> says what each kind reports.
public enum RuleKind: String, Sendable, Equatable, CaseIterable {
  /// The layer table: a module imports only what its row's `mayImport` names (and the rule's
  /// `alwaysAllowed`), never a module of a higher layer; every module has a row; no row allows
  /// a higher layer.
  case layers
  /// A group of modules must not import another group.
  case forbid
  /// Protected modules are imported only by the allowed importers and their own tests.
  case protect
  /// Every import of a repository module is a direct declared dependency.
  case explicit
  /// Every declared dependency is imported somewhere in the target.
  case unused
  /// No import cycle among targets or packages.
  case acyclic
  /// No `@testable` outside tests; no `@_exported` outside an allowlist.
  case importAttributes = "import-attributes"
  /// Every target has the Swift 6 language mode and the upcoming features, applied by an
  /// identical loop in every manifest.
  case settings
}
