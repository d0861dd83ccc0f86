import Domain
import Testing

struct AccountErrorTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    let error: AccountError
    let description: String
    let recoverySuggestion: String
    let recovery: Recovery
    let requiresLogIn: Bool
    let analyticsName: String
    var testDescription: String { analyticsName }
  }

  @Test(arguments: [
    Expectation(
      error: .notLoggedIn, description: "you are not logged in",
      recoverySuggestion: "Log in to continue.", recovery: .logInAgain, requiresLogIn: true,
      analyticsName: "not_logged_in"),
    Expectation(
      error: .expired, description: "your login expired", recoverySuggestion: "Log in again.",
      recovery: .logInAgain, requiresLogIn: true, analyticsName: "session_expired"),
    Expectation(
      error: .invalidCredentials, description: "the email address or password is wrong",
      recoverySuggestion: "Check the email address and password, then log in again.",
      recovery: .logInAgain, requiresLogIn: true, analyticsName: "wrong_credentials"),
    Expectation(
      error: .credentialsRefused(
        reason: "The credential file is readable by others. Run: chmod 600 f"),
      description: "The credential file is readable by others. Run: chmod 600 f",
      recoverySuggestion: "Do what the message says, then log in again.", recovery: .logInAgain,
      requiresLogIn: true, analyticsName: "credentials_refused"),
    Expectation(
      error: .connectivity(.offline), description: "the conference backend cannot be reached",
      recoverySuggestion: "Check the network connection and try again.", recovery: .retry,
      requiresLogIn: false, analyticsName: "offline"),
    Expectation(
      error: .connectivity(.unavailable(reason: "HTTP 503 unavailable: maintenance")),
      description: "the conference backend failed: HTTP 503 unavailable: maintenance",
      recoverySuggestion: "Try again in a few minutes.", recovery: .retry, requiresLogIn: false,
      analyticsName: "unavailable"),
    Expectation(
      error: .connectivity(.incompatible(reason: "unexpected response: no field 'id'")),
      description: "the conference backend cannot be used: unexpected response: no field 'id'",
      recoverySuggestion:
        "Check that CONF_SERVER points at a conference backend, or report the problem.",
      recovery: .contactSupport, requiresLogIn: false, analyticsName: "incompatible"),
    Expectation(
      error: .connectivity(.cancelled), description: "the request was cancelled",
      recoverySuggestion: "Nothing to do.", recovery: .none, requiresLogIn: false,
      analyticsName: "cancelled"),
    Expectation(
      error: .storage(.failed(reason: "the login file is not writable; run: chmod u+w f")),
      description: "local storage failed: the login file is not writable; run: chmod u+w f",
      recoverySuggestion: "Do what the message says; if it persists, report the problem.",
      recovery: .contactSupport, requiresLogIn: false, analyticsName: "storage_failed"),
    Expectation(
      error: .storage(.full(reason: "the renewed login could not be saved")),
      description: "local storage is full: the renewed login could not be saved",
      recoverySuggestion: "Free some space on the disk, then do what the message says.",
      recovery: .freeSpace, requiresLogIn: false, analyticsName: "storage_full"),
  ])
  func saysWhatHappenedAndWhatToDoNext(expected: Expectation) {
    let error = expected.error

    #expect(
      [error.description, error.recoverySuggestion]
        == [expected.description, expected.recoverySuggestion])
    #expect(error.recovery == expected.recovery)
    #expect(error.requiresLogIn == expected.requiresLogIn)
    #expect(error.canRetry == (expected.recovery == .retry))
    #expect(error.analyticsName == expected.analyticsName)
  }

  @Test(arguments: [
    (AccountError.notLoggedIn, ConnectivityError?.none),
    (.expired, nil),
    (.invalidCredentials, nil),
    (.credentialsRefused(reason: "damaged"), nil),
    (.connectivity(.offline), .offline),
    (.connectivity(.cancelled), .cancelled),
    (.storage(.failed(reason: "disk full")), nil),
  ])
  func exposesOnlyAWrappedConnectivityFailure(
    error: AccountError, connectivity: ConnectivityError?
  ) {
    #expect(error.connectivity == connectivity)
  }
}
