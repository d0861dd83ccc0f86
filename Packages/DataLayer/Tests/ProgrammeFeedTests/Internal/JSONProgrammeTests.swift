import Foundation
import ProgrammeFeed
import Testing

/// A JSON programme's format is told by its top-level members, never by a name.
@Suite("JSONProgramme")
struct JSONProgrammeTests {
  @Test(
    "each format by its members; one of none is refused in one line",
    arguments: [
      (MinimalFeeds.json(), nil),
      (JSONProgrammeFeeds.sessionize, nil),
      (JSONProgrammeFeeds.fortee, nil),
      (JSONProgrammeFeeds.indico, nil),
      (#"{"sessions": []}"#, .missing("\"schedule\"")),
      (#"{"speakers": [], "rooms": []}"#, .missing("\"schedule\"")),
      (#"{"sessions": [], "rooms": []}"#, .missing("events")),
      (#"{"results": []}"#, .missing("events")),
      (#"{"timetable": 3}"#, .malformedJSON(reason: "a value of the wrong type at timetable")),
      (#"{"timetable": [}"#, .malformedJSON(reason: "not JSON")),
    ] as [(String, ProgrammeFeedError?)])
  func formats(feed: String, expected: ProgrammeFeedError?) {
    #expect(failure(feed, timeZone: "UTC") == expected)
  }
}
