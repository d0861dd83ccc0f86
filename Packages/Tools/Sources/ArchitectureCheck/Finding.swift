/// One rule violation, located at the import, manifest line or rules-file line that causes it.
public struct Finding: Sendable, Equatable {
  /// Where the violation is.
  public var location: SourceLocation
  /// Whether it fails the check.
  public var severity: Severity
  /// The `id` of the rule that produced it.
  public var ruleID: String
  /// What is wrong, in one sentence.
  public var message: String
  /// Why the rule exists.
  public var why: String
  /// How to fix the violation.
  public var fix: String
  /// The module the violation belongs to (the importer for an import), if any.
  public var module: String?
  /// The module on the other end of the violating edge (the imported module), if any.
  public var target: String?

  /// Creates a finding.
  public init(
    location: SourceLocation,
    severity: Severity,
    ruleID: String,
    message: String,
    why: String,
    fix: String,
    module: String? = nil,
    target: String? = nil
  ) {
    self.location = location
    self.severity = severity
    self.ruleID = ruleID
    self.message = message
    self.why = why
    self.fix = fix
    self.module = module
    self.target = target
  }

  /// The stable order of findings: by location, then rule id, then message.
  public static func isOrderedBefore(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    return lhs.message < rhs.message
  }
}
