/// What a rule checks; see the Tools README for the exact semantics of each kind.
public enum RuleKind: String, Sendable, Equatable, CaseIterable {
  /// Modules import only modules of the same or a lower layer.
  case layers
  /// Modules import only what their allowlist names.
  case only
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
