/// Turns an abstract or description into plain text.
///
/// HTML (text with at least one tag such as `<p>` or `</a>`) is rendered: `<p>`, `<div>`,
/// headings, lists, `<blockquote>`, `<pre>`, `<table>` and `<hr>` end a paragraph (a blank
/// line), `<br>` and `<tr>` a line, `<li>` starts a line with `• `, `<a href="X">text</a>`
/// keeps its target as `text (X)` (just `X` when the text is `X`), `<script>` and `<style>` are
/// dropped with their content, every other tag is dropped, character references are decoded
/// and runs of white space become one space (line breaks inside `<pre>` are kept).
///
/// Text without tags (pretalx writes Markdown) keeps its lines, so list items (`- `, `* `,
/// `1. `) stay one per line with their markers, but the feed's indentation and white space at
/// the ends of lines are dropped, runs of spaces and tabs inside a line become one space, line
/// ends (`\r\n`, `\r`) become `\n`, and a run of blank lines becomes one.
///
/// `combined(abstract:description:)` is what an event shows: the description alone when it
/// repeats the abstract.
///
/// Every pass is linear in the input: every byte is looked at a bounded number of times.
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

  /// What an event shows of its `abstract` and `description` (feed text, as `text(from:)`
  /// takes it): both as plain text, the abstract, a blank line, then the description; but the
  /// description alone when it starts with the abstract (at a word's end) or equals it, and
  /// the abstract alone when the description is empty or holds nothing the abstract does not.
  /// Texts are compared with every run of white space taken as one space.
  static func combined(abstract: String, description: String) -> String {
    let abstract = text(from: abstract)
    let description = text(from: description)
    if abstract.isEmpty { return description }
    if description.isEmpty { return abstract }
    let abstractWords = words(of: abstract)
    let descriptionWords = words(of: description)
    if descriptionWords.starts(with: abstractWords),
      descriptionWords.count == abstractWords.count
        || descriptionWords[abstractWords.count] == 0x20
    {
      return description
    }
    if occurs(descriptionWords, in: abstractWords) { return abstract }
    return abstract + "\n\n" + description
  }

  /// The bytes of `text` with every run of white space as one space, none at the ends.
  private static func words(of text: String) -> [UInt8] {
    var output: [UInt8] = []
    var hasPendingSpace = false
    for byte in text.utf8 {
      if isSpace(byte) {
        hasPendingSpace = !output.isEmpty
      } else {
        if hasPendingSpace { output.append(0x20) }
        hasPendingSpace = false
        output.append(byte)
      }
    }
    return output
  }

  /// Whether `pattern` occurs in `text`, in time linear in both (Knuth-Morris-Pratt), so that
  /// two long texts cost no more than their lengths.
  private static func occurs(_ pattern: [UInt8], in text: [UInt8]) -> Bool {
    guard !pattern.isEmpty else { return true }
    guard pattern.count <= text.count else { return false }
    // fallback[i]: the length of the longest proper prefix of pattern[...i] that ends there.
    var fallback = [Int](repeating: 0, count: pattern.count)
    var length = 0
    for index in 1..<pattern.count {
      while length > 0 && pattern[index] != pattern[length] { length = fallback[length - 1] }
      if pattern[index] == pattern[length] { length += 1 }
      fallback[index] = length
    }
    var matched = 0
    for byte in text {
      while matched > 0 && byte != pattern[matched] { matched = fallback[matched - 1] }
      if byte == pattern[matched] { matched += 1 }
      if matched == pattern.count { return true }
    }
    return false
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

  /// Markdown or plain text: `\r\n` and `\r` become `\n`; in each line, white space at the
  /// ends is removed and runs of spaces and tabs become one space; blank lines at the ends are
  /// removed and runs of them become one.
  private static func normalised(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var line: [UInt8] = []
    var hasPendingSpace = false
    var blankLines = 0
    func endLine() {
      if line.isEmpty {
        blankLines += 1
      } else {
        if !output.isEmpty { output.append(contentsOf: blankLines > 0 ? [10, 10] : [10]) }
        output.append(contentsOf: line)
        blankLines = 0
      }
      line.removeAll(keepingCapacity: true)
      hasPendingSpace = false
    }
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 10 || byte == 13 {
        endLine()
        if byte == 13, offset + 1 < bytes.count, bytes[offset + 1] == 10 { offset += 1 }
      } else if isSpace(byte) {
        hasPendingSpace = !line.isEmpty
      } else {
        if hasPendingSpace { line.append(0x20) }
        hasPendingSpace = false
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
