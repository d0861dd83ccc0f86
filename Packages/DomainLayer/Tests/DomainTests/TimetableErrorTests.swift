import Domain
import Testing

struct TimetableErrorTests {
  @Test(arguments: [
    (
      TimetableError.dayNotFound(day: 9),
      "the conference has no day 9; it runs on days 1 to 3",
      "Pick a day from 1 to 3.", false
    ),
    (
      .sessionNotFound("999"), "no session with id '999'",
      "Search the programme to find the session's id.", false
    ),
    (
      .emptyQuery, "the search text is empty",
      "Give a word from a title, an abstract or a speaker's name.", false
    ),
    (
      .offline, "the conference backend cannot be reached and no saved copy is available",
      "Check the network connection and try again; once loaded, the programme stays available "
        + "offline.",
      true
    ),
    (
      .unavailable(reason: "the backend failed: 503"),
      "the programme is unavailable: the backend failed: 503", "Try again in a few minutes.", true
    ),
  ])
  func saysWhatHappenedAndWhatToDoNext(
    error: TimetableError, description: String, recoverySuggestion: String, canRetry: Bool
  ) {
    #expect(error.description == description)
    #expect(error.recoverySuggestion == recoverySuggestion)
    #expect(error.canRetry == canRetry)
  }
}
