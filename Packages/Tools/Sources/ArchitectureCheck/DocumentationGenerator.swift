/// Generates the documentation that mirrors the rules file and the code, so the layer table is
/// written once (in `architecture-rules.json`) and every copy in Markdown is derived from it.
///
/// A document (listed under `documents` in the rules file) holds blocks between marker lines:
/// ```
/// <!-- archcheck:layer-table:begin (edit architecture-rules.json, not this table) -->
/// ...generated...
/// <!-- archcheck:layer-table:end -->
/// ```
/// Blocks: `graph` (the Mermaid module graph, as `archcheck graph` draws it), `layer-table` (every
/// module's layer, package, what it may import and what it holds, then what every module and
/// every test target may import besides its row), and `package-table` (the rows of the package
/// whose manifest sits in the document's directory, or beside the DocC catalog holding the
/// document: module and what it may import).
public enum DocumentationGenerator {
  /// The block names a document may contain.
  public static let blockNames = ["graph", "layer-table", "package-table"]

  /// The generated lines of block `name` in the document at `documentPath` (relative to the
  /// root).
  ///
  /// Throws ``ConfigurationError`` for an unknown block name, or a `package-table` in a
  /// directory without a manifest.
  public static func content(
    ofBlock name: String, inDocument documentPath: String, graph: ModuleGraph, ruleSet: RuleSet,
    findings: [Finding]
  ) throws(ConfigurationError) -> [String] {
    let table = try LayerTable(graph: graph, ruleSet: ruleSet)
    switch name {
    case "graph":
      let mermaid = GraphRenderer.render(
        graph, ruleSet: ruleSet, findings: findings, format: .mermaid)
      return ["```mermaid"] + mermaid.split(separator: "\n").map(String.init) + ["```"]
    case "layer-table":
      return table.fullTable()
    case "package-table":
      // A layer's DocC catalog (`<Package>.docc`) sits beside the manifest of its package.
      var directory = PathUtilities.directory(of: documentPath)
      if directory.hasSuffix(".docc") {
        directory = PathUtilities.directory(of: directory)
      }
      let manifestPath = directory.isEmpty ? "Package.swift" : directory + "/Package.swift"
      guard let manifest = graph.manifests.first(where: { $0.path == manifestPath }) else {
        throw ConfigurationError(
          "\(documentPath): a package-table block needs a Package.swift in the document's "
            + "directory; \(manifestPath) is not a manifest of the repository.")
      }
      return table.packageTable(manifest.packageName)
    default:
      throw ConfigurationError(
        "\(documentPath): archcheck has no block named \(name); blocks: "
          + blockNames.joined(separator: ", ") + ".")
    }
  }

  /// Checks (or, with `update`, rewrites) every block of every document the rules file lists.
  ///
  /// Throws ``ConfigurationError`` when a listed document is missing, its markers do not pair
  /// up, or it holds a block the rules file does not list for it; ``ToolFailure`` when a file
  /// cannot be read or written.
  public static func run(
    root: String, graph: ModuleGraph, ruleSet: RuleSet, findings: [Finding],
    fileSystem: any FileSystem, update: Bool
  ) throws -> DocumentationReport {
    var report = DocumentationReport()
    for documentPath in ruleSet.documents.keys.sorted() {
      let expectedBlocks = ruleSet.documents[documentPath] ?? []
      for name in expectedBlocks where !blockNames.contains(name) {
        throw ConfigurationError(
          "\(ruleSet.path): documents.\(documentPath) names block \(name); blocks: "
            + blockNames.joined(separator: ", ") + ".")
      }
      let absolute = PathUtilities.join(root, documentPath)
      guard fileSystem.fileExists(atPath: absolute) else {
        throw ConfigurationError(
          "\(ruleSet.path): documents lists \(documentPath), which does not exist. Create it or "
            + "remove it from documents.")
      }
      let text = String(decoding: try fileSystem.readFile(atPath: absolute), as: UTF8.self)
      let document = try MarkedBlocks(path: documentPath, text: text)
      report.documentCount += 1
      for block in document.blocks where !expectedBlocks.contains(block.name) {
        throw ConfigurationError(
          "\(documentPath):\(block.beginLine): block \(block.name) is not listed for this "
            + "document under documents in \(ruleSet.path); add it there or remove the markers.")
      }
      var replacements: [String: [String]] = [:]
      for name in expectedBlocks {
        let blocks = document.blocks.filter { $0.name == name }
        guard !blocks.isEmpty else {
          report.problems.append(
            DocumentationReport.Problem(
              location: SourceLocation(path: documentPath, line: 1, column: 1), block: name,
              message: "\(documentPath) has no \(name) block",
              fix:
                "add the lines <!-- archcheck:\(name):begin --> and <!-- archcheck:\(name):end --> "
                + "where the block belongs, then run scripts/check-boundaries --update-docs."))
          continue
        }
        let content = try self.content(
          ofBlock: name, inDocument: documentPath, graph: graph, ruleSet: ruleSet,
          findings: findings)
        for block in blocks {
          report.blockCount += 1
          guard block.content != content else { continue }
          if update {
            replacements[name] = content
            report.updated.append(
              DocumentationReport.Problem(
                location: SourceLocation(path: documentPath, line: block.beginLine, column: 1),
                block: name, message: "updated the \(name) block"))
          } else {
            report.problems.append(
              DocumentationReport.Problem(
                location: SourceLocation(path: documentPath, line: block.beginLine, column: 1),
                block: name,
                message: "the \(name) block is stale; " + difference(block.content, content),
                fix:
                  "run scripts/check-boundaries --update-docs (archcheck docs --update) and "
                  + "commit the result; change \(ruleSet.path), not the block."))
          }
        }
      }
      if !replacements.isEmpty {
        try fileSystem.writeFile(
          Array(document.text(replacing: replacements).utf8), atPath: absolute)
      }
    }
    return report
  }

  /// Where the current lines first differ from the generated ones, in words.
  private static func difference(_ current: [String], _ expected: [String]) -> String {
    let index =
      zip(current, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(current.count, expected.count)
    let found = index < current.count ? "\"\(current[index])\"" : "the end of the block"
    let wanted = index < expected.count ? "\"\(expected[index])\"" : "the end of the block"
    return "its line \(index + 1) is \(found) but should be \(wanted)"
  }
}
