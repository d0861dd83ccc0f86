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

    // Completion offers each occurrence by its own name.
    let completed = try await conf.run(["__complete", "sessions"])
    let offered = completed.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    #expect(Set(ids).isSubset(of: offered), "\(completed.stdout)")
    #expect(!offered.contains("101"))

    let second = try await conf.run(["session", ids[1]])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.hasPrefix("Go at scale\n"))
    let bookmarked = try await conf.run(["bookmark", "add", ids[1]])
    #expect(bookmarked.status == 0, "\(bookmarked.stderr)")
    let bookmarks = try await conf.run(["bookmarks"])
    #expect(bookmarks.bookmarkIDs == [ids[1]])
  }

  @Test(
    "a refresh that repeats an id leaves it to its session: its bookmark, its changes and its UID follow"
  )
  func repeatedByARefresh() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2026-02-07T09:00:00+01:00"])
    defer { conf.cleanUp() }
    let file = conf.home.appendingPathComponent("programme.xml")
    try ProgrammeFeedFixtures.xml().write(to: file, atomically: true, encoding: .utf8)
    #expect(try await conf.run(["conference", "add", file.path]).status == 0)
    #expect(try await conf.run(["bookmark", "add", "101"]).status == 0)
    #expect(try await conf.run(["changes"]).status == 0)
    let before = try await conf.run(["schedule", "--ics"])
    let uid = try #require(before.stdout.split(separator: "\r\n").first { $0.hasPrefix("UID:") })

    // The next publication gives event 102's id to 101 as well (its guid still tells it apart),
    // with a comment that changes the file's size.
    try ProgrammeFeedFixtures.xml().replacingOccurrences(of: "id=\"102\"", with: "id=\"101\"")
      .appending("<!-- republished -->\n")
      .write(to: file, atomically: true, encoding: .utf8)
    let refreshed = try await conf.run(["conference", "refresh"])
    #expect(refreshed.status == 0, "\(refreshed.stderr)")

    let bookmarks = try await conf.run(["bookmarks"])
    #expect(bookmarks.bookmarkIDs == ["101"], "\(bookmarks.stdout)")
    #expect(bookmarks.stdout.contains("Go generics"))
    #expect(!bookmarks.stdout.contains("Removed from the programme"), "\(bookmarks.stdout)")
    let session = try await conf.run(["session", "101"])
    #expect(session.stdout.hasPrefix("Go generics\n"), "\(session.stdout)")
    let timetable = try await conf.run(["timetable", "--day", "1", "--json"])
    #expect(timetable.stdout.contains(#""id": "101@"#), "\(timetable.stdout)")
    let changes = try await conf.run(["changes"])
    #expect(!changes.stdout.contains("Go generics"), "\(changes.stdout)")
    let after = try await conf.run(["schedule", "--ics"])
    #expect(after.stdout.split(separator: "\r\n").filter { $0.hasPrefix("UID:") } == [uid])
  }
}
