import Domain
import Testing

struct ConnectivityErrorTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    let error: ConnectivityError
    let description: String
    let recovery: Recovery
    let recoverySuggestion: String
    let analyticsName: String
    var testDescription: String { analyticsName }
  }

  @Test(arguments: [
    Expectation(
      error: .offline, description: "the conference backend cannot be reached", recovery: .retry,
      recoverySuggestion: "Check the network connection and try again.", analyticsName: "offline"),
    Expectation(
      error: .unavailable(reason: "HTTP 503 unavailable: maintenance"),
      description: "the conference backend failed: HTTP 503 unavailable: maintenance",
      recovery: .retry, recoverySuggestion: "Try again in a few minutes.",
      analyticsName: "unavailable"),
    Expectation(
      error: .incompatible(reason: "unexpected response: no field 'sessions'"),
      description: "the conference backend cannot be used: unexpected response: no field "
        + "'sessions'",
      recovery: .contactSupport,
      recoverySuggestion:
        "Check that CONF_SERVER points at a conference backend, or report the problem.",
      analyticsName: "incompatible"),
    Expectation(
      error: .cancelled, description: "the request was cancelled", recovery: .none,
      recoverySuggestion: "Nothing to do.", analyticsName: "cancelled"),
  ])
  func saysWhatHappenedAndWhatToDoNext(expected: Expectation) {
    let error = expected.error

    #expect(error.description == expected.description)
    #expect(error.recovery == expected.recovery)
    #expect(error.recoverySuggestion == expected.recoverySuggestion)
    #expect(error.analyticsName == expected.analyticsName)
    #expect(error.connectivity == error)
  }

  @Test(arguments: [
    (ConnectivityError.offline, true),
    (.unavailable(reason: "HTTP 502 bad_gateway: upstream"), true),
    (.incompatible(reason: "the request cannot be sent: no URL"), false),
    (.cancelled, false),
  ])
  func retriesOnlyWhatWaitingCanFix(error: ConnectivityError, canRetry: Bool) {
    #expect(error.canRetry == canRetry)
  }
}
