import Domain
import Testing

@MainActor
struct ProfileSetPhoneCommandTests {
  @Test
  func changesThePhoneNumber() async {
    let updated = User(
      id: "u-ada", displayName: "Ada Lovelace", email: AccountFixtures.ada.email,
      phoneNumber: AccountFixtures.number("090-1111-2222"), onboardingStep: .done)
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.ada) }
    harness.changePhoneNumber = { number in
      #expect(number == AccountFixtures.number("+819011112222"))
      return updated
    }

    let result = await harness.run("profile", "set-phone", "+81 90 1111 2222")

    #expect(
      result
        == RunResult(
          exitCode: 0, standardOutput: "Phone number changed to 090-1111-2222.\n",
          standardError: ""))
  }

  @Test(arguments: [
    (
      "12",
      "invalid phone number: it has 2 digits; a Japanese number has 10 (03-1234-5678), or 11 "
        + "for a mobile (080-1234-5678)"
    ),
    (
      "+1 555 12",
      "invalid phone number: it has 6 digits with the country code; an international number "
        + "has 8 to 15 (+44 20 7946 0958)"
    ),
  ])
  func refusesAnInvalidNumberWithoutContactingAnything(text: String, message: String) async {
    let result = await Harness().run("profile", "set-phone", text)

    #expect(
      result
        == RunResult(
          exitCode: 65, standardOutput: "",
          standardError: """
            Error: \(message)
            Hint: give a number such as 080-1234-5678, or +44 20 7946 0958 from abroad.

            """))
  }

  @Test
  func passesTheBackendsRefusalOn() async {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.ada) }
    harness.changePhoneNumber = { _ throws(ProfileError) in
      throw .invalidPhoneNumber(reason: "the number is not in service")
    }

    let result = await harness.run("profile", "set-phone", "080-1234-5678")

    #expect(result.exitCode == 65)
    #expect(
      result.standardError.hasPrefix(
        "Error: invalid phone number: the number is not in service\n"))
  }

  @Test
  func needsALogin() async {
    var harness = Harness()
    harness.restoreSession = { .expired }

    let result = await harness.run("profile", "set-phone", "080-1234-5678")

    #expect(
      result
        == RunResult(
          exitCode: 77, standardOutput: "",
          standardError:
            "Error: your login expired\nHint: run: conf login --email <address> --password-stdin\n"
        ))
  }

  @Test
  func needsANumber() async {
    let result = await Harness().run("profile", "set-phone")

    #expect(
      result
        == RunResult(
          exitCode: 64, standardOutput: "",
          standardError: """
            Error: missing expected argument '<number>'
            Usage: conf profile set-phone <number>
            See 'conf profile set-phone --help' for more information.

            """))
  }
}
