import Foundation
import Testing

@testable import ProgrammeFeed

@Suite("PlainText")
struct PlainTextTests {
  @Test(
    "HTML becomes paragraphs, lines, bullets and links with their targets",
    arguments: [
      ("<p>One</p><p>Two</p>", "One\n\nTwo"),
      ("<div>A</div>\n\n\n<div>B</div>", "A\n\nB"),
      ("<h2>Title</h2>Body", "Title\n\nBody"),
      ("first<br>second<br/><br />third", "first\nsecond\n\nthird"),
      (
        "<p>Intro:</p><ul><li>one</li>\n<li>two</li></ul><p>End</p>",
        "Intro:\n\n• one\n• two\n\nEnd"
      ),
      ("<ol><li><p>nested</p></li></ol>", "• nested"),
      (
        #"See <a href="https://x.org/a?b=1&amp;c=2">the page</a>."#,
        "See the page (https://x.org/a?b=1&c=2)."
      ),
      (#"<a href="https://x.org">https://x.org</a>"#, "https://x.org"),
      (
        #"<a href='https://x.org'></a> and <A HREF=https://y.org>y</A>"#,
        "https://x.org and y (https://y.org)"
      ),
      ("<a name=\"anchor\">text</a>", "text"),
      ("<p>  lots   of\n\t space  </p>", "lots of space"),
      (
        "<em>keep</em> <strong>words</strong>, <span class=\"x\">drop</span> tags",
        "keep words, drop tags"
      ),
      ("<p>a</p><script>alert('<p>')</script><style>p{}</style><p>b</p>", "a\n\nb"),
      ("<p>x<!-- <p>hidden</p> -->y</p>", "xy"),
      ("<pre><code>line 1\nline 2</code></pre>", "line 1\nline 2"),
    ])
  func html(input: String, expected: String) {
    #expect(PlainText.text(from: input) == expected)
  }

  @Test(
    "character references are decoded; a bare & stays",
    arguments: [
      ("<p>&amp; &lt; &gt; &quot; &#39; &apos;</p>", "& < > \" ' '"),
      (
        "<p>a&nbsp;b &#233; &#xE9; &#X1F600; &eacute;t&eacute; &mdash; &hellip;</p>",
        "a b é é 😀 été — …"
      ),
      ("<p>AT&T &unknown; &#0; &#xD800; &</p>", "AT&T &unknown; \u{FFFD} \u{FFFD} &"),
      ("<p>&copy; &euro; &ldquo;q&rdquo; &laquo;r&raquo; &uuml;</p>", "© € “q” «r» ü"),
    ])
  func references(input: String, expected: String) {
    #expect(PlainText.text(from: input) == expected)
  }

  @Test(
    "text without HTML tags (Markdown) keeps its lines, apart from white space",
    arguments: [
      ("Plain.", "Plain."),
      ("# Title\r\n\r\n\r\n* item  \r\n* item\n\n    code", "# Title\n\n* item\n* item\n\ncode"),
      (
        "\n      First  line,\tindented.\n      Second\t\tline.\n\n      \n  Next   paragraph.\n    ",
        "First line, indented.\nSecond line.\n\nNext paragraph."
      ),
      (
        "Topics:\n\n  - one\n  -   two\n    * nested\n  1.  three\n  2) four\n\nEnd.",
        "Topics:\n\n- one\n- two\n* nested\n1. three\n2) four\n\nEnd."
      ),
      ("  \n\nSee <https://example.org> if a <b\n\n", "See <https://example.org> if a <b"),
      ("Tom &amp; Jerry, 1 < 2 > 0", "Tom &amp; Jerry, 1 < 2 > 0"),
      ("", ""),
    ])
  func markdown(input: String, expected: String) {
    #expect(PlainText.text(from: input) == expected)
  }

  @Test(
    "the work is linear in the input, including for input built to make it quadratic",
    arguments: [
      String(repeating: "<", count: 200_000),
      String(repeating: "<p", count: 100_000) + ">",
      String(repeating: "&", count: 100_000) + "<p>",
      String(repeating: "&amp", count: 50_000) + "<p>",
      "<p>" + String(repeating: "<a href=\"x\">", count: 20_000),
      "<p>" + String(repeating: "<!--", count: 50_000),
      "<p>" + String(repeating: "<script>", count: 25_000),
      "<p>" + String(repeating: "<a href='", count: 20_000) + ">",
      String(repeating: "<p>word ", count: 25_000) + String(repeating: "\n", count: 10_000),
    ])
  func linear(input: String) {
    var work = 0
    _ = PlainText.text(from: input, work: &work)
    #expect(work <= 6 * input.utf8.count)
  }

  @Test("text without tags is folded as a simple model says: words of a line joined by one space")
  func foldingModel() {
    var random = SeededGenerator(seed: 29)
    let pieces = [
      "word", "- item", "1.", "*", "a.b", " ", "  ", "\t", "\n", "\n\n", "\r\n", "\n  \n",
    ]
    for _ in 0..<2000 {
      let text = (0..<random.below(12)).map { _ in random.pick(pieces) }.joined()
      #expect(PlainText.text(from: text) == Self.folded(text), "\(text.debugDescription)")
    }
  }

  @Test(
    "an abstract and a description are shown once each, the description alone when it repeats",
    arguments: [
      ("Short.", "", "Short."),
      ("", "  Only the\n  description.", "Only the\ndescription."),
      ("", "", ""),
      ("Same   text.", "Same text.", "Same text."),
      ("First.", "Second.", "First.\n\nSecond."),
      // The description starts with the abstract, with other line breaks and indentation.
      (
        "We rebuilt the network. It held.",
        "\n        We rebuilt the network.\n        It held.\n\n        How:\n\n"
          + "        - new cables\n        - more patience\n      ",
        "We rebuilt the network.\nIt held.\n\nHow:\n\n- new cables\n- more patience"
      ),
      // HTML description starting with the (plain) abstract.
      (
        "Intro text.",
        "<p>Intro text.</p>\n<p>Details <b>here</b>.</p><ul>\n  <li>one</li>\n  <li>two</li></ul>",
        "Intro text.\n\nDetails here.\n\n• one\n• two"
      ),
      // Not at a word's end: both are shown.
      ("Intro", "Introduction to it.", "Intro\n\nIntroduction to it."),
      // Case matters.
      ("intro text.", "Intro text. More.", "intro text.\n\nIntro text. More."),
      // The description holds nothing the abstract does not.
      ("A long abstract. With the gist.", "With the\n gist.", "A long abstract. With the gist."),
    ])
  func combined(abstract: String, description: String, expected: String) {
    #expect(PlainText.combined(abstract: abstract, description: description) == expected)
  }

  @Test("38C3: a description that repeats the abstract, then goes on, is shown once")
  func congressDescription() {
    let abstract = """
      Wie kommt das Internet in die Halle? Ein Blick hinter die Kulissen.
      """
    let description = """

                Wie kommt das Internet in die Halle?   Ein Blick hinter die Kulissen.

                Wir zeigen:

                *  Glasfaser
                *  WLAN

      """
    #expect(
      PlainText.combined(abstract: abstract, description: description)
        == "Wie kommt das Internet in die Halle? Ein Blick hinter die Kulissen.\n\n"
        + "Wir zeigen:\n\n* Glasfaser\n* WLAN")
  }

  @Test("combined follows a simple model: prefix at a word's end, containment, or both")
  func combinedModel() {
    var random = SeededGenerator(seed: 38)
    let words = ["a", "b", "ab", "c."]
    let separators = [" ", "  ", "\t", "\n", "\n\n", "\n  "]
    func text(_ chosen: [String]) -> String {
      chosen.map { random.pick(separators) + $0 }.joined() + random.pick(separators)
    }
    for _ in 0..<3000 {
      let abstractWords = (0..<random.below(4)).map { _ in random.pick(words) }
      var descriptionWords = (0..<random.below(5)).map { _ in random.pick(words) }
      switch random.below(3) {
      case 0: descriptionWords = abstractWords + descriptionWords
      case 1 where !abstractWords.isEmpty:
        let start = random.below(abstractWords.count)
        descriptionWords = Array(
          abstractWords[start..<(start + random.below(abstractWords.count - start + 1))])
      default: break
      }
      let abstract = text(abstractWords)
      let description = text(descriptionWords)
      let expected: String
      let a = abstractWords.joined(separator: " ")
      let d = descriptionWords.joined(separator: " ")
      if abstractWords.isEmpty {
        expected = Self.folded(description)
      } else if descriptionWords.isEmpty {
        expected = Self.folded(abstract)
      } else if descriptionWords.starts(with: abstractWords) {
        expected = Self.folded(description)
      } else if a.contains(d) {
        expected = Self.folded(abstract)
      } else {
        expected = Self.folded(abstract) + "\n\n" + Self.folded(description)
      }
      #expect(
        PlainText.combined(abstract: abstract, description: description) == expected,
        "\(abstract.debugDescription) \(description.debugDescription)")
    }
  }

  /// Text without tags as it should read: each line's words joined by one space, lines of a
  /// paragraph by a line break, paragraphs by one blank line.
  private static func folded(_ text: String) -> String {
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    var paragraphs: [[String]] = [[]]
    for line in lines {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if words.isEmpty {
        paragraphs.append([])
      } else {
        paragraphs[paragraphs.count - 1].append(words.joined(separator: " "))
      }
    }
    return paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(
      separator: "\n\n")
  }
}
