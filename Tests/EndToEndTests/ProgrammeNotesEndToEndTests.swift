import Foundation
import Testing

/// One bad event is not a bad programme: `conference add` and `refresh` keep the rest and say,
/// one warning line each, what was left out or repaired (and `--json` says it as `warnings`).
@Suite("What reading a programme noted")
struct ProgrammeNotesEndToEndTests {
  @Test("add and refresh warn once per event left out or repaired, the rest of it kept")
  func warnings() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2026-02-07T10:10:00+01:00"])
    defer { conf.cleanUp() }
    let file = conf.home.appendingPathComponent("schedule.xml")
    // Event 102's duration does not parse; 201 lasts 999 hours (cut to a day).
    var lines = ProgrammeFeedFixtures.xml().components(separatedBy: "\n")
    if let index = lines.firstIndex(where: { $0.contains("<event id=\"102\"") }),
      let duration = lines[index...].firstIndex(where: { $0.contains("<duration>") })
    {
      lines[duration] = "        <duration>half an hour</duration>"
    }
    if let index = lines.firstIndex(where: { $0.contains("<event id=\"201\"") }),
      let duration = lines[index...].firstIndex(where: { $0.contains("<duration>") })
    {
      lines[duration] = "        <duration>999:00</duration>"
    }
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)

    let added = try await conf.run(["conference", "add", file.path])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("4 sessions"), "\(added.stdout)")
    #expect(
      added.stderr == """
        Warning: event 102 ('Go at scale') is left out: its duration 'half an hour' does not parse
        Warning: event 201 ('Async rust'): its duration '999:00' is longer than a day and is cut to 24:00

        """)

    let refreshed = try await conf.run(["conference", "refresh", "testconf2026", "--json"])
    #expect(refreshed.status == 0, "\(refreshed.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(refreshed.stdout.utf8)) as? [String: Any])
    #expect((json["warnings"] as? [String])?.count == 2)
    #expect(refreshed.stderr == "")
  }
}
