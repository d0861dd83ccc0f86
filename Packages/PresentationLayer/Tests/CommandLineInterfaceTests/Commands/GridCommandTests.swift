import Domain
import Foundation
import Testing

@MainActor
struct GridCommandTests {
  /// Day 1 with the fixtures' Hall A (101 and 102 at 10:00 side by side, 103 at 11:00) and two
  /// more rooms.
  static let sessions =
    Fixtures.sessions + [
      room("Room K.1.105", of: Fixtures.session("201", title: "Kernel live patching")),
      room(
        "UB5.132",
        of: Fixtures.session(
          "202", startsAt: Fixtures.tenOClock + 1_800, minutes: 30, track: "Security",
          title: "Fuzzing \u{1B}[31mred")),
    ]

  static func room(_ name: String, of session: Session) -> Session {
    Session(
      id: session.id, title: session.title, abstract: session.abstract, day: session.day,
      startsAt: session.startsAt, endsAt: session.endsAt, timeZone: session.timeZone,
      track: session.track, room: name, level: session.level, language: session.language,
      speakers: session.speakers)
  }

  private func makeHarness(environment: [String: String] = [:]) -> Harness {
    let timetable = Fixtures.timetable(sessions: Self.sessions)
    var harness = Harness()
    harness.getTimetable = { _ in timetable }
    harness.getConferenceMoment = { instant in
      ConferenceMoment(instant: instant, phase: .during, timetable: timetable)
    }
    harness.environment = environment
    return harness
  }

  @Test("rooms side by side at 80 columns, sessions as boxes, feed controls shown harmless")
  func printsTheDayAtEightyColumns() async {
    let result = await makeHarness().run("grid", "--zoom", "30")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Day 1, 2027-03-10 (Asia/Tokyo, UTC+09:00)
                  │Hall A                 │Room K.1.105           │UB5.132
            10:00 ├Modularisin┊Layouts    ├Kernel live patching   │
            10:30 │g a 200k-l…┊that breat…│                       ├Fuzzing �[31mred
            11:00 ├並行性を安 ┊           │                       │
            11:30 │全に: Swif…┊           │                       │

            """,
          standardError: ""))
  }

  @Test("narrower, the rooms that do not fit follow underneath; --from starts at a time")
  func bandsOfRoomsAndAStart() async {
    let result = await makeHarness(environment: ["COLUMNS": "40"]).run(
      "grid", "--from", "11:00", "--rooms", "hall,ub5,k.1")

    #expect(
      result.standardOutput == """
        Day 1, 2027-03-10, rooms 1-2 of 3 (Asia/Tokyo, UTC+09:00)
              │Hall A          │UB5.132
        11:00 ├並行性 ┊        │
        11:15 │を安全 ┊        │
        11:30 │に: Sw…┊        │

        Day 1, 2027-03-10, room 3 of 3 (Asia/Tokyo, UTC+09:00)
              │Room K.1.105
        11:00 │
        11:15 │
        11:30 │

        """)
  }

  @Test(
    "a wrong --zoom, --from or --rooms is a usage error (64) naming what to give",
    arguments: [
      (
        ["grid", "--zoom", "10"],
        "Error: invalid value '10' for '--zoom <minutes>': give 5, 15 or 30"
      ),
      (
        ["grid", "--from", "25:61"],
        "Error: invalid value '25:61' for '--from <time>': give a time as HH:MM, or now"
      ),
      (["grid", "--rooms", "hal"], ""),
      (["grid", "--rooms", "1"], "Error: '1' is part of several rooms' names"),
      (["grid", "--rooms", "nowhere"], "Error: No room 'nowhere' on this day."),
    ])
  func rejectsBadValues(arguments: [String], message: String) async {
    let result = await makeHarness().run(arguments)
    if message.isEmpty {
      #expect(result.exitCode == 0, "\(result.standardError)")
    } else {
      #expect(result.exitCode == 64)
      #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }
  }
}
