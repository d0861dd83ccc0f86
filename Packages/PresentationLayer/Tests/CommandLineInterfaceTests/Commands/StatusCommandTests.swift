import Domain
import Foundation
import Testing

@MainActor
struct StatusCommandTests {
  /// 14 min 31 s after `Fixtures.now` (03:00 UTC): shown rounded, as 03:15.
  nonisolated static let expiresAt = Fixtures.now + 14 * 60 + 31

  private func makeHarness(
    _ restored: RestoredSession, expiresAt: Date? = StatusCommandTests.expiresAt
  ) -> Harness {
    var harness = Harness()
    harness.restoreSession = { restored }
    harness.getLoginStatus = { .loggedIn(accessTokenExpiresAt: expiresAt) }
    return harness
  }

  @Test
  func showsWhoIsLoggedInAndTheRoundedExpiry() async {
    let result = await makeHarness(.active(AccountFixtures.ada)).run("status")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            State:          logged in
            User:           Ada Lovelace (ada@example.com)
            Token expires:  2027-03-10 03:15 UTC (in 15 minutes)

            """,
          standardError: ""))
  }

  @Test
  func showsTheOnboardingStep() async {
    let result = await makeHarness(.active(AccountFixtures.newcomer()), expiresAt: nil)
      .run("status")

    #expect(
      result.standardOutput == """
        State:          logged in, onboarding at step 1 of 3 (welcome)
        User:           New Attendee (new@example.com)

        """)
  }

  @Test(arguments: [
    (RestoredSession.loggedOut, "State:          logged out\n", ""),
    (.expired, "State:          logged out (the session expired)\n", ""),
    (
      .refused(reason: "The login file is damaged.\nRun: conf login"),
      "State:          logged out (the stored login was refused)\n",
      "Warning: The login file is damaged. Run: conf login\n"
    ),
  ])
  func showsWhyNoOneIsLoggedIn(
    restored: RestoredSession, stateLine: String, standardError: String
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
          "logout_reason": "session_expired",
          "onboarding_step": null,
          "state": "unauthenticated",
          "user": null
        }

        """)
  }

  @Test(arguments: [
    (
      SessionError.connectivity(.offline), Int32(69),
      """
      Error: the conference backend cannot be reached, so the login could not be checked
      Hint: check the network connection and try again.

      """
    ),
    (
      .storage(.failed(reason: "the login file is damaged")), 69,
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
    error: SessionError, exitCode: Int32, standardError: String
  ) async {
    var harness = Harness()
    harness.restoreSession = { () throws(SessionError) in throw error }

    let result = await harness.run("status", "--json")

    #expect(
      result == RunResult(exitCode: exitCode, standardOutput: "", standardError: standardError))
  }
}
