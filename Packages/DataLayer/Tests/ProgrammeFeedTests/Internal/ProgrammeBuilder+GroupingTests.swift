import Entity
import Foundation
import Testing

@testable import ProgrammeFeed

/// A format without days (iCalendar, Sessionize, fortee, Indico) lists its events with their
/// dates: the builder groups them into days by their dates in the programme's zone, then the
/// door's rules apply as to any programme.
@Suite("ProgrammeBuilder+Grouping")
struct ProgrammeBuilderGroupingTests {
  /// A flat document of `events` (`id`, `date`, `duration`), titled `T`.
  private func document(
    _ events: [(String?, String?, String?)], zone: String? = nil
  ) -> FeedDocument {
    var document = FeedDocument(title: "T", timeZoneName: zone)
    document.isFlat = true
    document.events = events.map { id, date, duration in
      FeedDocument.Event(id: id, date: date, duration: duration, title: "Talk \(id ?? "?")")
    }
    return document
  }

  /// `day date id startsAt endsAt` of every session.
  private func layout(_ programme: FeedProgramme) -> [String] {
    programme.timetables.flatMap { timetable in
      timetable.sessions.map {
        "\(timetable.day) \(timetable.date) \($0.id) \($0.startsAt) \($0.endsAt)"
      }
    }
  }

  @Test("days are the dates events start on in the zone, numbered from 1 in date order")
  func daysFromDates() throws {
    let read = try ProgrammeBuilder.programme(
      of: document([
        ("late", "2030-06-12T10:00:00+09:00", "0:30"),
        // 23:30 UTC on the 10th is 08:30 on the 11th in Tokyo.
        ("utc", "2030-06-10T23:30:00Z", "1:00"),
        ("first", "2030-06-10T09:00:00", "0:45"),
        ("same-day", "2030-06-10T17:00:00+09:00", "0:15"),
      ]),
      timeZone: "Asia/Tokyo")
    #expect(
      layout(read) == [
        "1 2030-06-10 first 2030-06-10T09:00:00+09:00 2030-06-10T09:45:00+09:00",
        "1 2030-06-10 same-day 2030-06-10T17:00:00+09:00 2030-06-10T17:15:00+09:00",
        "2 2030-06-11 utc 2030-06-11T08:30:00+09:00 2030-06-11T09:30:00+09:00",
        "3 2030-06-12 late 2030-06-12T10:00:00+09:00 2030-06-12T10:30:00+09:00",
      ])
    #expect(
      read.conference.days.map { "\($0.day) \($0.date)" } == [
        "1 2030-06-10", "2 2030-06-11", "3 2030-06-12",
      ])
    #expect(read.warnings.isEmpty)
  }

  @Test("the same events make other days in another zone")
  func daysFollowTheZone() throws {
    let events: [(String?, String?, String?)] = [
      ("a", "2030-06-10T23:30:00Z", "0:30"), ("b", "2030-06-11T01:00:00Z", "0:30"),
    ]
    let utc = try ProgrammeBuilder.programme(of: document(events), timeZone: "UTC")
    let chicago = try ProgrammeBuilder.programme(of: document(events), timeZone: "America/Chicago")
    #expect(utc.conference.days.map(\.date) == ["2030-06-10", "2030-06-11"])
    #expect(chicago.conference.days.map(\.date) == ["2030-06-10"])
  }

  @Test("an event without a usable start or in year 1960 is left out, the rest read")
  func badEventsLeftOut() throws {
    let read = try ProgrammeBuilder.programme(
      of: document([
        ("ok", "2030-06-10T09:00:00Z", "0:30"),
        ("nodate", nil, "0:30"),
        ("garbled", "next tuesday", "0:30"),
        ("old", "1960-01-01T09:00:00Z", "0:30"),
      ]),
      timeZone: "UTC")
    #expect(layout(read) == ["1 2030-06-10 ok 2030-06-10T09:00:00+00:00 2030-06-10T09:30:00+00:00"])
    #expect(
      read.warnings.map(\.description) == [
        "event old ('Talk old') is left out: it starts or ends outside the years 1970 to 2200",
        "event nodate ('Talk nodate') is left out: it has no start",
        "event garbled ('Talk garbled') is left out: its date 'next tuesday' does not parse",
      ])
  }

  @Test("a programme whose events all lack a usable start is refused with the first's problem")
  func noUsableStart() {
    #expect(
      refusal(document([("a", nil, "0:30"), ("b", "soon", "0:30")]))
        == .eventWithoutStart(id: "a"))
    #expect(refusal(document([("b", "soon", "0:30")])) == .invalidDate(id: "b", date: "soon"))
    #expect(refusal(document([])) == .missing("events"))
  }

  @Test("what the format's reader noted comes first; a cancelled event is marked")
  func notesAndCancellation() throws {
    var flat = document([("a", "2030-06-10T09:00:00Z", "0:30")])
    flat.events[0].isCancelled = true
    flat.notes = [FeedWarning(description: "event x ('X') has no time yet")]
    let read = try ProgrammeBuilder.programme(of: flat, timeZone: "UTC")
    #expect(read.timetables.flatMap(\.sessions).map(\.isCancelled) == [true])
    #expect(read.warnings.map(\.description) == ["event x ('X') has no time yet"])
  }

  @Test("the zone is the document's, else the events' most common offset")
  func zoneOfAFlatDocument() throws {
    let named = try ProgrammeBuilder.programme(
      of: document([("a", "2030-06-10T09:00:00", "0:30")], zone: "Europe/Lisbon"),
      timeZone: nil)
    #expect(named.conference.timeZone == "Europe/Lisbon")
    #expect(layout(named) == ["1 2030-06-10 a 2030-06-10T09:00:00+01:00 2030-06-10T09:30:00+01:00"])
    let offsets = try ProgrammeBuilder.programme(
      of: document([("a", "2030-06-10T09:00:00+09:00", "0:30")]), timeZone: nil)
    #expect(offsets.conference.timeZone == "GMT+0900")
    #expect(refusal(document([("a", "2030-06-10T09:00:00", "0:30")]), timeZone: nil) == .noTimeZone)
  }

  @Test("generated events: each is on the day of its local date, days in date order from 1")
  func generated() throws {
    let zones = ["UTC", "Asia/Tokyo", "America/Los_Angeles", "Europe/Berlin", "Pacific/Chatham"]
    for seed in UInt64(1)...200 {
      var random = SeededGenerator(seed: seed)
      let zoneName = random.pick(zones)
      let zone = try #require(TimeZone(identifier: zoneName))
      var events: [(String?, String?, String?)] = []
      var expected: [String: String] = [:]
      for index in 0..<(1 + random.below(12)) {
        // Any minute of ten days from 2030-03-26, over a change of summer time in Europe.
        let instant = 1_900_713_600 + random.below(10 * 1440) * 60
        let offset = random.pick([0, 3600, -18_000, 32_400])
        let written = try #require(TimeZone(secondsFromGMT: offset))
        let text = Self.iso(instant, in: written) + (offset == 0 ? "Z" : Self.offset(offset))
        events.append(("e\(index)", text, "0:10"))
        expected["e\(index)"] = String(Self.iso(instant, in: zone).prefix(10))
      }
      let read = try ProgrammeBuilder.programme(of: document(events), timeZone: zoneName)
      let dates = read.timetables.map(\.date)
      #expect(dates == dates.sorted() && Set(dates).count == dates.count, "seed \(seed)")
      #expect(read.timetables.map(\.day) == Array(1...read.timetables.count), "seed \(seed)")
      for timetable in read.timetables {
        for session in timetable.sessions {
          #expect(expected[session.id] == timetable.date, "seed \(seed): \(session.id)")
          #expect(session.startsAt.hasPrefix(timetable.date), "seed \(seed): \(session.id)")
        }
      }
      #expect(read.timetables.flatMap(\.sessions).count == events.count, "seed \(seed)")
    }
  }

  /// `YYYY-MM-DDTHH:MM:SS` of `instant` in `zone`, by Foundation's calendar.
  private static func iso(_ instant: Int, in zone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second],
      from: Date(timeIntervalSince1970: TimeInterval(instant)))
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):"
      + "\(two(parts.minute)):\(two(parts.second))"
  }

  /// `+HH:MM` or `-HH:MM`.
  private static func offset(_ seconds: Int) -> String {
    (seconds < 0 ? "-" : "+")
      + String(format: "%02d:%02d", abs(seconds) / 3600, abs(seconds) / 60 % 60)
  }

  private func refusal(_ document: FeedDocument, timeZone: String? = "UTC") -> ProgrammeFeedError? {
    do {
      _ = try ProgrammeBuilder.programme(of: document, timeZone: timeZone)
      return nil
    } catch {
      return error
    }
  }
}

extension ProgrammeBuilder {
  /// The programme of `document` read for the first time (no earlier names).
  fileprivate static func programme(
    of document: FeedDocument, timeZone: String?
  ) throws(ProgrammeFeedError) -> FeedProgramme {
    var names = SessionNames()
    return try programme(of: document, timeZone: timeZone, names: &names)
  }
}
