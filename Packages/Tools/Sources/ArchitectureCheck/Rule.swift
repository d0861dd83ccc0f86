/// One rule of the rules file. Which fields matter depends on ``kind``.
public struct Rule: Sendable, Equatable {
  /// The unique id printed with every finding, such as `viewmodel-is-ui-free`.
  public var id: String
  /// What the rule checks.
  public var kind: RuleKind
  /// Whether its findings fail the check.
  public var severity: Severity
  /// Why the rule exists; printed under each finding.
  public var why: String
  /// How to fix a violation; printed under each finding.
  public var fix: String
  /// The subject modules (selectors): forbid's `from`, protect's protected modules, and the
  /// optional `modules` filter of the other kinds (default `*`).
  public var modules: [String]
  /// Forbid's `to` selectors.
  public var forbidden: [String]
  /// Protect's `allowedImporters` selectors.
  public var allowedImporters: [String]
  /// Layers' `alwaysAllowed` selectors: modules every module may import.
  public var alwaysAllowed: [String]
  /// Import-attributes' `exportedAllowed` selectors: modules that may use `@_exported`.
  public var exportedAllowed: [String]
  /// Settings' required Swift language mode, such as `"6"`.
  public var languageMode: String?
  /// Settings' required upcoming features.
  public var upcomingFeatures: [String]
  /// Settings' manifest whose settings loop every other manifest must repeat verbatim.
  public var referenceManifest: String?
  /// Where the rule is written in the rules file.
  public var location: SourceLocation

  /// Creates a rule.
  public init(
    id: String,
    kind: RuleKind,
    severity: Severity = .error,
    why: String,
    fix: String,
    modules: [String] = ["*"],
    forbidden: [String] = [],
    allowedImporters: [String] = [],
    alwaysAllowed: [String] = [],
    exportedAllowed: [String] = [],
    languageMode: String? = nil,
    upcomingFeatures: [String] = [],
    referenceManifest: String? = nil,
    location: SourceLocation
  ) {
    self.id = id
    self.kind = kind
    self.severity = severity
    self.why = why
    self.fix = fix
    self.modules = modules
    self.forbidden = forbidden
    self.allowedImporters = allowedImporters
    self.alwaysAllowed = alwaysAllowed
    self.exportedAllowed = exportedAllowed
    self.languageMode = languageMode
    self.upcomingFeatures = upcomingFeatures
    self.referenceManifest = referenceManifest
    self.location = location
  }
}
