import Domain
import Foundation
import Testing

@MainActor
struct StatusCommandTests {
  /// 14 min 31 s after `Fixtures.now` (03:00 UTC): shown rounded, as 03:15.
  nonisolated static let expiresAt = Fixtures.now + 14 * 60 + 31

  private func makeHarness(
    _ restored: RestoredLogin, expiresAt: Date? = StatusCommandTests.expiresAt
  ) -> Harness {
    var harness = Harness()
    harness.restoreSession = { restored }
    harness.getLoginStatus = { .loggedIn(accessTokenExpiresAt: expiresAt) }
    return harness
  }

  /// Ada as the device kept her: logged in at 01:00 UTC, last confirmed at 02:55 UTC.
  nonisolated static let storedAda = StoredLogin(
    userID: "u-ada", displayName: "Ada Lovelace",
    email: (try? EmailAddress("ada@example.com")) ?? AccountFixtures.ada.email,
    onboardingStep: .done, loggedInAt: Fixtures.now - 2 * 3_600, confirmedAt: Fixtures.now - 300)

  @Test
  func showsWhoIsLoggedInSinceWhenAndThatTheSessionRenewsItself() async {
    var harness = makeHarness(.active(AccountFixtures.ada))
    harness.getLoginStatus = {
      .loggedIn(
        accessTokenExpiresAt: StatusCommandTests.expiresAt, login: StatusCommandTests.storedAda)
    }

    let result = await harness.run("status")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            State:          logged in
            User:           Ada Lovelace (ada@example.com)
            Logged in:      since 2027-03-10 01:00 UTC (2 hours ago)
            Session:        renewed automatically while you use conf

            """,
          standardError: ""))
  }

  @Test
  func offlineItShowsTheStoredLoginAsLastCheckedAndExitsZero() async {
    var harness = Harness()
    harness.restoreSession = { () throws(AppError) in throw .connectivity(.offline) }
    harness.getLoginStatus = {
      .loggedIn(accessTokenExpiresAt: nil, login: StatusCommandTests.storedAda)
    }

    let result = await harness.run("status")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            State:          logged in (not checked: offline)
            User:           Ada Lovelace (ada@example.com)
            Logged in:      since 2027-03-10 01:00 UTC (2 hours ago)
            Session:        renewed automatically while you use conf
            Last checked:   2027-03-10 02:55 UTC (5 minutes ago)

            """,
          standardError: """
            Warning: the backend could not be reached, so the login was not checked; showing it \
            as last checked at 2027-03-10 02:55 UTC, 5 minutes ago.

            """))
  }

  @Test
  func offlineJSONSaysTheLoginWasNotChecked() async {
    var harness = Harness()
    harness.restoreSession = { () throws(AppError) in
      throw .connectivity(.unavailable(reason: "HTTP 503"))
    }
    harness.getLoginStatus = {
      .loggedIn(accessTokenExpiresAt: nil, login: StatusCommandTests.storedAda)
    }

    let result = await harness.run("status", "--json")

    #expect(
      result.standardOutput == """
        {
          "access_token_expires_at": null,
          "checked": false,
          "last_checked_at": "2027-03-10T02:55:00+00:00",
          "logged_in_at": "2027-03-10T01:00:00+00:00",
          "logout_reason": null,
          "onboarding_step": "done",
          "state": "authenticated",
          "user": {
            "display_name": "Ada Lovelace",
            "email": "ada@example.com",
            "id": "u-ada"
          }
        }

        """)
    #expect(
      result.standardError.hasPrefix("Warning: the backend failed, so the login was not checked"))
  }

  @Test
  func offlineWithoutAStoredProfileItSaysWhoIsNotKnownYet() async {
    var harness = Harness()
    harness.restoreSession = { () throws(AppError) in throw .connectivity(.offline) }
    harness.getLoginStatus = { .loggedIn(accessTokenExpiresAt: nil) }

    let result = await harness.run("status")

    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        State:          logged in (not checked: offline)
        User:           not known yet; run 'conf status' once online
        Session:        renewed automatically while you use conf

        """)
  }

  @Test
  func showsTheOnboardingStep() async {
    let result = await makeHarness(.active(AccountFixtures.newcomer()), expiresAt: nil)
      .run("status")

    #expect(
      result.standardOutput == """
        State:          logged in, onboarding at step 1 of 3 (welcome)
        User:           New Attendee (new@example.com)
        Session:        renewed automatically while you use conf

        """)
  }

  @Test(arguments: [
    (RestoredLogin.loggedOut, "State:          logged out\n", ""),
    (.expired, "State:          logged out (the login expired)\n", ""),
    (
      .refused(reason: "The login file is damaged.\nRun: conf login"),
      "State:          logged out (the stored login was refused)\n",
      "Warning: The login file is damaged. Run: conf login\n"
    ),
  ])
  func showsWhyNoOneIsLoggedIn(
    restored: RestoredLogin, stateLine: String, standardError: String
  ) async {
    var harness = Harness()
    harness.restoreSession = { restored }

    let result = await harness.run("status")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: stateLine
            + "\nTo log in, run: conf login --email <address> --password-stdin\n",
          standardError: standardError))
  }

  @Test
  func writesStableJSON() async {
    let result = await makeHarness(.active(AccountFixtures.ada)).run("status", "--json")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            {
              "access_token_expires_at": "2027-03-10T03:15:00+00:00",
              "checked": true,
              "last_checked_at": null,
              "logged_in_at": null,
              "logout_reason": null,
              "onboarding_step": "done",
              "state": "authenticated",
              "user": {
                "display_name": "Ada Lovelace",
                "email": "ada@example.com",
                "id": "u-ada"
              }
            }

            """,
          standardError: ""))
  }

  @Test
  func writesJSONWhenLoggedOut() async {
    var harness = Harness()
    harness.restoreSession = { .expired }

    let result = await harness.run("status", "--json")

    #expect(
      result.standardOutput == """
        {
          "access_token_expires_at": null,
          "checked": true,
          "last_checked_at": null,
          "logged_in_at": null,
          "logout_reason": "session_expired",
          "onboarding_step": null,
          "state": "unauthenticated",
          "user": null
        }

        """)
  }

  @Test(arguments: [
    (
      AppError.storage(.failed(reason: "the login file is damaged")), 69,
      """
      Error: the login could not be checked: local storage failed: the login file is damaged
      Hint: do what the message says; if it persists, report the problem.

      """
    ),
    (
      .connectivity(.cancelled), 130,
      """
      Error: the login could not be checked: the request was cancelled
      Hint: nothing to do.

      """
    ),
  ])
  func failsWhenTheLoginCannotBeChecked(
    error: AppError, exitCode: Int32, standardError: String
  ) async {
    var harness = Harness()
    harness.restoreSession = { () throws(AppError) in throw error }

    let result = await harness.run("status", "--json")

    #expect(
      result == RunResult(exitCode: exitCode, standardOutput: "", standardError: standardError))
  }
}

extension StatusCommandTests {
  @Test
  func showsItsTimesInTheZoneAskedFor() async {
    var harness = Harness()
    harness.restoreSession = { () throws(AppError) in throw .connectivity(.offline) }
    harness.getLoginStatus = {
      .loggedIn(accessTokenExpiresAt: nil, login: StatusCommandTests.storedAda)
    }

    let result = await harness.run("status", "--tz", "Asia/Tokyo")

    #expect(result.standardOutput.contains("since 2027-03-10 10:00 Asia/Tokyo (2 hours ago)"))
    #expect(
      result.standardError.contains("last checked at 2027-03-10 11:55 Asia/Tokyo, 5 minutes ago."))
  }
}
