/// A reviewed exception: findings of one rule on one exact edge are accepted, for a reason.
///
/// An exception that matches no finding is itself reported, so stale ones do not pile up.
public struct RuleException: Sendable, Equatable {
  /// The id of the rule the exception applies to.
  public var rule: String
  /// The module the finding belongs to (the importer).
  public var from: String
  /// The other end of the edge (the imported module); `nil` matches findings without one.
  public var to: String?
  /// Restricts the exception to one file (relative path), if set.
  public var path: String?
  /// Why the exception is acceptable; required.
  public var reason: String
  /// Where the exception is written in the rules file.
  public var location: SourceLocation

  /// Creates an exception.
  public init(
    rule: String, from: String, to: String? = nil, path: String? = nil, reason: String,
    location: SourceLocation
  ) {
    self.rule = rule
    self.from = from
    self.to = to
    self.path = path
    self.reason = reason
    self.location = location
  }

  /// Whether the exception covers `finding`.
  public func matches(_ finding: Finding) -> Bool {
    finding.ruleID == rule && finding.module == from && (to == nil || finding.target == to)
      && (path == nil || finding.location.path == path)
  }
}
