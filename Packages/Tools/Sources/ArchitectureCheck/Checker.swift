/// Applies a ``RuleSet`` to a ``ModuleGraph`` and returns every finding, in a stable order.
public struct Checker: Sendable, Equatable {
  /// The rules to apply.
  public var ruleSet: RuleSet

  /// Creates a checker for `ruleSet`.
  public init(ruleSet: RuleSet) {
    self.ruleSet = ruleSet
  }

  /// Every finding of every rule, after exceptions, sorted by location, rule id and message.
  ///
  /// Includes `vacuous-rule` findings for rules whose selector matches no module and
  /// `stale-exception` findings for exceptions that match no finding. Throws
  /// ``ConfigurationError`` when a selector names something that does not exist.
  public func check(_ graph: ModuleGraph) throws(ConfigurationError) -> [Finding] {
    let resolver = try SelectorResolver(graph: graph, ruleSet: ruleSet)
    let evaluator = RuleEvaluator(graph: graph, resolver: resolver)
    var findings = try evaluator.findings()
    var usedExceptions = Set<Int>()
    findings.removeAll { finding in
      guard let index = ruleSet.exceptions.firstIndex(where: { $0.matches(finding) }) else {
        return false
      }
      usedExceptions.insert(index)
      return true
    }
    for (index, exception) in ruleSet.exceptions.enumerated()
    where !usedExceptions.contains(index) {
      let edge = exception.to.map { "\(exception.from) → \($0)" } ?? exception.from
      findings.append(
        Finding(
          location: exception.location, severity: .error, ruleID: "stale-exception",
          message: "exception for [\(exception.rule)] \(edge) matches no finding",
          why: "an exception that excuses nothing hides the next real violation on that edge.",
          fix: "remove the exception from \(ruleSet.path).", module: exception.from,
          target: exception.to))
    }
    return findings.sorted(by: Finding.isOrderedBefore)
  }
}
