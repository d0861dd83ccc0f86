/// Turns an abstract or description into plain text.
///
/// HTML (text with at least one tag such as `<p>` or `</a>`) is rendered: `<p>`, `<div>`,
/// headings, lists, `<blockquote>`, `<pre>`, `<table>` and `<hr>` end a paragraph (a blank
/// line), `<br>` and `<tr>` a line, `<li>` starts a line with `• `, `<a href="X">text</a>`
/// keeps its target as `text (X)` (just `X` when the text is `X`), `<script>` and `<style>` are
/// dropped with their content, every other tag is dropped, character references are decoded
/// and runs of white space become one space (line breaks inside `<pre>` are kept).
///
/// Text without tags (pretalx writes Markdown) is kept as it is, apart from line ends (`\r\n`
/// becomes `\n`), white space at the ends of lines, and runs of blank lines (one is kept).
///
/// Both passes are linear in the input: every byte is looked at a bounded number of times.
enum PlainText {
  /// The plain text of `text`.
  static func text(from text: String) -> String {
    var work = 0
    return self.text(from: text, work: &work)
  }

  /// The plain text of `text`; `work` counts the bytes looked at, for tests of linearity.
  static func text(from text: String, work: inout Int) -> String {
    let bytes = Array(text.utf8)
    var renderer = Renderer(bytes: bytes)
    let output = hasTags(bytes, work: &work) ? renderer.html(work: &work) : normalised(bytes)
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether the text holds an HTML comment or a tag of HTML's (`<p>`, `</a>`, `<br/>`,
  /// `<a href=...>`): `<https://example.org>` and `a <b` in Markdown are not tags.
  private static func hasTags(_ bytes: [UInt8], work: inout Int) -> Bool {
    work += bytes.count
    guard let lastTagEnd = bytes.lastIndex(of: UInt8(ascii: ">")) else { return false }
    var offset = 0
    while offset + 1 < lastTagEnd {
      work += 1
      if bytes[offset] == UInt8(ascii: "<") {
        if bytes[(offset + 1)...].starts(with: "!--".utf8) { return true }
        if isTag(bytes, from: offset + 1, work: &work) { return true }
      }
      offset += 1
    }
    return false
  }

  /// Whether the name after a `<` at `start` (after an optional `/`) is an HTML element's,
  /// ending in `>`, `/` or white space (a `>` follows somewhere: the caller checked).
  private static func isTag(_ bytes: [UInt8], from start: Int, work: inout Int) -> Bool {
    var offset = start
    if bytes[offset] == UInt8(ascii: "/") { offset += 1 }
    var name: [UInt8] = []
    while offset < bytes.count, name.count <= 10 {
      work += 1
      let byte = bytes[offset]
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || isSpace(byte) {
        return htmlElements.contains(String(decoding: name, as: UTF8.self))
      }
      guard isLetter(byte) || (48...57).contains(byte) else { return false }
      name.append(byte | 0x20)
      offset += 1
    }
    return false
  }

  /// The elements whose tags make a text HTML.
  private static let htmlElements: Set<String> = [
    "a", "abbr", "article", "b", "blockquote", "body", "br", "code", "dd", "del", "div", "dl",
    "dt", "em", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "html",
    "i", "img", "ins", "kbd", "li", "ol", "p", "pre", "q", "s", "section", "small", "span",
    "strike", "strong", "sub", "sup", "table", "tbody", "td", "th", "thead", "tr", "tt", "u",
    "ul", "script", "style",
  ]

  /// Markdown or plain text: `\r\n` and `\r` become `\n`, trailing white space of each line is
  /// removed, blank lines at the ends are removed and runs of them become one.
  private static func normalised(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var line: [UInt8] = []
    var blankLines = 0
    func endLine() {
      while let last = line.last, isSpace(last) { line.removeLast() }
      if line.isEmpty {
        blankLines += 1
      } else {
        if !output.isEmpty { output.append(contentsOf: blankLines > 0 ? [10, 10] : [10]) }
        output.append(contentsOf: line)
        blankLines = 0
      }
      line.removeAll(keepingCapacity: true)
    }
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 10 || byte == 13 {
        endLine()
        if byte == 13, offset + 1 < bytes.count, bytes[offset + 1] == 10 { offset += 1 }
      } else {
        line.append(byte)
      }
      offset += 1
    }
    endLine()
    return output
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte)
  }
}
