import Domain
import Foundation
import Testing

/// What is running and what is next, against their definitions, over generated programmes:
/// days in several zones (and a fixed offset), a third of them across a change of the zone's
/// offset (summer time beginning or ending), with and without a day change or the
/// programme's own spans, sessions filed up to a day from their own date, crossing midnight,
/// lasting nothing or a whole day, and ids repeated.
struct ConferenceMomentPropertyTests {
  private static let zones: [TimeZone] =
    [
      "Asia/Tokyo", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "UTC",
    ].compactMap(TimeZone.init(identifier:)) + [TimeZone(secondsFromGMT: 19_800)].compactMap { $0 }

  /// Zones whose offset changes in 2026, each with the date two days before: Europe/Berlin
  /// (29 March, 25 October), America/New_York (8 March, 1 November), Australia/Lord_Howe
  /// (5 April, 4 October: half an hour).
  private static let offsetChanges: [(zone: TimeZone, twoDaysBefore: CalendarDate?)] = [
    ("Europe/Berlin", 3, 27), ("Europe/Berlin", 10, 23), ("America/New_York", 3, 6),
    ("America/New_York", 10, 30), ("Australia/Lord_Howe", 4, 3), ("Australia/Lord_Howe", 10, 2),
  ].compactMap { name, month, day in
    TimeZone(identifier: name).map { ($0, CalendarDate(year: 2026, month: month, day: day)) }
  }

  private struct Programme {
    let conference: Conference
    let timetables: [Timetable]
    var sessions: [Session] { timetables.flatMap(\.sessions) }
  }

  /// A session as the definitions see it: repeated ids are told apart by day and start.
  private struct Key: Hashable {
    let day: Int
    let id: String
    let start: Date
    init(_ session: Session) {
      day = session.day.number
      id = session.id.rawValue
      start = session.startsAt
    }
  }

  private static func programme(_ random: inout SeededGenerator) -> Programme {
    var zone = random.pick(zones)
    let dayChange = random.pick([0, 0, 240, 360])
    let ownSpans = random.below(3) == 0
    var date = CalendarDate(year: 2026, month: 1, day: 1)?.adding(days: random.below(730))
    // One programme in three starts two days before summer time begins or ends in its zone,
    // so its days carry two offsets.
    if random.below(3) == 0 {
      let change = random.pick(Self.offsetChanges)
      zone = change.zone
      date = change.twoDaysBefore
    }
    var timetables: [Timetable] = []
    var days: [Conference.Day] = []
    for number in 1...(1 + random.below(5)) {
      guard let today = date, let day = try? ConferenceDay(number) else { break }
      let dayStart = today.instant(atMinute: dayChange, in: zone)
      var span: Range<Date>?
      if ownSpans {
        let start = today.instant(atMinute: 480 + random.below(240), in: zone)
        span = start..<start.addingTimeInterval(Double(14 + random.below(6)) * 3_600)
      }
      var sessions: [Session] = []
      for _ in 0..<random.below(9) {
        // Where a reader lets a programme file a session: from a day before its day's start
        // to two days after.
        let start = dayStart.addingTimeInterval(Double(random.below(60 * 60) - 20 * 60) * 60)
        let minutes = random.pick([0, 5, 25, 50, 90, 180, 720, 1_440])
        sessions.append(
          Session(
            id: Session.ID(String(1 + random.below(6))), title: "Talk", abstract: "", day: day,
            startsAt: start, endsAt: start.addingTimeInterval(Double(minutes) * 60),
            timeZone: zone, track: Track(name: random.pick(["Go", "Rust"])),
            room: random.pick(["A", "B"]), level: nil, language: "en", speakers: []))
      }
      timetables.append(
        Timetable(
          day: day, date: today, timeZone: zone, sessions: Session.inProgrammeOrder(sessions),
          freshness: .live))
      days.append(Conference.Day(day: day, date: today, span: span))
      date = today.adding(days: 1 + (random.below(4) == 0 ? 1 : 0))
    }
    return Programme(
      conference: Conference(
        title: "Generated", acronym: "generated", timeZone: zone, dayChangeMinutes: dayChange,
        days: days),
      timetables: timetables)
  }

  /// Instants around the programme, and every start and end in it.
  private static func instants(of programme: Programme, _ random: inout SeededGenerator)
    -> [Date]
  {
    guard let first = programme.conference.days.first, let last = programme.conference.days.last
    else { return [] }
    let from = first.date.adding(days: -2).instant(atMinute: 0, in: programme.conference.timeZone)
    let to = last.date.adding(days: 3).instant(atMinute: 0, in: programme.conference.timeZone)
    let minutes = Int(to.timeIntervalSince(from) / 60)
    let random = (0..<25).map { _ in from.addingTimeInterval(Double(random.below(minutes)) * 60) }
    return random + programme.sessions.flatMap { [$0.startsAt, $0.endsAt] }
  }

  /// The generator covers programmes whose sessions are at two offsets of their zone.
  @Test
  func aSixthOfTheProgrammesOrMoreCarryTwoOffsets() {
    let twoOffsets = (1...150).count { seed in
      var random = SeededGenerator(seed: UInt64(seed))
      let programme = Self.programme(&random)
      let zone = programme.conference.timeZone
      return Set(programme.sessions.map { zone.secondsFromGMT(for: $0.startsAt) }).count > 1
    }
    #expect(twoOffsets >= 25)
  }

  @Test(arguments: 1...150)
  func nowIsExactlyWhatRunsAndNextExactlyTheEarliestStart(seed: Int) async throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let programme = Self.programme(&random)
    let load = { (day: ConferenceDay) throws(TimetableError) -> Timetable in
      guard let timetable = programme.timetables.first(where: { $0.day == day }) else {
        throw .dayNotFound(day: day.number, days: [])
      }
      return timetable
    }
    for instant in Self.instants(of: programme, &random) {
      let moment = try await ConferenceMoment.locate(
        at: instant, in: programme.conference, loading: load)
      let running = programme.sessions.filter { $0.startsAt <= instant && instant < $0.endsAt }
      #expect(
        moment.runningSessions.map(Key.init) == Session.inProgrammeOrder(running).map(Key.init),
        "seed \(seed) at \(instant)")

      let upcoming = try await UpcomingSlot.find(
        after: instant, in: programme.conference, loading: load)
      let later = programme.sessions.filter { $0.startsAt > instant }
      let earliest = later.map(\.startsAt).min()
      #expect(upcoming.slot?.startsAt == earliest, "seed \(seed) at \(instant)")
      #expect(
        Set(upcoming.slot?.sessions.map(Key.init) ?? [])
          == Set(later.filter { $0.startsAt == earliest }.map(Key.init)),
        "seed \(seed) at \(instant)")
    }
  }
}
