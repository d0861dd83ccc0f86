import Analytics
import CommandLineInterface
import Domain
import Foundation
import Testing

@Suite("conf bookmark and conf bookmarks")
@MainActor
struct BookmarkCommandTests {
  private static func loggedIn() -> Harness {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.ada) }
    return harness
  }

  @Test("bookmark add says so and records one ui event (the domain event is the use case's)")
  func add() async {
    var harness = Self.loggedIn()
    let added = CallCounter()
    harness.addBookmark = { id throws(BookmarkError) in
      #expect(id == "104")
      added.increment()
      return .applied
    }
    let result = await harness.run("bookmark", "add", "104")
    #expect(
      result
        == RunResult(exitCode: 0, standardOutput: "Bookmarked session 104.\n", standardError: ""))
    #expect(added.value == 1)
    #expect(
      harness.analytics.events.filter { $0.layer == .ui }.map(\.name)
        == ["bookmark_add_submitted"])
  }

  @Test("several ids are changed in the order given; an unknown one is said, the rest still done")
  func severalIDs() async {
    var harness = Self.loggedIn()
    let asked = SelectedConferences()
    harness.addBookmark = { id throws(BookmarkError) in
      asked.append(id.rawValue)
      if id == "999" { throw .sessionNotFound(id) }
      return .applied
    }
    harness.getSession = { id throws(TimetableError) in throw .sessionNotFound(id) }
    let result = await harness.run("bookmark", "add", "104", "999", "207")
    #expect(asked.all == ["104", "999", "207"])
    #expect(result.exitCode == 65)
    #expect(result.standardOutput == "Bookmarked session 104.\nBookmarked session 207.\n")
    #expect(result.standardError.hasPrefix("Error: no session with id '999'\n"))

    let json = await harness.run("bookmark", "add", "104", "207", "--json")
    #expect(json.exitCode == 0)
    #expect(
      json.standardOutput == """
        [
          {
            "bookmarked": true,
            "delivery": "sent",
            "session_id": "104"
          },
          {
            "bookmarked": true,
            "delivery": "sent",
            "session_id": "207"
          }
        ]

        """)
  }

  @Test("an unknown session is 65 with a hint to find ids")
  func unknownSession() async {
    var harness = Self.loggedIn()
    harness.addBookmark = { id throws(BookmarkError) in throw .sessionNotFound(id) }
    harness.getSession = { id throws(TimetableError) in throw .sessionNotFound(id) }
    let result = await harness.run("bookmark", "add", "999")
    #expect(
      result
        == RunResult(
          exitCode: 65, standardOutput: "",
          standardError:
            "Error: no session with id '999'\nHint: search the programme to find the session's id.\n"
        ))
  }

  @Test("an id the programme holds several times names its occurrences instead of 'no session'")
  func anIDHeldSeveralTimes() async {
    var harness = Self.loggedIn()
    harness.addBookmark = { id throws(BookmarkError) in throw .sessionNotFound(id) }
    harness.removeBookmark = { id throws(BookmarkError) in throw .sessionNotFound(id) }
    let occurrences = [
      Fixtures.session("101@lp229g", title: "Meetup"),
      Fixtures.session("101@7jkgqa", startsAt: Fixtures.tenOClock + 3_600, title: "Meetup"),
    ]
    let asked = SelectedConferences()
    harness.getSession = { id throws(TimetableError) in
      asked.append(id.rawValue)
      throw .heldSeveralTimes(id, occurrences: occurrences)
    }

    let added = await harness.run("bookmark", "add", "101")
    let removed = await harness.run("bookmark", "remove", "101")

    #expect(
      added
        == RunResult(
          exitCode: 65, standardOutput: "",
          standardError: "Error: session 101 is held 2 times: 101@lp229g on day 1 at 10:00, "
            + "101@7jkgqa on day 1 at 11:00\nHint: name one of them: conf bookmark add "
            + "101@lp229g\n"))
    #expect(
      removed.standardError.hasSuffix("Hint: name one of them: conf bookmark remove 101@lp229g\n"))
    #expect(asked.all == ["101", "101"])
  }

  @Test("the one occurrence left of an id the programme repeated is bookmarked by the id")
  func theOneOccurrenceLeft() async {
    var harness = Self.loggedIn()
    let changed = SelectedConferences()
    harness.addBookmark = { id throws(BookmarkError) in
      changed.append(id.rawValue)
      guard id == "101@7jkgqa" else { throw .sessionNotFound(id) }
      return .applied
    }
    // What the use case answers for the bare id when one occurrence is left.
    harness.getSession = { _ in
      SessionDetail(session: Fixtures.session("101@7jkgqa", title: "Meetup"), freshness: .live)
    }

    let added = await harness.run("bookmark", "add", "101")

    #expect(changed.all == ["101", "101@7jkgqa"])
    #expect(
      added
        == RunResult(
          exitCode: 0, standardOutput: "Bookmarked session 101@7jkgqa.\n", standardError: ""))
  }

  @Test("logged out, bookmark add is 77 and calls nothing")
  func loggedOut() async {
    var harness = Harness()
    harness.restoreSession = { .loggedOut }
    let result = await harness.run("bookmark", "add", "104")
    #expect(result.exitCode == 77)
    #expect(
      result.standardError
        == "Error: you are not logged in\n"
        + "Hint: run: conf login --email <address> --password-stdin\n")
  }

  @Test("bookmark remove, and a bare bookmark is a usage error")
  func removeAndUsage() async {
    var harness = Self.loggedIn()
    harness.removeBookmark = { _ throws(BookmarkError) in .applied }
    let removed = await harness.run("bookmark", "remove", "104")
    #expect(removed.standardOutput == "Removed the bookmark of session 104.\n")
    #expect(await Harness().run("bookmark").exitCode == 64)
  }

  @Test("bookmarks lists each session's day, time, room and title, and as JSON with UTC times")
  func list() async {
    var harness = Self.loggedIn()
    harness.getBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: [
          Bookmark(sessionID: "103", createdAt: Date(timeIntervalSince1970: 1_804_550_400))
        ], savedAt: nil)
    }
    harness.savedProgramme = { [Fixtures.timetable()] }
    #expect(
      await harness.run("bookmarks").standardOutput == """
        Your bookmarks (Asia/Tokyo, UTC+09:00):

        ID   DAY  TIME         NOTE  ROOM    TITLE
        103  1    11:00-11:45        Hall A  並行性を安全に: Swift 6 への移行

        """)
    let london = await harness.run("bookmarks", "--tz", "Europe/London").standardOutput
    #expect(
      london == """
        Your bookmarks (times in Europe/London, UTC+00:00; the conference is in
        Asia/Tokyo, UTC+09:00):

        ID   DAY  TIME         NOTE  ROOM    TITLE
        103  1    02:00-02:45        Hall A  並行性を安全に: Swift 6 への移行

        """)
    let json = await harness.run("bookmarks", "--json").standardOutput
    #expect(
      json.hasPrefix(
        """
        {
          "bookmarks": [
            {
              "created_at": "2027-03-09T00:00:00+00:00",
              "session": {
        """))
    #expect(json.contains(#""starts_at": "2027-03-10T11:00:00+09:00","#))
    #expect(json.contains(#""session_id": "103","#))
  }

  @Test("offline, bookmark add and remove say the change is queued and exit 0")
  func queued() async {
    var harness = Self.loggedIn()
    harness.addBookmark = { _ throws(BookmarkError) in .queued }
    harness.removeBookmark = { _ throws(BookmarkError) in .queued }
    let added = await harness.run("bookmark", "add", "104")
    #expect(added.exitCode == 0)
    #expect(
      added.standardOutput
        == "Bookmarked session 104 on this device; the backend cannot be reached, so the change "
        + "is queued and sent by the next command that reaches it.\n")
    let removed = await harness.run("bookmark", "remove", "104", "--json")
    #expect(
      removed.standardOutput
        == """
        {
          "bookmarked": false,
          "delivery": "queued",
          "session_id": "104"
        }

        """)
  }

  @Test("bookmarks marks queued changes, and warns when the list is the saved copy")
  func pending() async {
    var harness = Self.loggedIn()
    let createdAt = Date(timeIntervalSince1970: 1_804_550_400)
    harness.getBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: [
          Bookmark(sessionID: "101", createdAt: createdAt),
          Bookmark(sessionID: "102", createdAt: createdAt, status: .pendingRemoval),
          Bookmark(sessionID: "201", createdAt: createdAt, status: .pendingAddition),
        ], savedAt: createdAt)
    }
    harness.savedProgramme = { [Fixtures.timetable()] }
    let result = await harness.run("bookmarks")
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        Your bookmarks (Asia/Tokyo, UTC+09:00):

        ID   DAY  TIME         NOTE                   ROOM    TITLE
        101  1    10:00-10:45                         Hall A  Modularising a 200k-line …
        102  1    10:00-10:45  queued: to be removed  Hall A  Layouts that breathe
        201                    queued: to be added

        Not in the programme, or not saved on this device: 201.

        """)
    #expect(
      result.standardError.hasPrefix(
        "Warning: the backend could not be reached; showing the bookmarks saved at 2027-03-09 "
      ))
    let json = await harness.run("bookmarks", "--json").standardOutput
    #expect(json.contains("\"status\": \"queued_removal\""))
    #expect(json.contains("\"status\": \"queued_addition\""))
  }
}
