import Domain
import Foundation
import Testing

struct SessionRunningTests {
  private let talk = ProgrammeSamples.session(
    "201", day: 2, from: "2027-03-11T10:00:00+09:00", to: "2027-03-11T10:40:00+09:00")

  @Test(arguments: [
    ("2027-03-11T09:59:59+09:00", false, 41),
    ("2027-03-11T10:00:00+09:00", true, 40),
    ("2027-03-11T10:15:00+09:00", true, 25),
    ("2027-03-11T10:15:30+09:00", true, 25),
    ("2027-03-11T10:39:59+09:00", true, 1),
    ("2027-03-11T10:40:00+09:00", false, 0),
    ("2027-03-11T12:00:00+09:00", false, 0),
  ])
  func runsFromItsStartUntilItsEnd(at text: String, isRunning: Bool, minutesLeft: Int) {
    let instant = ProgrammeSamples.instant(text)
    #expect(talk.isRunning(at: instant) == isRunning)
    #expect(talk.minutesLeft(at: instant) == minutesLeft)
  }
}
