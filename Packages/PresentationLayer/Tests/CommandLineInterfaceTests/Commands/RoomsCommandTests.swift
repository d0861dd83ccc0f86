import Domain
import Foundation
import Testing
import UseCaseTestSupport

@MainActor
struct RoomsCommandTests {
  @Test("every room of every day, by name, with its sessions and days")
  func listsRooms() async {
    let result = await TracksCommandTests.makeHarness().run("rooms")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            SESSIONS  DAYS  ROOM
            4         1,2   Hall A
            1         2     Hall B

            """,
          standardError: ""))
  }

  @Test("--json lists the rooms under 'rooms'")
  func listsRoomsAsJSON() async throws {
    let result = await TracksCommandTests.makeHarness().run("rooms", "--day", "1", "-j")

    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let rooms = try #require(document["rooms"] as? [[String: Any]])
    #expect(rooms.map { $0["name"] as? String } == ["Hall A"])
    #expect(rooms.map { $0["session_count"] as? Int } == [3])
    #expect(document["days"] as? [Int] == [1])
  }

  @Test("a day the conference does not have is a usage error naming the days it has")
  func unknownDay() async {
    var harness = TracksCommandTests.makeHarness()
    harness.getTimetable = { day throws(TimetableError) in
      throw .dayNotFound(day: day.number, days: [.first])
    }

    let result = await harness.run("rooms", "--day", "5")

    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix("Error: the conference has no day 5; it runs on day 1\n"))
  }
}
