import Domain
import Testing

struct TimetableErrorTests {
  @Test(arguments: [
    (
      TimetableError.dayNotFound(day: 9, days: days(1, 2, 3)),
      "the conference has no day 9; it runs on days 1 to 3",
      "Pick a day from 1 to 3.", Recovery.changeInput
    ),
    (
      .dayNotFound(day: 3, days: days(1, 2, 4)),
      "the conference has no day 3; it runs on days 1, 2 and 4",
      "Pick a day from 1 to 4.", .changeInput
    ),
    (
      .dayNotFound(day: 2, days: days(1)), "the conference has no day 2; it runs on day 1",
      "Pick day 1.", .changeInput
    ),
    (
      .dayNotFound(day: 2, days: []), "the conference has no day 2",
      "Pick one of the days `conf timetable --all` lists.", .changeInput
    ),
    (
      .ambiguousRoom(
        name: "ua2", days: days(1), candidates: ["UA2.114 (Baudoux)", "UA2.118 (Henriot)"]),
      "'ua2' is part of the names of 2 rooms of day 1",
      "Did you mean 'UA2.114 (Baudoux)' or 'UA2.118 (Henriot)'? Give more of the name.",
      .changeInput
    ),
    (
      .ambiguousTrack(
        name: "bsd", days: days(1, 2),
        candidates: [Track(name: "FreeBSD"), Track(name: "NetBSD"), Track(name: "OpenBSD")]),
      "'bsd' is part of the names of 3 tracks of days 1 and 2",
      "Did you mean 'FreeBSD', 'NetBSD' or 'OpenBSD'? Give more of the name.", .changeInput
    ),
    (
      .ambiguousRoom(name: "room", days: days(1), candidates: (1...23).map { "Room \($0)" }),
      "'room' is part of the names of 23 rooms of day 1",
      "Did you mean 'Room 1', 'Room 2', 'Room 3', 'Room 4' or 'Room 5' (23 in all)? Give more "
        + "of the name.", .changeInput
    ),
    (
      .sessionNotFound("999"), "no session with id '999'",
      "Search the programme to find the session's id.", .changeInput
    ),
    (
      .emptyQuery, "the search text is empty",
      "Give a word from a title, an abstract or a speaker's name.", .changeInput
    ),
    (
      .connectivity(.offline),
      "the conference backend cannot be reached and no saved copy is available",
      "Check the network connection and try again; once loaded, the programme stays available "
        + "offline.",
      .retry
    ),
    (
      .connectivity(.unavailable(reason: "HTTP 503 unavailable: maintenance")),
      "the conference backend failed: HTTP 503 unavailable: maintenance",
      "Try again in a few minutes.", .retry
    ),
    (
      .connectivity(.incompatible(reason: "session '9' has an unreadable level 'guru'")),
      "the conference backend cannot be used: session '9' has an unreadable level 'guru'",
      "Check that CONF_SERVER points at a conference backend, or report the problem.",
      .contactSupport
    ),
    (
      .connectivity(ConnectivityError(.offline, at: .website(host: "fosdem.org"))),
      "fosdem.org cannot be reached and no saved copy is available",
      "Check the network connection and try again; once loaded, the programme stays available "
        + "offline.",
      .retry
    ),
    (
      .connectivity(ConnectivityError(.offline, at: .file(path: "schedule.xml"))),
      "the programme file schedule.xml cannot be read and no saved copy is available",
      "Check that the file is there and readable, then try again.", .retry
    ),
    (.connectivity(.cancelled), "the request was cancelled", "Nothing to do.", .none),
    (
      .storage(.failed(reason: "the cache is damaged; run: rm ~/.conf/cache.sqlite")),
      "local storage failed: the cache is damaged; run: rm ~/.conf/cache.sqlite",
      "Do what the message says; if it persists, report the problem.", .contactSupport
    ),
  ])
  func saysWhatHappenedAndWhatToDoNext(
    error: TimetableError, description: String, recoverySuggestion: String, recovery: Recovery
  ) {
    #expect(error.description == description)
    #expect(error.recoverySuggestion == recoverySuggestion)
    #expect(error.recovery == recovery)
    #expect(error.canRetry == (recovery == .retry))
  }

  @Test(arguments: [
    (TimetableError.dayNotFound(day: 9, days: []), "unknown_day"),
    (.sessionNotFound("999"), "unknown_session"),
    (.emptyQuery, "empty_query"),
    (.connectivity(.offline), "offline"),
    (.connectivity(.unavailable(reason: "HTTP 503 unavailable: maintenance")), "unavailable"),
    (.connectivity(.incompatible(reason: "unexpected response: no field 'day'")), "incompatible"),
    (.connectivity(.cancelled), "cancelled"),
    (.storage(.failed(reason: "disk full")), "storage_failed"),
  ])
  func hasAnAnalyticsNameWithoutDetails(error: TimetableError, analyticsName: String) {
    #expect(error.analyticsName == analyticsName)
  }

  @Test(arguments: [
    (TimetableError.dayNotFound(day: 9, days: []), ConnectivityError?.none),
    (.sessionNotFound("999"), nil),
    (.emptyQuery, nil),
    (.connectivity(.offline), .offline),
    (.connectivity(.cancelled), .cancelled),
    (
      .connectivity(.unavailable(reason: "HTTP 500 internal: boom")),
      .unavailable(reason: "HTTP 500 internal: boom")
    ),
    (.storage(.failed(reason: "disk full")), nil),
  ])
  func exposesOnlyAWrappedConnectivityFailure(
    error: TimetableError, connectivity: ConnectivityError?
  ) {
    #expect(error.connectivity == connectivity)
  }

  @Test
  func aLongListOfSpeakersIsNotSpelledOut() throws {
    let names = (1...11).map { "Speaker \($0)" }
    let failure = TimetableError.unknownSpeaker(
      name: "x", days: [1, 2, 3].compactMap { try? ConferenceDay($0) }, knownSpeakers: names)
    #expect(failure.description == "days 1, 2 and 3 have no speaker whose name contains 'x'")
    #expect(
      failure.recoverySuggestion
        == "Give part of a speaker's name, or find one with: conf search <name>.")
    let twoDays = TimetableError.unknownTrack(
      name: "x", days: [try ConferenceDay(1), try ConferenceDay(3)], knownTracks: [])
    #expect(twoDays.description == "days 1 and 3 have no track 'x'")
    #expect(
      twoDays.recoverySuggestion == "The day has no sessions yet; show the whole programme instead."
    )
    #expect(twoDays.recovery == .changeInput)
    #expect(twoDays.analyticsName == "unknown_track")
    #expect(twoDays.unknownName == "x")
  }

  @Test
  func manyRoomsAreSampledAndOnlyFilterErrorsNameChoices() throws {
    let rooms = (1...12).map { "Room \($0)" }
    let failure = TimetableError.unknownRoom(
      name: "Hall", days: [try ConferenceDay(1)], knownRooms: rooms)
    #expect(failure.description == "day 1 has no room 'Hall'")
    #expect(
      failure.recoverySuggestion
        == "Pick one of its 12 rooms, for example: Room 1, Room 2, Room 3, Room 4, Room 5.")
    #expect(failure.analyticsName == "unknown_room")
    #expect(TimetableError.emptyQuery.knownNames.isEmpty)
    #expect(TimetableError.emptyQuery.unknownName == nil)
  }
}

/// The days numbered `numbers`.
private func days(_ numbers: Int...) -> [ConferenceDay] {
  numbers.compactMap { try? ConferenceDay($0) }
}
