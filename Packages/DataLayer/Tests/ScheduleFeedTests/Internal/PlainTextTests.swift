import Testing

@testable import ScheduleFeed

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
      (
        "# Title\r\n\r\n\r\n* item  \r\n* item\n\n    code", "# Title\n\n* item\n* item\n\n    code"
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
}
