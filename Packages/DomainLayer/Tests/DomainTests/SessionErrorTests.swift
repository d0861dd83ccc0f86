import Domain
import Testing

struct SessionErrorTests {
  @Test(arguments: [
    (SessionError.notLoggedIn, "you are not logged in", "Log in to continue.", true),
    (.expired, "your session expired", "Log in again.", true),
    (
      .invalidCredentials, "the email address or password is wrong",
      "Check the email address and password, then log in again.", true
    ),
    (
      .credentialsRefused(reason: "The credential file is readable by others. Run: chmod 600 f"),
      "The credential file is readable by others. Run: chmod 600 f",
      "Do what the message says, then log in again.", true
    ),
    (
      .offline, "the conference backend cannot be reached",
      "Check the network connection and try again.", false
    ),
    (
      .unavailable(reason: "the backend failed: 503"),
      "the account service is unavailable: the backend failed: 503",
      "Try again in a few minutes.", false
    ),
  ])
  func saysWhatHappenedAndWhatToDoNext(
    error: SessionError, description: String, recoverySuggestion: String, requiresLogIn: Bool
  ) {
    #expect(
      [error.description, error.recoverySuggestion] == [description, recoverySuggestion])
    #expect(error.requiresLogIn == requiresLogIn)
    #expect(error.canRetry == !requiresLogIn)
  }
}
