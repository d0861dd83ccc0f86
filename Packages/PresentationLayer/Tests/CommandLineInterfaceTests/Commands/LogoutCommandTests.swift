import Domain
import Testing
import ViewModel

@MainActor
struct LogoutCommandTests {
  @Test
  func logsOutWithoutCheckingTheLoginFirst() async {
    var harness = Harness()
    harness.logOut = {}

    let result = await harness.run("logout")

    #expect(result == RunResult(exitCode: 0, standardOutput: "Logged out.\n", standardError: ""))
    #expect(
      harness.appStateLog.entries == [
        .transitioned(from: .loading, to: .unauthenticated(reason: nil))
      ])
  }

  @Test
  func reportsALoginThatCouldNotBeRemoved() async {
    var harness = Harness()
    harness.logOut = { () throws(AccountError) in
      throw .storage(.failed(reason: "the login file is on a read-only file system"))
    }

    let result = await harness.run("logout")

    #expect(
      result
        == RunResult(
          exitCode: 69, standardOutput: "",
          standardError: """
            Error: local storage failed: the login file is on a read-only file system
            Hint: do what the message says; if it persists, report the problem.

            """))
  }
}
