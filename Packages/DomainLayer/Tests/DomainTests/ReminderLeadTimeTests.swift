import Domain
import Foundation
import Testing

struct ReminderLeadTimeTests {
  @Test(
    "minutes from 0 to a week, or off in any letter case",
    arguments: [
      ("15", "15"), (" 0 ", "0"), ("10080", "10080"), ("off", "off"), ("OFF", "off"),
    ])
  func parses(text: String, stored: String) {
    #expect(ReminderLeadTime(parsing: text)?.description == stored)
  }

  @Test("anything else is refused", arguments: ["", "-5", "10081", "1e3", "１５", "soon", "15m"])
  func refuses(text: String) {
    #expect(ReminderLeadTime(parsing: text) == nil)
  }

  @Test("a session is due from the lead time before it starts until it starts; never when off")
  func isDue() throws {
    let starts = Date(timeIntervalSince1970: 1_804_640_400)
    let session = Session(
      id: "101", title: "Keynote", abstract: "", day: try ConferenceDay(1), startsAt: starts,
      endsAt: starts + 2_700, timeZone: .gmt, track: Track(name: "Main"), room: "Hall A",
      level: nil, language: "en", speakers: [])
    let fifteen = try #require(ReminderLeadTime(minutes: 15))

    #expect(!fifteen.isDue(session, at: starts - 16 * 60))
    #expect(fifteen.isDue(session, at: starts - 15 * 60))
    #expect(fifteen.isDue(session, at: starts))
    #expect(!fifteen.isDue(session, at: starts + 1))
    #expect(!ReminderLeadTime.off.isDue(session, at: starts - 60))
    #expect(ReminderLeadTime.standard.minutes == 10)
  }
}
