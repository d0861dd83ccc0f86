/// The generated blocks of a Markdown document: the lines between
/// `<!-- archcheck:<name>:begin ... -->` and `<!-- archcheck:<name>:end -->`.
///
/// Anything after `begin` up to `-->` is a comment for people reading the source (such as "edit
/// architecture-rules.json instead"); the marker lines themselves are never rewritten.
struct MarkedBlocks {
  struct Block: Equatable {
    /// The block's name, such as `layer-table`.
    var name: String
    /// The one-based line of the begin marker.
    var beginLine: Int
    /// The lines between the markers.
    var content: [String]
  }

  private static let prefix = "<!-- archcheck:"

  let path: String
  private let lines: [String]
  private(set) var blocks: [Block] = []
  /// Whether the text ended with a newline, so a rewrite keeps it.
  private let endsWithNewline: Bool

  init(path: String, text: String) throws(ConfigurationError) {
    self.path = path
    endsWithNewline = text.hasSuffix("\n")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if endsWithNewline {
      lines.removeLast()
    }
    self.lines = lines
    var open: (name: String, line: Int)?
    for (index, line) in lines.enumerated() {
      guard let (name, isBegin) = Self.marker(line) else { continue }
      if isBegin {
        if let open {
          throw ConfigurationError(
            "\(path):\(index + 1): block \(name) begins inside block \(open.name) (line "
              + "\(open.line)); end \(open.name) first with <!-- archcheck:\(open.name):end -->.")
        }
        open = (name, index + 1)
      } else {
        guard let current = open, current.name == name else {
          throw ConfigurationError(
            "\(path):\(index + 1): <!-- archcheck:\(name):end --> has no matching "
              + "<!-- archcheck:\(name):begin --> above it.")
        }
        blocks.append(
          Block(
            name: name, beginLine: current.line,
            content: Array(lines[current.line..<index])))
        open = nil
      }
    }
    if let open {
      throw ConfigurationError(
        "\(path):\(open.line): block \(open.name) has no <!-- archcheck:\(open.name):end --> line.")
    }
  }

  /// The name of a marker line and whether it begins a block, or `nil` for any other line.
  private static func marker(_ line: String) -> (name: String, isBegin: Bool)? {
    let trimmed = line.trimmingPrefix(while: \.isWhitespace)
    guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("-->") else { return nil }
    let rest = trimmed.dropFirst(prefix.count)
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    let name = String(rest[..<colon])
    let kind = rest[rest.index(after: colon)...]
    if kind.hasPrefix("begin") {
      let after = kind.dropFirst("begin".count)
      guard after.first == " " || after.first == "-" else { return nil }
      return (name, true)
    }
    if kind.hasPrefix("end") {
      return (name, false)
    }
    return nil
  }

  /// The document's text with the content of each block named in `contents` replaced.
  func text(replacing contents: [String: [String]]) -> String {
    var result: [String] = []
    var next = 0
    for block in blocks {
      guard let content = contents[block.name] else { continue }
      result += lines[next..<block.beginLine]
      result += content
      next = block.beginLine + block.content.count
    }
    result += lines[next...]
    return result.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
  }
}
