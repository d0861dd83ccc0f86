import Domain
import Foundation
import Testing

/// Which reminders are due, against the definition (bookmarked, not cancelled,
/// `start − lead ≤ now < start`), over generated bookmarks, starts, lead times and instants.
struct ReminderLeadTimeRingingPropertyTests {
  private static let origin = Date(timeIntervalSince1970: 1_804_640_400)

  private static func sessions(_ random: inout SeededGenerator) -> [Session] {
    (0..<random.below(12)).map { _ in
      let start = origin.addingTimeInterval(Double(random.below(240) - 60) * 60)
      return Session(
        id: Session.ID(String(100 + random.below(8))), title: "Talk", abstract: "",
        day: ConferenceDay.first, startsAt: start, endsAt: start + 1_800, timeZone: .gmt,
        track: Track(name: "Main"), room: "A", level: nil, language: "en", speakers: [],
        isCancelled: random.below(5) == 0)
    }
  }

  @Test("due is exactly the bookmarked, not cancelled sessions with start − lead ≤ now < start")
  func dueMatchesTheDefinition() throws {
    var random = SeededGenerator(seed: 30)
    for _ in 0..<500 {
      let sessions = Self.sessions(&random)
      let bookmarked = Set((0..<random.below(8)).map { Session.ID(String(100 + $0)) })
      let lead = try #require(
        random.below(6) == 0 ? .off : ReminderLeadTime(minutes: random.pick([0, 1, 10, 60])))
      let now = Self.origin.addingTimeInterval(Double(random.below(300 * 60) - 90 * 60))

      let due = lead.due(among: sessions, bookmarked: bookmarked, at: now)

      var expected: [GivenReminders.Entry] = []
      for session in sessions where bookmarked.contains(session.id) && !session.isCancelled {
        guard let minutes = lead.minutes else { continue }
        let start = session.startsAt
        let entry = GivenReminders.Entry(session: session)
        if start.addingTimeInterval(-Double(minutes) * 60) <= now, now < start,
          !expected.contains(entry)
        {
          expected.append(entry)
        }
      }
      #expect(Set(due.map(GivenReminders.Entry.init(session:))) == Set(expected))
      #expect(due.count == expected.count)
      #expect(zip(due, due.dropFirst()).allSatisfy { $0.startsAt <= $1.startsAt })
      // Each due reminder starts ringing no later than now, and the next one after now.
      let next = lead.nextRing(among: sessions, bookmarked: bookmarked, after: now)
      if let next { #expect(next > now) }
      #expect(due.allSatisfy { (lead.ringsAt(for: $0) ?? .distantFuture) <= now })
    }
  }

  @Test("the edges: due from the lead time before the start, no longer at the start")
  func edges() throws {
    let start = Self.origin
    let session = Session(
      id: "101", title: "Keynote", abstract: "", day: .first, startsAt: start,
      endsAt: start + 2_700, timeZone: .gmt, track: Track(name: "Main"), room: "Hall A",
      level: nil, language: "en", speakers: [])
    let ten = try #require(ReminderLeadTime(minutes: 10))

    #expect(
      [start - 601, start - 600, start - 1, start].map { ten.rings(for: session, at: $0) } == [
        false, true, true, false,
      ])
    #expect(
      ten.nextRing(among: [session], bookmarked: ["101"], after: start - 3_600) == start - 600)
    #expect(ten.nextRing(among: [session], bookmarked: [], after: start - 3_600) == nil)
    #expect(
      ten.upcoming(among: [session], bookmarked: ["101"], after: start - 1).map(\.id) == ["101"])
    #expect(ten.upcoming(among: [session], bookmarked: ["101"], after: start).isEmpty)
  }
}
