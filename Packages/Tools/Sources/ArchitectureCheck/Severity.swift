/// How seriously a finding counts: errors fail the check, warnings are reported only.
public enum Severity: String, Sendable, Equatable, Codable, CaseIterable {
  /// Fails the check (exit code 1).
  case error
  /// Reported, but the check still passes.
  case warning
}
