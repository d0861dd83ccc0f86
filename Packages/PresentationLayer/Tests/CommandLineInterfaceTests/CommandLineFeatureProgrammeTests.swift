import Domain
import Synchronization
import Testing

/// The programme commands need no login: they never check the stored login, even when there is
/// one, so they make no restore call and the app state never moves.
@MainActor
struct CommandLineFeatureProgrammeTests {
  @Test(arguments: [
    RestoredLogin.active(AccountFixtures.ada), .expired,
    .refused(reason: "The login file is readable by others. Run: chmod 600 f"),
  ])
  func timetableMakesNoRestoreCall(storedLogin: RestoredLogin) async {
    let restoreCalls = Mutex(0)
    var harness = Harness()
    harness.restoreSession = {
      restoreCalls.withLock { $0 += 1 }
      return storedLogin
    }
    harness.getConferenceMoment = { instant in
      ConferenceMoment(
        instant: instant, phase: .during, timetable: Fixtures.timetable(sessions: []))
    }

    let result = await harness.run("timetable")

    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(restoreCalls.withLock { $0 } == 0)
    #expect(harness.appStateLog.entries == [])
  }

  @Test(arguments: [
    ["timetable"], ["timetable", "--all"], ["now"], ["next"], ["session", "101"],
    ["search", "swift"],
  ])
  func noProgrammeCommandChecksTheLogin(arguments: [String]) async {
    // Harness() scripts restoreSession as FakeRestoreLogin.unexpected does: a call records an
    // issue.
    var harness = Harness()
    harness.getTimetable = { _ in Fixtures.timetable() }
    harness.getConferenceMoment = { instant in
      ConferenceMoment(instant: instant, phase: .during, timetable: Fixtures.timetable())
    }
    harness.getNextSlot = { instant in
      let moment = ConferenceMoment(
        instant: instant, phase: .during, timetable: Fixtures.timetable())
      return UpcomingSlot(moment: moment, timetable: nil, slot: nil)
    }
    harness.getSession = { _ in SessionDetail(session: Fixtures.sessions[0], freshness: .live) }
    harness.searchSessions = { text throws(TimetableError) in
      try Fixtures.results(text, Fixtures.sessions)
    }

    let result = await harness.run(arguments)

    #expect(result.exitCode == 0)
    #expect(harness.appStateLog.entries == [])
  }
}
