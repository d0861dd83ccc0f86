import Domain
import Foundation
import Testing
import ViewModel

@MainActor
struct ProfileCommandTests {
  private func makeHarness(
    restored: RestoredLogin = .active(AccountFixtures.ada), profile: User = AccountFixtures.ada
  ) -> Harness {
    var harness = Harness()
    harness.restoreSession = { restored }
    harness.getProfile = { Profile(user: profile) }
    return harness
  }

  @Test
  func showsTheProfile() async {
    let result = await makeHarness().run("profile")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            Name:        Ada Lovelace
            Email:       ada@example.com
            Phone:       080-1234-5678
            Onboarding:  done
            ID:          u-ada

            """,
          standardError: ""))
  }

  @Test
  func showsAProfileInOnboarding() async {
    let newcomer = AccountFixtures.newcomer(at: .profile)
    let result = await makeHarness(restored: .active(newcomer), profile: newcomer).run("profile")

    #expect(
      result.standardOutput == """
        Name:        New Attendee
        Email:       new@example.com
        Phone:       not set
        Onboarding:  step 2 of 3 (profile)
        ID:          u-new

        """)
  }

  @Test
  func writesStableJSON() async {
    let result = await makeHarness().run("profile", "--json")

    #expect(
      result
        == RunResult(
          exitCode: 0,
          standardOutput: """
            {
              "display_name": "Ada Lovelace",
              "email": "ada@example.com",
              "id": "u-ada",
              "onboarding_step": "done",
              "phone_number": "+818012345678",
              "phone_number_formatted": "080-1234-5678",
              "source": "network"
            }

            """,
          standardError: ""))
  }

  @Test(arguments: [
    (RestoredLogin.loggedOut, "", "Error: you are not logged in\n"),
    (.expired, "", "Error: your login expired\n"),
    (
      .refused(reason: "The login file is readable by others. Run: chmod 600 f"),
      "Warning: The login file is readable by others. Run: chmod 600 f\n",
      "Error: you are not logged in\n"
    ),
  ])
  func needsALogin(restored: RestoredLogin, warning: String, error: String) async {
    var harness = Harness()
    harness.restoreSession = { restored }

    let result = await harness.run("profile", "--json")

    #expect(
      result
        == RunResult(
          exitCode: 77, standardOutput: "",
          standardError: warning + error
            + "Hint: run: conf login --email <address> --password-stdin\n"))
  }

  @Test
  func anExpiryOnTheWayNeedsALoginToo() async {
    var harness = makeHarness()
    harness.getProfile = { () throws(ProfileError) in throw .account(.expired) }

    let result = await harness.run("profile")

    #expect(
      result
        == RunResult(
          exitCode: 77, standardOutput: "",
          standardError:
            "Error: your login expired\nHint: run: conf login --email <address> --password-stdin\n"
        ))
    #expect(
      harness.appStateLog.entries.last
        == .transitioned(
          from: .authenticated(AccountFixtures.ada), to: .unauthenticated(reason: .expired)))
  }

  @Test
  func reportsABackendFailure() async {
    var harness = makeHarness()
    harness.getProfile = { () throws(ProfileError) in
      throw .connectivity(.unavailable(reason: "HTTP 502"))
    }

    let result = await harness.run("profile")

    #expect(
      result
        == RunResult(
          exitCode: 69, standardOutput: "",
          standardError: """
            Error: the conference backend failed: HTTP 502
            Hint: try again in a few minutes.

            """))
    #expect(
      harness.appStateLog.entries == [
        .transitioned(from: .loading, to: .authenticated(AccountFixtures.ada))
      ])
  }

  @Test("offline, the profile saved on this device is shown with a warning saying when")
  func showsTheSavedProfileOffline() async {
    var harness = Harness()
    harness.restoreSession = { () throws(AppError) in throw .connectivity(.offline) }
    harness.getProfile = {
      Profile(
        user: AccountFixtures.ada,
        freshness: .cached(savedAt: Date(timeIntervalSince1970: 1_804_550_400)))
    }

    let result = await harness.run("profile")
    let json = await harness.run("profile", "--json")

    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("Name:        Ada Lovelace\n"))
    #expect(result.standardOutput.contains("Phone:       080-1234-5678\n"))
    #expect(
      result.standardError.hasPrefix(
        "Warning: the backend could not be reached; showing your profile saved at 2027-03-09"))
    #expect(json.standardOutput.contains(#""source": "cache""#))
  }

  @Test
  func reportsAnUnreachableBackend() async {
    var harness = Harness()
    harness.restoreSession = { () throws(AppError) in throw .connectivity(.offline) }
    harness.getProfile = { () throws(ProfileError) in throw .connectivity(.offline) }

    let result = await harness.run("profile")

    #expect(
      result
        == RunResult(
          exitCode: 69, standardOutput: "",
          standardError: """
            Error: the conference backend cannot be reached
            Hint: check the network connection and try again.

            """))
  }
}
