/// The result of one check: the findings and what was read.
public struct CheckReport: Sendable, Equatable {
  /// Every finding, in stable order.
  public var findings: [Finding]
  /// How many targets were read.
  public var moduleCount: Int
  /// How many Swift files were scanned.
  public var fileCount: Int
  /// How many manifests were read.
  public var manifestCount: Int
  /// Wall time of the whole check.
  public var duration: Duration

  /// Creates a report.
  public init(
    findings: [Finding], moduleCount: Int, fileCount: Int, manifestCount: Int, duration: Duration
  ) {
    self.findings = findings
    self.moduleCount = moduleCount
    self.fileCount = fileCount
    self.manifestCount = manifestCount
    self.duration = duration
  }

  /// How many findings are errors.
  public var errorCount: Int { findings.count { $0.severity == .error } }
  /// How many findings are warnings.
  public var warningCount: Int { findings.count { $0.severity == .warning } }

  /// The duration in seconds, rounded to hundredths, as printed in the summary.
  public var formattedDuration: String {
    let components = duration.components
    let hundredths =
      Int(components.seconds) * 100 + Int(components.attoseconds / 10_000_000_000_000_000)
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  /// The one-line summary printed after the findings.
  public var summary: String {
    let counts =
      findings.isEmpty
      ? "no violations"
      : "\(Self.plural(errorCount, "error")), \(Self.plural(warningCount, "warning"))"
    return "archcheck: \(counts) in \(Self.plural(moduleCount, "module")), "
      + "\(Self.plural(fileCount, "file")), \(Self.plural(manifestCount, "manifest")) "
      + "(\(formattedDuration))"
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
