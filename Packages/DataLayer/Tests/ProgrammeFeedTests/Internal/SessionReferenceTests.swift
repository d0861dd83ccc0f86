import Entity
import Foundation
import ProgrammeFeed
import Testing

/// Identity from the feed: a repeated id is several sessions (a meetup held on several days),
/// each named apart by a hash of its guid (else its id and start) so that its name, and its
/// bookmarks, stay the same across refreshes; the same event twice is left out once.
@Suite("Session identity and references")
struct SessionReferenceTests {
  private static func read(_ events: String, days: Int = 1) throws -> FeedProgramme {
    let feed = MinimalFeeds.json(events: events)
    return try ProgrammeFeedReader().programme(from: Data(feed.utf8), timeZone: "UTC")
  }

  /// The session names of `versions` of a programme's events, each read as a refresh of the
  /// one before (the first as a first read).
  private static func refreshed(_ versions: [String]) throws -> [[String]] {
    var names = SessionNames()
    return try versions.map { events in
      let feed = Data(MinimalFeeds.json(events: events).utf8)
      let read = try ProgrammeFeedReader().programme(from: feed, timeZone: "UTC", names: &names)
      return read.timetables.flatMap(\.sessions).map(\.id)
    }
  }

  private static let keysigningA =
    #"{"id": 101, "guid": "a-1", "start": "10:00", "duration": "00:30"}"#
  private static let keysigningB =
    #"{"id": 101, "guid": "b-1", "start": "18:00", "duration": "00:30"}"#

  @Test("a repeated id with guids: every occurrence kept, named by its guid, in any case")
  func repeatedWithGUIDs() throws {
    let read = try Self.read(
      #"{"id": 400012, "guid": "A-9", "start": "10:00", "duration": "00:30"},"#
        + #"{"id": 400012, "guid": "b-9", "start": "18:00", "duration": "00:30"},"#
        + #"{"id": 7, "start": "12:00", "duration": "00:30"}"#)
    // The guid's letter case does not change the name: "A-9" is hashed as "a-9".
    #expect(
      read.timetables.flatMap(\.sessions).map(\.id) == ["400012@4fqu4f", "7", "400012@qgc1nu"])
    #expect(read.warnings == [])
  }

  @Test("a repeated id without guids is told apart by its start, and kept across a refresh")
  func repeatedWithoutGUIDs() throws {
    let events =
      #"{"id": 5, "start": "10:00", "duration": "00:30", "title": "Morning"},"#
      + #"{"id": 5, "start": "16:00", "duration": "00:30", "title": "Afternoon"}"#
    let first = try Self.read(events)
    let again = try Self.read(events.replacing("Afternoon", with: "Afternoon, renamed"))
    let names = first.timetables.flatMap(\.sessions).map(\.id)
    #expect(names.count == 2)
    #expect(Set(names).count == 2)
    #expect(names.allSatisfy { $0.hasPrefix("5@") && $0.count == 8 })
    #expect(again.timetables.flatMap(\.sessions).map(\.id) == names)
  }

  @Test("an event whose guid an earlier one has is left out with a warning, the rest kept")
  func repeatedGUID() throws {
    let read = try Self.read(
      #"{"id": 1, "guid": "g-1", "start": "10:00", "duration": "00:30", "title": "First"},"#
        + #"{"id": 2, "guid": "G-1", "start": "11:00", "duration": "00:30", "title": "Copy"}"#)
    #expect(read.timetables.flatMap(\.sessions).map(\.id) == ["1"])
    #expect(
      read.warnings.map(\.description) == [
        "event 2 ('Copy') is left out: its guid 'G-1' is event '1''s too"
      ])
  }

  @Test("the same event twice without a guid is read once, with a warning")
  func sameEventTwice() throws {
    let read = try Self.read(
      #"{"id": 3, "start": "10:00", "duration": "00:30", "title": "Talk"},"#
        + #"{"id": 3, "start": "10:00", "duration": "00:30", "title": "Talk"}"#)
    #expect(read.timetables.flatMap(\.sessions).map(\.id) == ["3"])
    #expect(
      read.warnings.map(\.description) == [
        "event 3 ('Talk') is left out: an event with its id and no guid starts at the same time"
      ])
  }

  @Test("a unique id that a refresh repeats stays its session's name; the new one is named apart")
  func uniqueIDRepeatedByARefresh() throws {
    let versions = [Self.keysigningA, Self.keysigningA + "," + Self.keysigningB]
    #expect(try Self.refreshed(versions) == [["101"], ["101", "101@v5nljm"]])
    // Read for the first time, the same programme names both apart.
    #expect(try Self.refreshed([versions[1]]) == [["101@zqfa8n", "101@v5nljm"]])
  }

  @Test("an occurrence keeps its name when the others are gone, and its id names nothing else")
  func lastOccurrenceLeft() throws {
    let versions = [
      Self.keysigningA + "," + Self.keysigningB, Self.keysigningB,
      Self.keysigningB + ","
        + #"{"id": 101, "guid": "c-1", "start": "20:00", "duration": "00:30"}"#,
    ]
    #expect(
      try Self.refreshed(versions) == [
        ["101@zqfa8n", "101@v5nljm"], ["101@v5nljm"], ["101@v5nljm", "101@7t52a9"],
      ])
  }

  @Test("without guids, an occurrence that moved takes the one name its id left; two do not")
  func movedWithoutGUID() throws {
    let morning = #"{"id": 5, "start": "10:00", "duration": "00:30"}"#
    let afternoon = #"{"id": 5, "start": "16:00", "duration": "00:30"}"#
    let later = #"{"id": 5, "start": "17:00", "duration": "00:30"}"#
    let evening = #"{"id": 5, "start": "19:00", "duration": "00:30"}"#
    let names = try Self.refreshed([
      morning + "," + afternoon, morning + "," + later, later + "," + evening,
    ])
    // FNV-1a of "id:5@1893492000" and "id:5@1893513600" (10:00 and 16:00 on 2030-01-01 UTC).
    #expect(names[0] == ["5@17ve53", "5@gtqm1h"])
    // 16:00 moved to 17:00: the only new event of id 5 takes the only name no session kept.
    #expect(names[1] == names[0])
    // 10:00 went and 19:00 came: 17:00 keeps its name, 19:00 takes the one left.
    #expect(names[2] == [names[0][1], names[0][0]])

    // Two events new to an id whose one earlier name is free: which one it was is not guessed.
    let unique = #"{"id": 7, "start": "09:00", "duration": "00:30"}"#
    let twice = try Self.refreshed([
      unique,
      #"{"id": 7, "start": "11:00", "duration": "00:30"}, {"id": 7, "start": "15:00", "duration": "00:30"}"#,
    ])
    #expect(twice[0] == ["7"])
    #expect(twice[1].count == 2 && twice[1].allSatisfy { $0.hasPrefix("7@") })
  }

  @Test("an event with a new guid is another event: it never takes the name one left")
  func newGUIDTakesNoName() throws {
    let third = #"{"id": 101, "guid": "c-1", "start": "20:00", "duration": "00:30"}"#
    let versions = [
      Self.keysigningA + "," + Self.keysigningB, Self.keysigningB + "," + third,
    ]
    #expect(
      try Self.refreshed(versions) == [
        ["101@zqfa8n", "101@v5nljm"], ["101@v5nljm", "101@7t52a9"],
      ])
  }

  @Test("a name is kept only for the id it names: an event given another id is named afresh")
  func nameOfAnotherID() throws {
    let versions = [
      Self.keysigningA + "," + Self.keysigningB,
      #"{"id": 102, "guid": "a-1", "start": "10:00", "duration": "00:30"},"# + Self.keysigningB,
    ]
    #expect(
      try Self.refreshed(versions) == [["101@zqfa8n", "101@v5nljm"], ["102", "101@v5nljm"]])
  }

  @Test("a refused refresh leaves the names as they were")
  func refusedRefresh() throws {
    var names = SessionNames()
    let feed = Data(MinimalFeeds.json(events: Self.keysigningA).utf8)
    _ = try ProgrammeFeedReader().programme(from: feed, timeZone: "UTC", names: &names)
    let before = names
    #expect(throws: ProgrammeFeedError.self) {
      try ProgrammeFeedReader().programme(
        from: Data("not a feed".utf8), timeZone: "UTC", names: &names)
    }
    #expect(names == before)
    #expect(names.count == 1)
  }
}
