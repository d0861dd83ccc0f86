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
}
