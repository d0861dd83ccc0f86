import ArchitectureCheck
import Testing

@Suite("CheckReport")
struct CheckReportTests {
  @Test(
    "the summary counts findings and rounds the time",
    arguments: [
      (
        0, Duration.milliseconds(4),
        "archcheck: no violations in 1 module, 2 files, 1 manifest (0.00 s)"
      ),
      (
        1, Duration.milliseconds(1234),
        "archcheck: 1 error, 0 warnings in 1 module, 2 files, 1 manifest (1.23 s)"
      ),
    ])
  func summary(_ errors: Int, _ duration: Duration, _ expected: String) {
    let finding = Finding(
      location: SourceLocation(path: "a.swift", line: 1, column: 8), severity: .error,
      ruleID: "r", message: "m", why: "w", fix: "f")
    let report = CheckReport(
      findings: Array(repeating: finding, count: errors), moduleCount: 1, fileCount: 2,
      manifestCount: 1, duration: duration)
    #expect(report.summary == expected)
  }
}
