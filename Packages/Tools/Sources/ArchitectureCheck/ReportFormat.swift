/// How findings are printed.
public enum ReportFormat: String, Sendable, Equatable, CaseIterable {
  /// Compiler-style lines with `why:` and `fix:` under each, then a summary.
  case text
  /// One JSON document with `findings` and `summary`.
  case json
  /// GitHub Actions workflow commands (`::error file=...`), then a summary.
  case github
}
