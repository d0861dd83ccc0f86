import Entity
import ProgrammeFeed
import Testing

/// The format has no cancelled field; producers mark the title, and the reader reads that mark.
struct CancelledTitleTests {
  @Test(arguments: [
    ("CANCELLED: Go at scale", true), ("Cancelled - Go at scale", true),
    ("[CANCELLED] Go at scale", true), ("(cancelled) Go at scale", true),
    ("CANCELED Go at scale", true), ("Cancelled", true),
    ("Go at scale", false), ("Go at scale (cancelled)", false),
    ("Cancellediness explained", false), ("Why talks get cancelled", false),
  ])
  func aTitleThatStartsWithTheWordMarksTheEventCancelled(title: String, cancelled: Bool) throws {
    let read = try programme(
      MinimalFeeds.xml(events: MinimalFeeds.event(id: "1", title: title)), timeZone: "UTC")
    #expect(read.timetables.first?.sessions.first?.isCancelled == (cancelled ? true : nil))
  }
}
