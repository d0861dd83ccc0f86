import Foundation
import Testing

/// A part of docs/cli.md that the code generates: the lines between `<!-- <name>:begin -->` and
/// `<!-- <name>:end -->`. Run the tests with `CONF_UPDATE_GOLDEN=1` to rewrite every such part
/// from the code (then read the diff).
struct GeneratedSection {
  /// The marker's name, such as `synopsis`.
  let name: String

  /// docs/cli.md.
  static let document = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/cli.md")

  /// The section's lines as the document has them, after rewriting them to `generated` when
  /// `CONF_UPDATE_GOLDEN=1`.
  func documentedLines(generated: [String]) throws -> [String] {
    var text = try String(contentsOf: Self.document, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- \(name):begin"), "no \(name):begin marker")
    let end = try #require(text.range(of: "<!-- \(name):end -->"), "no \(name):end marker")
    let start = try #require(text[begin.upperBound...].firstIndex(of: "\n"))
    let body = text.index(after: start)..<end.lowerBound
    if ProcessInfo.processInfo.environment["CONF_UPDATE_GOLDEN"] == "1" {
      text.replaceSubrange(body, with: generated.map { $0 + "\n" }.joined())
      try Data(text.utf8).write(to: Self.document)
      return generated
    }
    return text[body].split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
  }
}
