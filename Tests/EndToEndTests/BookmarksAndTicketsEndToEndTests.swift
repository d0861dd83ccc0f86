import Foundation
import Testing

/// Bookmarks and tickets through the built binary on the embedded backend.
@Suite("Bookmarks and tickets")
struct BookmarksAndTicketsEndToEndTests {
  private static func loggedIn() throws -> ConfRunner {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-09T09:00:00+09:00"])
    let login = try conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    return conf
  }

  @Test("bookmark add is idempotent, an unknown session is 65, the list shows one bookmark")
  func bookmarks() throws {
    let conf = try Self.loggedIn()
    defer { conf.cleanUp() }
    #expect(try conf.run(["bookmark", "add", "104"]).status == 0)
    #expect(try conf.run(["bookmark", "add", "104"]).status == 0)
    let unknown = try conf.run(["bookmark", "add", "999"])
    #expect(unknown.status == 65)
    #expect(unknown.stderr.hasPrefix("Error: no session with id '999'\n"))
    let listed = try conf.run(["bookmarks"])
    #expect(listed == ConfResult(status: 0, stdout: "104\n", stderr: ""))
    #expect(try conf.run(["bookmark", "remove", "104"]).status == 0)
    #expect(try conf.run(["bookmarks"]).stdout.hasPrefix("No bookmarks."))
  }

  @Test("a second ticket and a second check-in both say 'already' with exit 65")
  func tickets() throws {
    var conf = try Self.loggedIn()
    defer { conf.cleanUp() }
    let bought = try conf.run(["ticket", "buy", "general"])
    #expect(bought.status == 0)
    #expect(bought.stdout == "Bought: T-0001  general  valid\n")
    let second = try conf.run(["ticket", "buy", "student"])
    #expect(second.status == 65)
    #expect(second.stderr.contains("already"))
    let early = try conf.run(["ticket", "check-in", "T-0001"])
    #expect(early.status == 69)
    #expect(early.stderr.hasPrefix("Error: check-in is not open yet"))
    conf.environment["CONF_NOW"] = "2027-03-10T10:00:00+09:00"
    #expect(try conf.run(["ticket", "check-in", "T-0001"]).status == 0)
    let twice = try conf.run(["ticket", "check-in", "T-0001"])
    #expect(twice.status == 65)
    #expect(twice.stderr.contains("already"))
  }
}
