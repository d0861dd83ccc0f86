import Domain
import Foundation
import Testing

struct MyScheduleTests {
  private typealias Sample = ProgrammeSamples

  private func session(_ id: Session.ID, from start: String, to end: String) -> Session {
    Sample.session(
      id, from: "2027-03-10T\(start):00+09:00", to: "2027-03-10T\(end):00+09:00")
  }

  @Test
  func backToBackSessionsDoNotConflict() {
    let first = session("101", from: "10:00", to: "10:45")
    let second = session("102", from: "10:45", to: "11:30")

    let schedule = MySchedule(sessions: [second, first], isFromSavedCopy: false)

    #expect(
      schedule.entries == [
        MySchedule.Entry(session: first, conflicts: []),
        MySchedule.Entry(session: second, conflicts: []),
      ])
  }

  @Test
  func sessionsOverlappingByOneMinuteConflictWithEachOther() {
    let first = session("101", from: "10:00", to: "10:46")
    let second = session("102", from: "10:45", to: "11:30")

    let schedule = MySchedule(sessions: [second, first], isFromSavedCopy: false)

    #expect(
      schedule.entries == [
        MySchedule.Entry(session: first, conflicts: ["102"]),
        MySchedule.Entry(session: second, conflicts: ["101"]),
      ])
  }

  @Test
  func aSessionInsideAnotherConflictsWithIt() {
    let workshop = session("201", from: "10:00", to: "12:00")
    let talk = session("202", from: "10:30", to: "11:00")
    let later = session("203", from: "12:00", to: "12:30")

    let schedule = MySchedule(sessions: [later, talk, workshop], isFromSavedCopy: false)

    #expect(
      schedule.entries == [
        MySchedule.Entry(session: workshop, conflicts: ["202"]),
        MySchedule.Entry(session: talk, conflicts: ["201"]),
        MySchedule.Entry(session: later, conflicts: []),
      ])
  }

  @Test
  func sessionsAtTheSameTimeConflictAndSortByID() {
    let first = session("301", from: "10:00", to: "10:45")
    let second = session("302", from: "10:00", to: "10:45")

    let schedule = MySchedule(
      sessions: [second, first], isFromSavedCopy: true, pending: ["302"],
      pendingRemovals: ["399"])

    #expect(
      schedule.entries == [
        MySchedule.Entry(session: first, conflicts: ["302"]),
        MySchedule.Entry(session: second, conflicts: ["301"], isPending: true),
      ])
    #expect(schedule.isFromSavedCopy)
    #expect(schedule.pendingRemovals == ["399"])
  }
}
