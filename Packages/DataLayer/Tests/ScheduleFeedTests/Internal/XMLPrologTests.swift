import Entity
import Foundation
import ScheduleFeed
import Testing

@Suite("XMLProlog")
struct XMLPrologTests {
  @Test("billion laughs is refused before parsing: nothing is expanded")
  func billionLaughs() {
    let feed = """
      <?xml version="1.0"?>
      <!DOCTYPE schedule [
        <!ENTITY lol "lol">
        <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      ]>
      <schedule><conference><title>&lol9;</title></conference></schedule>
      """
    #expect(failure(feed) == .declaresEntities)
  }

  @Test("an external entity in a title is refused: the file's content never appears")
  func externalEntity() {
    let feed = MinimalFeeds.xml(
      events: MinimalFeeds.event(id: "1", title: "&x;"),
      prolog: """
        <?xml version="1.0"?>
        <!DOCTYPE schedule [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
        """)
    let error = failure(feed)
    let message = error.map(\.description) ?? ""
    #expect(error == .declaresEntities)
    #expect(!message.contains("root:"))
  }

  @Test(
    "entity declarations and external DTDs are refused however they are written",
    arguments: [
      (#"<!DOCTYPE schedule SYSTEM "http://example.org/schedule.dtd">"#, .externalDTD),
      (#"<!doctype schedule public "-//X//EN" "schedule.dtd">"#, .externalDTD),
      (#"<!DOCTYPE schedule SYSTEM 'x.dtd' [ ]>"#, .externalDTD),
      (
        #"<!DOCTYPE schedule [ <!ENTITY % p SYSTEM "http://example.org/p"> %p; ]>"#,
        .declaresEntities
      ),
      (#"<!DOCTYPE schedule [ <!-- ]> --> <!entity a "b"> ]>"#, .declaresEntities),
      (#"<!DOCTYPE schedule [ <!ATTLIST x y CDATA "]>"> <!ENTITY a "b"> ]>"#, .declaresEntities),
    ] as [(String, ScheduleFeedError)])
  func refused(doctype: String, expected: ScheduleFeedError) {
    let feed = MinimalFeeds.xml(
      prolog: #"<?xml version="1.0"?>"# + "\n<!-- a comment -->\n" + doctype)
    #expect(failure(feed) == expected)
  }

  @Test("a DOCTYPE naming only the root, and comments before the root, are accepted")
  func harmlessProlog() throws {
    let feed = MinimalFeeds.xml(
      prolog: "<?xml version=\"1.0\"?>\n<!-- <!ENTITY not one> -->\n<!DOCTYPE schedule>\n"
        + "<?pi <!ENTITY nor this> ?>")
    #expect(try programme(feed, timeZone: "UTC").timetables.map(\.sessions.count) == [1])
  }

  @Test("an entity used but never declared is a parse error, not text")
  func undeclaredEntity() {
    let feed = "<schedule><conference><title>&secret;</title></conference></schedule>"
    #expect(failure(feed) == .malformedXML(line: 1, reason: "an entity that is not declared"))
  }

  @Test("an unterminated DOCTYPE or comment is malformed")
  func unterminated() {
    #expect(
      failure("<?xml version=\"1.0\"?>\n<!DOCTYPE schedule [ <!ELEMENT x ANY>")
        == .malformedXML(line: 2, reason: "the DOCTYPE does not end"))
    #expect(
      failure("<!-- never ends <schedule/>")
        == .malformedXML(line: 1, reason: "a comment or processing instruction does not end"))
  }
}
