import Analytics
import Domain
import Foundation
import Testing
import ViewModel

/// Whatever happens, no output (standard output, standard error, JSON), analytics event or
/// app-state log line carries the password.
@MainActor
struct NoSecretsInOutputTests {
  nonisolated static let password = "s3cret-Pa55word"

  struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let logIn: @Sendable (EmailAddress, Password) throws(AccountError) -> User
    var testDescription: String { name }
  }

  nonisolated static let scenarios = [
    Scenario(
      name: "success", arguments: ["login", "--email", "ada@example.com", "--password-stdin"],
      logIn: { _, _ in AccountFixtures.ada }),
    Scenario(
      name: "wrong password",
      arguments: ["login", "--email", "ada@example.com", "--password-stdin"],
      logIn: { _, _ throws(AccountError) in throw .invalidCredentials }),
    Scenario(
      name: "vault refused",
      arguments: ["login", "--email", "ada@example.com", "--password-stdin"],
      logIn: { _, _ throws(AccountError) in
        throw .credentialsRefused(reason: "The login file is readable by others.")
      }),
    Scenario(
      name: "backend failure",
      arguments: ["login", "--email", "ada@example.com", "--password-stdin"],
      logIn: { _, _ throws(AccountError) in throw .connectivity(.unavailable(reason: "HTTP 500")) }
    ),
    Scenario(
      name: "password flag", arguments: ["login", "--email", "a@b.co", "--password", password],
      logIn: { _, _ throws(AccountError) in throw .invalidCredentials }),
    Scenario(
      name: "password flag with equals",
      arguments: ["login", "--password=\(password)", "--email", "a@b.co"],
      logIn: { _, _ throws(AccountError) in throw .invalidCredentials }),
    Scenario(
      name: "password as a single-dash option",
      arguments: ["login", "--email", "a@b.co", "-\(password)"],
      logIn: { _, _ throws(AccountError) in throw .invalidCredentials }),
    Scenario(
      name: "password as an extra argument",
      arguments: ["login", "--email", "a@b.co", "--password-stdin", password],
      logIn: { _, _ throws(AccountError) in throw .invalidCredentials }),
  ]

  @Test(arguments: scenarios)
  func thePasswordNeverShows(scenario: Scenario) async {
    var harness = Harness()
    harness.passwordReader = FakePasswordReader(standardInput: { Password(Self.password) })
    harness.logIn = scenario.logIn
    harness.restoreSession = { .active(AccountFixtures.ada) }
    harness.getLoginStatus = { .loggedIn(accessTokenExpiresAt: Fixtures.now + 900) }

    var texts: [String] = []
    for arguments in [scenario.arguments, ["status"], ["status", "--json"]] {
      let result = await harness.run(arguments)
      texts += [result.standardOutput, result.standardError]
    }
    texts += harness.analytics.events.map { "\($0)" }
    texts += harness.appStateLog.entries.map(\.description)

    #expect(texts.filter { $0.contains(Self.password) } == [])
  }
}
