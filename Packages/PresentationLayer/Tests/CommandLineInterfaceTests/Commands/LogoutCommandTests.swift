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
      harness.appStateLog.entries == [.transitioned(from: .loading, to: .unauthenticated)])
  }

  @Test
  func reportsALoginThatCouldNotBeRemoved() async {
    var harness = Harness()
    harness.logOut = { () throws(SessionError) in
      throw .unavailable(reason: "the local store failed: read-only file system")
    }

    let result = await harness.run("logout")

    #expect(
      result
        == RunResult(
          exitCode: 69, standardOutput: "",
          standardError: """
            Error: the account service is unavailable: the local store failed: read-only file \
            system
            Hint: try again in a few minutes.

            """))
  }
}
