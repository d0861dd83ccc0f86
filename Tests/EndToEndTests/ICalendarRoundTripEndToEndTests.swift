import Foundation
import Testing

/// The calendar `conf schedule --ics` writes is a programme `conf conference add` reads: the
/// demo's whole programme, bookmarked, exported and added back, has the same sessions.
@Suite("conf schedule --ics read back as a programme")
struct ICalendarRoundTripEndToEndTests {
  /// `title starts_at ends_at room` of every session `conf timetable --all --json` lists, in
  /// order; the ids, as `id` of each.
  private static func sessions(_ result: ConfResult) throws -> (rows: [String], ids: [String]) {
    let days = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let sessions = days.flatMap { ($0["sessions"] as? [[String: Any]]) ?? [] }
    let rows = sessions.map { session in
      ["title", "starts_at", "ends_at", "room"].map { session[$0] as? String ?? "?" }
        .joined(separator: " | ")
    }
    return (rows.sorted(), sessions.compactMap { $0["id"] as? String })
  }

  @Test("every session of the demo comes back with its title, start, end and room")
  func demo() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-09T10:00:00+09:00"])
    defer { conf.cleanUp() }
    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    let published = try await conf.run(["timetable", "--all", "--json"])
    #expect(published.status == 0, "\(published.stderr)")
    let demo = try Self.sessions(published)
    #expect(demo.ids.count > 1)
    for id in demo.ids {
      let bookmarked = try await conf.run(["bookmark", "add", id])
      #expect(bookmarked.status == 0, "\(id): \(bookmarked.stderr)")
    }
    let ics = try await conf.run(["schedule", "--ics"])
    #expect(ics.status == 0, "\(ics.stderr)")
    let file = conf.home.appendingPathComponent("calendar.ics")
    try Data(ics.stdout.utf8).write(to: file)

    let added = try await conf.run(["conference", "add", file.path])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("2027-03-10 to 2027-03-12, Asia/Tokyo"), "\(added.stdout)")
    let read = try await conf.run(["timetable", "--all", "--json"])
    #expect(read.status == 0, "\(read.stderr)")
    let back = try Self.sessions(read)
    #expect(back.rows == demo.rows)
    // The ids are the UIDs' part before `@`: `session-` and the demo's id.
    #expect(back.ids.sorted() == demo.ids.map { "session-\($0)" }.sorted())
  }
}
