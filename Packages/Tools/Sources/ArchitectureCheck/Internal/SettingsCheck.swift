import Foundation

/// The `settings` rule: each target's language mode and upcoming features, the settings loop
/// repeated verbatim at the end of every manifest, and no language mode or upcoming feature set
/// anywhere else in a manifest (the loop alone applies them, once).
struct SettingsCheck {
  let graph: ModuleGraph
  let rule: Rule
  let subject: Set<String>

  func findings() throws(ConfigurationError) -> [Finding] {
    var findings: [Finding] = []
    for module in graph.modules where subject.contains(module.name) {
      guard module.kind != .system, module.kind != .binary else { continue }
      if let mode = rule.languageMode, module.languageMode != mode {
        findings.append(
          finding(
            at: module.location, module: module.name,
            "target \(module.name) does not use Swift language mode \(mode) (it uses "
              + (module.languageMode.map { "mode \($0)" } ?? "the tools-version default") + ")"))
      }
      let missing = rule.upcomingFeatures.filter { !module.upcomingFeatures.contains($0) }
      if !missing.isEmpty {
        findings.append(
          finding(
            at: module.location, module: module.name,
            "target \(module.name) does not enable upcoming feature(s) "
              + missing.joined(separator: ", ")))
      }
    }
    guard let referencePath = rule.referenceManifest else { return findings }
    guard let reference = graph.manifests.first(where: { $0.path == referencePath }) else {
      throw ConfigurationError(
        "rule \(rule.id): referenceManifest \(referencePath) is not a manifest of the repository.")
    }
    let referenceText = ManifestText(path: reference.path, text: reference.text)
    guard let referenceStart = referenceText.settingsLoopStartLine() else {
      throw ConfigurationError(
        "rule \(rule.id): \(referencePath) has no settings loop (`for target in package.targets`).")
    }
    let expected = Self.lines(of: reference.text, from: referenceStart)
    for feature in rule.upcomingFeatures {
      let count = expected.filter { $0.contains("\"\(feature)\"") }.count
      guard count != 1 else { continue }
      findings.append(
        finding(
          at: SourceLocation(path: referencePath, line: referenceStart, column: 1),
          module: reference.packageName,
          "the settings loop names upcoming feature \(feature) \(count) times; it must name it "
            + "once"))
    }
    let packages = Set(graph.modules.filter { subject.contains($0.name) }.map(\.manifestPath))
    for manifest in graph.manifests where packages.contains(manifest.path) {
      let text = ManifestText(path: manifest.path, text: manifest.text)
      findings += settingsOutsideLoop(manifest, loopStart: text.settingsLoopStartLine())
      guard let start = text.settingsLoopStartLine() else {
        let lastLine = manifest.text.split(separator: "\n", omittingEmptySubsequences: false).count
        findings.append(
          finding(
            at: SourceLocation(path: manifest.path, line: max(lastLine - 1, 1), column: 1),
            module: manifest.packageName,
            "\(manifest.path) does not end with the settings loop of \(referencePath)"))
        continue
      }
      let actual = Self.lines(of: manifest.text, from: start)
      guard actual != expected else { continue }
      let differing =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
      findings.append(
        finding(
          at: SourceLocation(path: manifest.path, line: start + differing, column: 1),
          module: manifest.packageName,
          "the settings loop differs from the one in \(referencePath) (its line "
            + "\(referenceStart + differing))"))
    }
    return findings
  }

  /// The settings calls the loop makes, which no other line of a manifest may repeat.
  private static let loopSettings = [".swiftLanguageMode(", ".enableUpcomingFeature("]

  /// Each `.swiftLanguageMode(` or `.enableUpcomingFeature(` above the settings loop (comment
  /// lines aside): a per-target copy of what the loop already applies to every target.
  private func settingsOutsideLoop(_ manifest: Manifest, loopStart: Int?) -> [Finding] {
    var findings: [Finding] = []
    let lines = manifest.text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.prefix((loopStart ?? lines.count + 1) - 1).enumerated() {
      guard !line.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") else { continue }
      for call in Self.loopSettings {
        var searchStart = line.startIndex
        while let range = line.range(of: call, range: searchStart..<line.endIndex) {
          let end = line[range.upperBound...].firstIndex(of: ")") ?? line.endIndex
          let setting = String(line[range.lowerBound..<end]) + ")"
          findings.append(
            finding(
              at: SourceLocation(
                path: manifest.path, line: index + 1,
                column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1),
              module: manifest.packageName,
              "\(setting) is set outside the settings loop; the loop at the end of the manifest "
                + "applies it to every target, so it must appear there only"))
          searchStart = range.upperBound
        }
      }
    }
    return findings
  }

  private func finding(at location: SourceLocation, module: String, _ message: String) -> Finding {
    Finding(
      location: location, severity: rule.severity, ruleID: rule.id, message: message,
      why: rule.why, fix: rule.fix, module: module)
  }

  /// The lines from one-based `start` to the end, without trailing blank lines or spaces.
  private static func lines(of text: String, from start: Int) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(start - 1)
      .map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
    while lines.last?.isEmpty == true {
      lines.removeLast()
    }
    return lines
  }
}
