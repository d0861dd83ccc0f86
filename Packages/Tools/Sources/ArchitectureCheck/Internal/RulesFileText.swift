import Foundation

/// Finds where rules and exceptions are written in the rules file, so findings about them
/// (vacuous rules, stale exceptions) point at the right line.
struct RulesFileText {
  let path: String
  private let lines: [Substring]

  init(path: String, text: String) {
    self.path = path
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The line of `"id": "<id>"`.
  func ruleLocation(id: String) -> SourceLocation {
    for (index, line) in lines.enumerated() where line.contains("\"id\"") {
      if let range = line.range(of: "\"" + id + "\"") {
        return location(
          line: index, column: line.distance(from: line.startIndex, to: range.lowerBound))
      }
    }
    return SourceLocation(path: path, line: 1, column: 1)
  }

  /// The line of `"<name>":`, a module's row in the layer table (after the `"layers"` key).
  func moduleLocation(name: String) -> SourceLocation {
    let start = lines.firstIndex { $0.contains("\"layers\"") } ?? 0
    let key = "\"" + name + "\""
    for index in start..<lines.count {
      let line = lines[index]
      var searchStart = line.startIndex
      while let range = line.range(of: key, range: searchStart..<line.endIndex) {
        if line[range.upperBound...].trimmingPrefix(while: \.isWhitespace).hasPrefix(":") {
          return location(
            line: index, column: line.distance(from: line.startIndex, to: range.lowerBound))
        }
        searchStart = range.upperBound
      }
    }
    return SourceLocation(path: path, line: start + 1, column: 1)
  }

  /// The line of the `index`-th `"rule"` key after `"exceptions"`.
  func exceptionLocation(index: Int) -> SourceLocation {
    guard let start = lines.firstIndex(where: { $0.contains("\"exceptions\"") }) else {
      return SourceLocation(path: path, line: 1, column: 1)
    }
    var remaining = index
    for lineIndex in start..<lines.count {
      let line = lines[lineIndex]
      var searchStart = line.startIndex
      while let range = line.range(of: "\"rule\"", range: searchStart..<line.endIndex) {
        if remaining == 0 {
          return location(
            line: lineIndex, column: line.distance(from: line.startIndex, to: range.lowerBound))
        }
        remaining -= 1
        searchStart = range.upperBound
      }
    }
    return SourceLocation(path: path, line: start + 1, column: 1)
  }

  private func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(path: path, line: line + 1, column: column + 1)
  }
}
