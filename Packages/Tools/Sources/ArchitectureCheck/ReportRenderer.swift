import Foundation

/// Renders a ``CheckReport`` in one of the ``ReportFormat``s.
public enum ReportRenderer {
  /// The complete output for `report`, ending with a newline.
  ///
  /// `useColor` colors `error:` and `warning:` in the text format (only on a terminal, never
  /// when `NO_COLOR` is set; the caller decides).
  public static func render(_ report: CheckReport, format: ReportFormat, useColor: Bool = false)
    -> String
  {
    switch format {
    case .text: text(report, useColor: useColor)
    case .json: json(report)
    case .github: github(report)
    }
  }

  private static func text(_ report: CheckReport, useColor: Bool) -> String {
    var output = ""
    for finding in report.findings {
      var label = finding.severity.rawValue + ":"
      if useColor {
        let color = finding.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
        label = color + label + "\u{1B}[0m"
      }
      output += "\(finding.location.description): \(label) [\(finding.ruleID)] \(finding.message)\n"
      output += "  why: \(finding.why)\n"
      output += "  fix: \(finding.fix)\n"
    }
    return output + report.summary + "\n"
  }

  private struct JSONFinding: Encodable {
    var path: String
    var line: Int
    var column: Int
    var severity: String
    var rule: String
    var message: String
    var why: String
    var fix: String
    var module: String?
    var target: String?
  }

  private struct JSONSummary: Encodable {
    var errors: Int
    var warnings: Int
    var modules: Int
    var files: Int
    var manifests: Int
    var seconds: Double
  }

  private struct JSONReport: Encodable {
    var findings: [JSONFinding]
    var summary: JSONSummary
  }

  private static func json(_ report: CheckReport) -> String {
    let document = JSONReport(
      findings: report.findings.map {
        JSONFinding(
          path: $0.location.path, line: $0.location.line, column: $0.location.column,
          severity: $0.severity.rawValue, rule: $0.ruleID, message: $0.message, why: $0.why,
          fix: $0.fix, module: $0.module, target: $0.target)
      },
      summary: JSONSummary(
        errors: report.errorCount, warnings: report.warningCount, modules: report.moduleCount,
        files: report.fileCount, manifests: report.manifestCount,
        seconds: Double(report.duration.components.seconds)
          + Double(report.duration.components.attoseconds) / 1e18))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func github(_ report: CheckReport) -> String {
    var output = ""
    for finding in report.findings {
      let properties = [
        "file=" + escapeProperty(finding.location.path),
        "line=\(finding.location.line)",
        "col=\(finding.location.column)",
        "title=" + escapeProperty("archcheck [\(finding.ruleID)]"),
      ].joined(separator: ",")
      let message = escapeData(
        "[\(finding.ruleID)] \(finding.message)\nwhy: \(finding.why)\nfix: \(finding.fix)")
      output += "::\(finding.severity.rawValue) \(properties)::\(message)\n"
    }
    return output + report.summary + "\n"
  }

  private static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  private static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
