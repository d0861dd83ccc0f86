import Domain
import Testing

struct ProfileErrorTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    let error: ProfileError
    let description: String
    let recoverySuggestion: String
    let recovery: Recovery
    let analyticsName: String
    var testDescription: String { analyticsName }
  }

  @Test(arguments: [
    Expectation(
      error: .invalidPhoneNumber(reason: "it has 2 digits"),
      description: "invalid phone number: it has 2 digits",
      recoverySuggestion: "Give a number such as 080-1234-5678, or +44 20 7946 0958 from abroad.",
      recovery: .changeInput, analyticsName: "phone_number_refused"),
    Expectation(
      error: .onboardingAlreadyComplete, description: "onboarding is already complete",
      recoverySuggestion: "Nothing is left to do.", recovery: .none,
      analyticsName: "onboarding_already_complete"),
    Expectation(
      error: .account(.expired), description: "your login expired",
      recoverySuggestion: "Log in again.", recovery: .logInAgain,
      analyticsName: "session_expired"),
    Expectation(
      error: .account(.notLoggedIn), description: "you are not logged in",
      recoverySuggestion: "Log in to continue.", recovery: .logInAgain,
      analyticsName: "not_logged_in"),
    Expectation(
      error: .connectivity(.offline), description: "the conference backend cannot be reached",
      recoverySuggestion: "Check the network connection and try again.", recovery: .retry,
      analyticsName: "offline"),
    Expectation(
      error: .connectivity(.unavailable(reason: "HTTP 503 unavailable: maintenance")),
      description: "the conference backend failed: HTTP 503 unavailable: maintenance",
      recoverySuggestion: "Try again in a few minutes.", recovery: .retry,
      analyticsName: "unavailable"),
    Expectation(
      error: .connectivity(
        .incompatible(reason: "the profile has an unreadable onboarding step (survey)")),
      description:
        "the conference backend cannot be used: the profile has an unreadable onboarding step "
        + "(survey)",
      recoverySuggestion:
        "Check that CONF_SERVER points at a conference backend, or report the problem.",
      recovery: .contactSupport, analyticsName: "incompatible"),
    Expectation(
      error: .connectivity(.cancelled), description: "the request was cancelled",
      recoverySuggestion: "Nothing to do.", recovery: .none, analyticsName: "cancelled"),
    Expectation(
      error: .storage(.failed(reason: "disk full")), description: "local storage failed: disk full",
      recoverySuggestion: "Do what the message says; if it persists, report the problem.",
      recovery: .contactSupport, analyticsName: "storage_failed"),
  ])
  func saysWhatHappenedAndWhatToDoNext(expected: Expectation) {
    let error = expected.error

    #expect(
      [error.description, error.recoverySuggestion]
        == [expected.description, expected.recoverySuggestion])
    #expect(error.recovery == expected.recovery)
    #expect(error.canRetry == (expected.recovery == .retry))
    #expect(error.analyticsName == expected.analyticsName)
  }

  @Test(arguments: [
    (AccountError.notLoggedIn, ProfileError.account(.notLoggedIn)),
    (.expired, .account(.expired)),
    (.invalidCredentials, .account(.invalidCredentials)),
    (.credentialsRefused(reason: "damaged"), .account(.credentialsRefused(reason: "damaged"))),
    (.connectivity(.offline), .connectivity(.offline)),
    (.connectivity(.cancelled), .connectivity(.cancelled)),
    (
      .connectivity(.unavailable(reason: "HTTP 500 internal: boom")),
      .connectivity(.unavailable(reason: "HTTP 500 internal: boom"))
    ),
    (
      .connectivity(.incompatible(reason: "unexpected response: no field 'id'")),
      .connectivity(.incompatible(reason: "unexpected response: no field 'id'"))
    ),
    (.storage(.failed(reason: "disk full")), .storage(.failed(reason: "disk full"))),
  ])
  func keepsLoginProblemsAndLiftsTheRest(error: AccountError, expected: ProfileError) {
    #expect(ProfileError(error) == expected)
  }

  @Test(arguments: [
    (ProfileError.invalidPhoneNumber(reason: "it has 2 digits"), ConnectivityError?.none),
    (.onboardingAlreadyComplete, nil),
    (.account(.expired), nil),
    (.connectivity(.offline), .offline),
    (.connectivity(.cancelled), .cancelled),
    (.storage(.failed(reason: "disk full")), nil),
  ])
  func exposesOnlyAWrappedConnectivityFailure(
    error: ProfileError, connectivity: ConnectivityError?
  ) {
    #expect(error.connectivity == connectivity)
  }
}
