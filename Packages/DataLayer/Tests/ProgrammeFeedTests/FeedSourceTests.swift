import Foundation
import ProgrammeFeed
import Testing

@Suite("FeedSource")
struct FeedSourceTests {
  @Test(
    "http and https text is a URL, other text a path",
    arguments: [
      ("https://fosdem.org/2026/schedule/xml", "https://fosdem.org/2026/schedule/xml", true),
      (" HTTP://127.0.0.1:8080/s.json?x=1\n", "http://127.0.0.1:8080/s.json?x=1", true),
      ("Https://Fosdem.org/2026/schedule/xml", "https://Fosdem.org/2026/schedule/xml", true),
      ("http://[::1]:8080/schedule.xml", "http://[::1]:8080/schedule.xml", true),
      ("schedule.xml", "schedule.xml", false),
      ("/srv/feeds/schedule.json", "/srv/feeds/schedule.json", false),
      ("./odd:name.xml", "./odd:name.xml", false),
      ("my feed://x", "my feed://x", false),
    ])
  func parsed(text: String, expected: String, isURL: Bool) throws {
    let source = try FeedSource(parsing: text)
    #expect(source.description == expected)
    if case .url = source { #expect(isURL) } else { #expect(!isURL) }
  }

  @Test(
    "empty text, other schemes and a URL without a host are refused",
    arguments: [
      ("", ""), ("  ", "  "), ("ftp://example.org/s.xml", "ftp://example.org/s.xml"),
      (" file:///tmp/s.xml", "file:///tmp/s.xml"), ("https://", "https://"),
      ("http:///x", "http:///x"),
    ])
  func refused(text: String, refused: String) {
    #expect(throws: ProgrammeFeedError.unsupportedSource(refused)) {
      try FeedSource(parsing: text)
    }
  }

  @Test("the server URL is the scheme (in lower case), host and port only")
  func serverURL() throws {
    let source = try FeedSource(parsing: "HTTPS://feeds.example.org:8443/a/b.xml?q=1#f")
    #expect(source.serverURL?.absoluteString == "https://feeds.example.org:8443")
    let literal = try FeedSource(parsing: "http://[::1]:8080/schedule.xml")
    #expect(literal.serverURL?.absoluteString == "http://[::1]:8080")
    let scoped = try FeedSource(parsing: "http://[fe80::1%25eth0]/s.xml")
    #expect(scoped.serverURL?.absoluteString == "http://[fe80::1%25eth0]")
    #expect(FeedSource.file(path: "/x").serverURL == nil)
  }

  @Test(
    "a user name or password in the address is refused, and never repeated",
    arguments: [
      ("https://user:secret@feeds.example.org/a.xml", "https://feeds.example.org/a.xml"),
      ("http://user@127.0.0.1:8080/a.xml?x=1", "http://127.0.0.1:8080/a.xml?x=1"),
      ("HTTPS://:secret@feeds.example.org/", "https://feeds.example.org/"),
    ])
  func credentialsRefused(text: String, named: String) {
    #expect(throws: ProgrammeFeedError.credentialsInSource(named)) {
      try FeedSource(parsing: text)
    }
    #expect(!ProgrammeFeedError.credentialsInSource(named).description.contains("secret"))
  }
}
