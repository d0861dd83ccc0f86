import Foundation
import Testing

/// A programme that gives one id to two events (a meetup held twice, each with its own guid),
/// through the built binary: both are sessions, each named by its own reference, and
/// `conf session ID` lists them.
@Suite("An id the programme repeats")
struct RepeatedIDEndToEndTests {
  @Test("conf session lists the occurrences; each can be shown and bookmarked by its reference")
  func occurrences() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2026-02-07T09:00:00+01:00"])
    defer { conf.cleanUp() }
    let file = conf.home.appendingPathComponent("twice.xml")
    // Event 102 takes 101's id: the guids still tell them apart.
    try ProgrammeFeedFixtures.xml().replacingOccurrences(of: "id=\"102\"", with: "id=\"101\"")
      .write(to: file, atomically: true, encoding: .utf8)
    let added = try await conf.run(["conference", "add", file.path])
    #expect(added.status == 0, "\(added.stderr)")

    let listed = try await conf.run(["session", "101", "--json"])
    #expect(listed.status == 0, "\(listed.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
    let occurrences = try #require(json["occurrences"] as? [[String: Any]])
    let ids = occurrences.compactMap { $0["id"] as? String }
    #expect(ids.count == 2)
    #expect(ids.allSatisfy { $0.hasPrefix("101@") })
    #expect(occurrences.compactMap { $0["title"] as? String } == ["Go generics", "Go at scale"])

    let text = try await conf.run(["session", "101"])
    #expect(text.stdout.hasPrefix("Session 101 is held 2 times"), "\(text.stdout)")
    #expect(text.stdout.contains("Show one with: conf session \(ids[0])"))

    let second = try await conf.run(["session", ids[1]])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.hasPrefix("Go at scale\n"))
    let bookmarked = try await conf.run(["bookmark", "add", ids[1]])
    #expect(bookmarked.status == 0, "\(bookmarked.stderr)")
    let bookmarks = try await conf.run(["bookmarks"])
    #expect(bookmarks.bookmarkIDs == [ids[1]])
  }
}
