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

  @Test(
    "an added conference's failures name its website or file, and what to do there",
    arguments: [
      Expectation(
        error: ConnectivityError(.offline, at: .website(host: "fosdem.org")),
        description: "fosdem.org cannot be reached", recovery: .retry,
        recoverySuggestion: "Check the network connection and try again.",
        analyticsName: "offline"),
      Expectation(
        error: ConnectivityError(
          .unavailable(reason: "it answered 500"), at: .website(host: "fosdem.org")),
        description: "fosdem.org failed: it answered 500", recovery: .retry,
        recoverySuggestion: "Try again in a few minutes.", analyticsName: "unavailable"),
      Expectation(
        error: ConnectivityError(
          .incompatible(reason: "this is an HTML page, not a schedule"),
          at: .website(host: "127.0.0.1:8080")),
        description:
          "the programme at 127.0.0.1:8080 cannot be used: this is an HTML page, not a schedule",
        recovery: .contactSupport,
        recoverySuggestion:
          "Check the programme's address (conf conferences shows it); if it moved, add it "
          + "again: conf conference add URL.",
        analyticsName: "incompatible"),
      Expectation(
        error: ConnectivityError(.offline, at: .file(path: "talks/schedule.xml")),
        description: "the programme file talks/schedule.xml cannot be read", recovery: .retry,
        recoverySuggestion: "Check that the file is there and readable, then try again.",
        analyticsName: "offline"),
      Expectation(
        error: ConnectivityError(
          .incompatible(reason: "it is not a regular file"), at: .file(path: "talks")),
        description: "the programme file talks cannot be used: it is not a regular file",
        recovery: .contactSupport,
        recoverySuggestion:
          "Check the programme's file (conf conferences shows its path); if it moved, add it "
          + "again: conf conference add PATH.",
        analyticsName: "incompatible"),
    ])
  func namesTheAddedConferencesSource(expected: Expectation) {
    #expect(expected.error.description == expected.description)
    #expect(expected.error.recovery == expected.recovery)
    #expect(expected.error.recoverySuggestion == expected.recoverySuggestion)
    #expect(expected.error.analyticsName == expected.analyticsName)
    #expect(!expected.error.description.contains("backend"))
    #expect(!expected.error.recoverySuggestion.contains("CONF_SERVER"))
  }

  @Test("the backend's errors keep their words, and a cancellation names no place")
  func theBackendsWordsAndCancellation() {
    #expect(ConnectivityError(.offline, at: .backend) == .offline)
    #expect(ConnectivityError.incompatible(reason: "r").at(.backend) == .incompatible(reason: "r"))
    #expect(ConnectivityError(.cancelled, at: .website(host: "fosdem.org")) == .cancelled)
    #expect(ConnectivityError.cancelled.at(.file(path: "x")).place == .backend)
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
