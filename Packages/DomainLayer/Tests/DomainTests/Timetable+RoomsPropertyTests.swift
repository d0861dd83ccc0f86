import Domain
import Foundation
import Testing

/// `Timetable.rooms` against its definition, over generated days: sessions in rooms drawn from
/// a small pool (names differing only in case, an empty one), and a generated room order
/// holding some of the day's rooms, some it lacks, and repeats.
struct TimetableRoomsPropertyTests {
  private static let pool = ["Zeta", "alpha", "Alpha", "Mu", "B.1", "b.2", "", "Äther", "K 1"]

  @Test(
    "property: a permutation of the day's rooms, ordered ones first in the given order, the rest by name",
    arguments: 1...200)
  func roomsFollowTheOrder(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let sessions = (0..<random.below(12)).map { index in
      ProgrammeSamples.session(
        Session.ID("\(index)"), from: "2027-03-10T10:00:00+09:00", to: "2027-03-10T10:40:00+09:00",
        room: random.pick(Self.pool))
    }
    let order = (0..<random.below(8)).map { _ in random.pick(Self.pool + ["Elsewhere"]) }
    let day = Timetable(
      day: ProgrammeSamples.day(1), date: ProgrammeSamples.date("2027-03-10"),
      timeZone: ProgrammeSamples.tokyo, sessions: sessions, freshness: .live, roomOrder: order)

    let rooms = day.rooms

    let held = Set(sessions.map(\.room))
    #expect(rooms.count == held.count && Set(rooms) == held)
    let ordered = rooms.prefix { order.contains($0) }
    let others = rooms.dropFirst(ordered.count)
    #expect(others.allSatisfy { !order.contains($0) })
    let firstPlaces = ordered.compactMap { room in order.firstIndex(of: room) }
    #expect(firstPlaces == firstPlaces.sorted())
    #expect(
      Array(others) == others.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) })
  }

  @Test("the days' rooms: each day's order after the earlier days', then the rest by name")
  func roomsOfSeveralDays() {
    func day(_ number: Int, rooms: [String], order: [String]) -> Timetable {
      let date = "2027-03-1\(number - 1)"
      return Timetable(
        day: ProgrammeSamples.day(number), date: ProgrammeSamples.date(date),
        timeZone: ProgrammeSamples.tokyo,
        sessions: rooms.enumerated().map { index, room in
          ProgrammeSamples.session(
            Session.ID("\(number)\(index)"), day: number, from: "\(date)T10:00:00+09:00",
            to: "\(date)T10:40:00+09:00", room: room)
        }, freshness: .live, roomOrder: order)
    }
    let days = [
      day(1, rooms: ["Zeta", "Alpha", "Mu"], order: ["Zeta", "Alpha"]),
      day(2, rooms: ["Beta", "Alpha", "Kappa"], order: ["Beta", "Alpha"]),
    ]

    #expect(days.rooms == ["Zeta", "Alpha", "Beta", "Kappa", "Mu"])
    #expect(days[1].rooms == ["Beta", "Alpha", "Kappa"])
  }
}
