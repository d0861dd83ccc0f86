import APIClient
import DataStore
import Entity
import Foundation
import Repository
import RepositoryImplementation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

struct ConferenceCatalogRepositoryImplementationTests {
  /// What the client factory was asked to make.
  private struct ClientRequest: Sendable, Equatable {
    let source: String
    let timeZone: String?
    let folder: URL
  }

  /// Every client the factory made, and every refresh they were asked for, in order.
  private final class ClientLog: Sendable {
    private let recordedRequests = Mutex<[ClientRequest]>([])
    private let recordedRefreshes = Mutex<[Bool]>([])

    var requests: [ClientRequest] { recordedRequests.withLock { $0 } }
    var refreshes: [Bool] { recordedRefreshes.withLock { $0 } }

    func record(_ request: ClientRequest) { recordedRequests.withLock { $0.append(request) } }
    func recordRefresh(force: Bool) { recordedRefreshes.withLock { $0.append(force) } }
  }

  /// The fake feed a test serves for a source, given the folder its copy is kept in.
  private typealias Script =
    @Sendable (_ source: String, _ folder: URL) -> FakeProgrammeFeedAPIClient

  private struct Subject {
    let repository: ConferenceCatalogRepositoryImplementation
    let store: ConferenceCatalogStore
    let folders: URL
    let clients: ClientLog

    /// The names of the entries in the conferences' folder, sorted (hidden ones included).
    func folderContents() throws -> [String] {
      guard FileManager.default.fileExists(atPath: folders.path(percentEncoded: false)) else {
        return []
      }
      return try FileManager.default.contentsOfDirectory(
        atPath: folders.path(percentEncoded: false)
      )
      .sorted()
    }

    /// The text of the feed copy a fake client saved in the folder of the conference `name`.
    func savedCopy(of name: String) throws -> String {
      try String(
        contentsOf: repository.folder(named: name).appending(path: Self.copyName), encoding: .utf8)
    }

    static let copyName = "feed-copy.txt"
  }

  private static func makeSubject(
    in home: URL, now: Date = Samples.now, clients: ClientLog = ClientLog(),
    script: @escaping Script
  ) -> Subject {
    let folders = home.appending(path: "conferences", directoryHint: .isDirectory)
    let store = ConferenceCatalogStore(
      fileURL: home.appending(path: "conferences.json"), folders: folders)
    let repository = ConferenceCatalogRepositoryImplementation(
      store: store,
      makeClient: { source, timeZone, folder throws(RepositoryError) in
        clients.record(ClientRequest(source: source, timeZone: timeZone, folder: folder))
        return script(source, folder)
      },
      now: { now })
    return Subject(repository: repository, store: store, folders: folders, clients: clients)
  }

  // MARK: - Feeds

  private static let fosdemURL = "https://fosdem.org/2020/schedule/xml"
  private static let mirrorPath = "/srv/mirror/fosdem-2020.xml"
  private static let harbourURL = "https://swiftharbour.example/schedule.json"
  private static let later = Date(timeIntervalSince1970: 1_800_090_000)

  private static func conference(
    title: String = "FOSDEM 2020", acronym: String = "fosdem2020",
    timeZone: String = "Europe/Brussels"
  ) -> ConferenceEntity {
    ConferenceEntity(
      title: title, acronym: acronym, timeZone: timeZone, dayChange: nil,
      days: [
        ConferenceDayEntity(day: 1, date: "2020-02-01"),
        ConferenceDayEntity(day: 2, date: "2020-02-02"),
      ])
  }

  /// A feed serving `conference` whose days hold `sessionsPerDay` sessions; reading the
  /// conference saves a copy in the client's folder, as the feed client does.
  private static func feed(
    _ conference: ConferenceEntity = conference(), sessionsPerDay: [Int] = [2, 1],
    in folder: URL, clients: ClientLog? = nil
  ) -> FakeProgrammeFeedAPIClient {
    var client = FakeProgrammeFeedAPIClient()
    client.programme.conference = { () throws(APIClientError) in
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(conference.title.utf8).write(to: folder.appending(path: Subject.copyName))
      } catch {
        throw .decoding(reason: "the test could not save a copy: \(error)")
      }
      return conference
    }
    client.programme.timetable = { day throws(APIClientError) in
      TimetableEntity(
        day: day, date: conference.days[day - 1].date, timeZone: conference.timeZone,
        sessions: Array(repeating: Samples.session, count: sessionsPerDay[day - 1]))
    }
    client.refresh = { force throws(APIClientError) in
      clients?.recordRefresh(force: force)
      return .unchanged(checkedAt: later)
    }
    return client
  }

  /// The listing FOSDEM 2020 (`feed()`) gets when added from `source` at `refreshedAt`.
  private static func fosdem(
    name: String = "fosdem2020", source: String = fosdemURL,
    timeZoneOverride: String? = nil, sessionCount: Int = 3, refreshedAt: Date = Samples.now
  ) -> ConferenceListingEntity {
    ConferenceListingEntity(
      name: name, title: "FOSDEM 2020", source: source, timeZone: "Europe/Brussels",
      timeZoneOverride: timeZoneOverride, firstDate: "2020-02-01", lastDate: "2020-02-02",
      sessionCount: sessionCount, refreshedAt: refreshedAt)
  }

  // MARK: - Adding

  @Test func addingReadsTheSourceThroughItsOwnClientAndMakesTheConferenceCurrent() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }

      let listing = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: "Europe/Brussels", title: nil)

      let expected = Self.fosdem(timeZoneOverride: "Europe/Brussels")
      #expect(listing == expected)
      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: "fosdem2020", conferences: [expected]))
      let request = try #require(subject.clients.requests.first)
      #expect(subject.clients.requests.count == 1)
      #expect(request.source == Self.fosdemURL)
      #expect(request.timeZone == "Europe/Brussels")
      #expect(request.folder.deletingLastPathComponent() == subject.folders)
      #expect(request.folder.lastPathComponent.hasPrefix(".adding-"))
    }
  }

  @Test func theProgrammeFetchedWhileAddingIsKeptInTheConferencesFolder() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }

      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)

      #expect(try subject.savedCopy(of: "fosdem2020") == "FOSDEM 2020")
      #expect(try subject.folderContents() == ["fosdem2020"])
    }
  }

  @Test func aSourceThatIsNotAProgrammeIsUnreadableAndChangesNothing() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { source, folder in
        guard source == "/tmp/page.html" else { return Self.feed(in: folder) }
        var broken = FakeProgrammeFeedAPIClient()
        broken.programme.conference = { () throws(APIClientError) in
          try? Data("<html>".utf8).write(to: folder.appending(path: Subject.copyName))
          throw .decoding(reason: "not a schedule: the document is HTML")
        }
        return broken
      }
      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)
      let before = try await subject.repository.catalog()

      await #expect(
        throws: RepositoryError.unreadableResponse(reason: "not a schedule: the document is HTML")
      ) {
        try await subject.repository.addConference(
          source: "/tmp/page.html", timeZone: nil, title: nil)
      }

      #expect(try await subject.repository.catalog() == before)
      #expect(
        before == ConferenceCatalogEntity(current: "fosdem2020", conferences: [Self.fosdem()]))
      #expect(try subject.folderContents() == ["fosdem2020"])
      #expect(try subject.savedCopy(of: "fosdem2020") == "FOSDEM 2020")
    }
  }

  @Test func aSourceNoClientCanBeMadeForLeavesNoFolderBehind() async throws {
    try await withTemporaryDirectory { home throws in
      let folders = home.appending(path: "conferences", directoryHint: .isDirectory)
      let store = ConferenceCatalogStore(
        fileURL: home.appending(path: "conferences.json"), folders: folders)
      let repository = ConferenceCatalogRepositoryImplementation(
        store: store,
        makeClient: { _, _, _ throws(RepositoryError) in
          throw .invalidRequest(reason: "not a URL or a file: ftp://example.org")
        },
        now: { Samples.now })

      await #expect(
        throws: RepositoryError.invalidRequest(reason: "not a URL or a file: ftp://example.org")
      ) {
        try await repository.addConference(source: "ftp://example.org", timeZone: nil, title: nil)
      }

      #expect(try await repository.catalog() == .empty)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folders.path(percentEncoded: false))
          == [])
    }
  }

  @Test func anotherSourceWithTheSameAcronymGetsTheNextFreeName() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)

      let mirror = try await subject.repository.addConference(
        source: Self.mirrorPath, timeZone: nil, title: nil)
      let third = try await subject.repository.addConference(
        source: "https://mirror.example/fosdem.xml", timeZone: nil, title: nil)

      #expect(mirror == Self.fosdem(name: "fosdem2020-2", source: Self.mirrorPath))
      #expect(third.name == "fosdem2020-3")
      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(
            current: "fosdem2020-3",
            conferences: [
              Self.fosdem(), mirror,
              Self.fosdem(name: "fosdem2020-3", source: "https://mirror.example/fosdem.xml"),
            ]))
      #expect(try subject.folderContents() == ["fosdem2020", "fosdem2020-2", "fosdem2020-3"])
    }
  }

  @Test func addingASourceAgainReplacesItsListing() async throws {
    try await withTemporaryDirectory { home in
      let harbour = Self.conference(
        title: "Swift Harbour 2027", acronym: "swiftharbour2027", timeZone: "Asia/Tokyo")
      let first = Self.makeSubject(in: home) { source, folder in
        source == Self.harbourURL ? Self.feed(harbour, in: folder) : Self.feed(in: folder)
      }
      _ = try await first.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)
      let harbourListing = try await first.repository.addConference(
        source: Self.harbourURL, timeZone: nil, title: nil)
      let again = Self.makeSubject(in: home, now: Self.later) { _, folder in
        Self.feed(sessionsPerDay: [5, 4], in: folder)
      }

      let listing = try await again.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)

      let updated = Self.fosdem(sessionCount: 9, refreshedAt: Self.later)
      #expect(listing == updated)
      #expect(
        harbourListing
          == ConferenceListingEntity(
            name: "swiftharbour2027", title: "Swift Harbour 2027", source: Self.harbourURL,
            timeZone: "Asia/Tokyo", timeZoneOverride: nil, firstDate: "2020-02-01",
            lastDate: "2020-02-02", sessionCount: 3, refreshedAt: Samples.now))
      // Re-adding is a refresh: the listing stays where it was, its folder with it.
      #expect(
        try await again.repository.catalog()
          == ConferenceCatalogEntity(current: "fosdem2020", conferences: [updated, harbourListing]))
      #expect(try again.folderContents() == ["fosdem2020", "swiftharbour2027"])
    }
  }

  // MARK: - Names

  @Test(
    "a conference is named after its acronym as a slug",
    arguments: [
      ("FOSDEM 2020", "fosdem-2020"),
      ("fosdem2020", "fosdem2020"),
      ("  Swift -- Harbour!  2027 ", "swift-harbour-2027"),
      ("demo", "conference"),
      ("DEMO", "conference"),
      ("!!!", "conference"),
      ("日本 Swift 2024", "swift-2024"),
      ("Swift 日本 2024", "swift-2024"),
      ("Café", "caf"),
      (String(repeating: "abcdefghij", count: 5), String(repeating: "abcdefghij", count: 4)),
      // Cut at a separator: no `-` at the end.
      (String(repeating: "a", count: 39) + " 2020", String(repeating: "a", count: 39)),
    ])
  func slug(acronym: String, name: String) async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in
        Self.feed(Self.conference(acronym: acronym), in: folder)
      }

      let listing = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)

      #expect(listing.name == name)
      #expect(try subject.folderContents() == [name])
    }
  }

  @Test func aTitleGivenAtAddNamesAProgrammeWithoutOneAndStaysForItsRefreshes() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in
        Self.feed(Self.conference(title: "", acronym: ""), in: folder, clients: nil)
      }

      let listing = try await subject.repository.addConference(
        source: Self.harbourURL, timeZone: nil, title: "Swift Harbour 2027")
      let refreshed = Self.makeSubject(in: home, now: Self.later) { _, folder in
        Self.feed(Self.conference(title: "", acronym: ""), in: folder)
      }
      let again = try await refreshed.repository.refreshConference(named: listing.name)

      #expect(listing.name == "swift-harbour-2027")
      #expect(listing.title == "Swift Harbour 2027")
      #expect(listing.titleOverride == "Swift Harbour 2027")
      #expect(again.title == "Swift Harbour 2027")
      #expect(
        try await refreshed.repository.catalog().conferences.map(\.title) == [
          "Swift Harbour 2027"
        ])
    }
  }

  @Test(
    "a programme without a title is listed by its acronym, else by its website's name, never as ''",
    arguments: [
      ("", "iosdc-japan-2022", "iosdc-japan-2022"), ("", "", "swiftharbour.example"),
      ("  ", "", "swiftharbour.example"),
    ])
  func aProgrammeWithoutATitle(title: String, acronym: String, listed: String) async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in
        Self.feed(Self.conference(title: title, acronym: acronym), in: folder)
      }

      let listing = try await subject.repository.addConference(
        source: Self.harbourURL, timeZone: nil, title: nil)

      #expect(listing.title == listed)
      #expect(listing.titleOverride == nil)
    }
  }

  @Test func withoutAnAcronymTheTitleNamesTheConference() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in
        Self.feed(Self.conference(title: "Swift Harbour 2027", acronym: ""), in: folder)
      }

      let listing = try await subject.repository.addConference(
        source: Self.harbourURL, timeZone: nil, title: nil)

      #expect(listing.name == "swift-harbour-2027")
    }
  }

  // MARK: - Using

  @Test func usingANameMakesItCurrentAndNilGoesBackToTheDemo() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)
      _ = try await subject.repository.addConference(
        source: Self.mirrorPath, timeZone: nil, title: nil)
      let listings = [Self.fosdem(), Self.fosdem(name: "fosdem2020-2", source: Self.mirrorPath)]

      try await subject.repository.useConference(named: "fosdem2020")
      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: "fosdem2020", conferences: listings))

      try await subject.repository.useConference(named: nil)
      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: nil, conferences: listings))
    }
  }

  @Test func usingAnUnknownNameIsNotFoundAndChangesNothing() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)

      await #expect(throws: RepositoryError.notFound(.conference)) {
        try await subject.repository.useConference(named: "fosdem")
      }

      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: "fosdem2020", conferences: [Self.fosdem()]))
    }
  }

  // MARK: - Removing

  @Test func removingTheCurrentConferenceDeletesItsFolderAndTheDemoBecomesCurrent() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)

      try await subject.repository.removeConference(named: "fosdem2020")

      #expect(try await subject.repository.catalog() == .empty)
      #expect(try subject.folderContents() == [])
    }
  }

  @Test func removingAnotherConferenceKeepsTheCurrentOne() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)
      let mirror = try await subject.repository.addConference(
        source: Self.mirrorPath, timeZone: nil, title: nil)

      try await subject.repository.removeConference(named: "fosdem2020")

      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: "fosdem2020-2", conferences: [mirror]))
      #expect(try subject.folderContents() == ["fosdem2020-2"])
    }
  }

  @Test func removingAnUnknownNameIsNotFound() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }

      await #expect(throws: RepositoryError.notFound(.conference)) {
        try await subject.repository.removeConference(named: "fosdem2020")
      }
    }
  }

  // MARK: - Refreshing

  @Test func refreshingForcesAFetchInTheConferencesFolderAndUpdatesItsListing() async throws {
    try await withTemporaryDirectory { home in
      let added = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await added.repository.addConference(
        source: Self.fosdemURL, timeZone: "Europe/Brussels", title: nil)
      let clients = ClientLog()
      let subject = Self.makeSubject(in: home, now: Self.later, clients: clients) {
        _, folder in Self.feed(sessionsPerDay: [4, 4], in: folder, clients: clients)
      }

      let listing = try await subject.repository.refreshConference(named: "fosdem2020")

      let refreshed = Self.fosdem(
        timeZoneOverride: "Europe/Brussels", sessionCount: 8, refreshedAt: Self.later)
      #expect(listing == refreshed)
      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: "fosdem2020", conferences: [refreshed]))
      #expect(
        clients.requests == [
          ClientRequest(
            source: Self.fosdemURL, timeZone: "Europe/Brussels",
            folder: subject.repository.folder(named: "fosdem2020"))
        ])
      #expect(clients.refreshes == [true])
    }
  }

  @Test func aRefreshThatFailsKeepsTheListingAsItWas() async throws {
    try await withTemporaryDirectory { home in
      let added = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await added.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)
      let subject = Self.makeSubject(in: home, now: Self.later) { _, folder in
        var client = Self.feed(sessionsPerDay: [4, 4], in: folder)
        client.refresh = { _ throws(APIClientError) in throw Samples.down }
        return client
      }

      await #expect(
        throws: RepositoryError.offline(reason: "server unreachable: connection refused")
      ) {
        try await subject.repository.refreshConference(named: "fosdem2020")
      }

      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: "fosdem2020", conferences: [Self.fosdem()]))
    }
  }

  @Test func refreshingAnUnknownNameIsNotFoundAndMakesNoClient() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }

      await #expect(throws: RepositoryError.notFound(.conference)) {
        try await subject.repository.refreshConference(named: "fosdem2020")
      }

      #expect(subject.clients.requests == [])
    }
  }

  // MARK: - The list's file

  @Test func aListOthersCanChangeIsAStorageFailureAndNothingIsFetched() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      try subject.store.save(.empty)
      let path = subject.store.fileURL.path(percentEncoded: false)
      chmod(path, 0o666)
      let failure = RepositoryError.storage(
        reason: "the list of conferences at \(path) is refused: other users can read or change "
          + "it (mode 666). Run: chmod 600 \(path)")

      await #expect(throws: failure) { try await subject.repository.catalog() }
      await #expect(throws: failure) {
        try await subject.repository.addConference(
          source: Self.fosdemURL, timeZone: nil, title: nil)
      }
      await #expect(throws: failure) { try await subject.repository.useConference(named: nil) }

      #expect(subject.clients.requests == [])
      #expect(try subject.folderContents() == [])
    }
  }

  @Test func aDamagedListIsRebuiltFromTheConferencesFoldersKeepingThem() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)
      let mirror = try await subject.repository.addConference(
        source: Self.mirrorPath, timeZone: nil, title: nil)
      try Data("not a list".utf8).write(to: subject.store.fileURL)

      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: nil, conferences: [Self.fosdem(), mirror]))
      try await subject.repository.removeConference(named: "fosdem2020")
      #expect(
        try await subject.repository.catalog()
          == ConferenceCatalogEntity(current: nil, conferences: [mirror]))
      #expect(try subject.folderContents() == ["fosdem2020-2"])
    }
  }

  @Test func aSourceLongerThanAnyAddressIsRefusedUnread() async throws {
    try await withTemporaryDirectory { home throws in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      let long = "https://example.org/" + String(repeating: "a", count: 2_029)

      await #expect(
        throws: RepositoryError.invalidRequest(
          reason: "the source is longer than 2048 characters")
      ) { try await subject.repository.addConference(source: long, timeZone: nil, title: nil) }

      #expect(subject.clients.requests == [])
      #expect(try await subject.repository.catalog() == .empty)
    }
  }

  // MARK: - Commands at once

  @Test func whatKilledCommandsLeftIsRemovedByTheNextChangeButALiveAddIsNot() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      let folders = subject.folders
      try FileManager.default.createDirectory(at: folders, withIntermediateDirectories: true)
      // A staging folder whose process is gone (its owner lock is free), one with no owner
      // file at all, and folders moved aside on the way out.
      let abandoned = folders.appending(path: ".adding-ABANDONED")
      try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
      try Data().write(to: abandoned.appending(path: ".owner"))
      for name in [".removing-OLD", ".replaced-OLD"] {
        try FileManager.default.createDirectory(
          at: folders.appending(path: name), withIntermediateDirectories: true)
      }
      // One being prepared by a process killed a while ago, and one being prepared now.
      let stale = folders.appending(path: ".preparing-STALE")
      try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: stale.path)
      try FileManager.default.createDirectory(
        at: folders.appending(path: ".preparing-FRESH"), withIntermediateDirectories: true)
      let live = try StagingFolder(in: folders)

      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)

      #expect(
        try subject.folderContents() == [
          live.url.lastPathComponent, ".preparing-FRESH", "fosdem2020",
        ])
    }
  }

  @Test func aRefreshOfAConferenceRemovedMeanwhileDoesNotBringItBack() async throws {
    try await withTemporaryDirectory { home in
      let subject = Self.makeSubject(in: home) { _, folder in Self.feed(in: folder) }
      _ = try await subject.repository.addConference(
        source: Self.fosdemURL, timeZone: nil, title: nil)
      let other = Self.makeSubject(in: home) { source, folder in
        var client = Self.feed(in: folder)
        // The other command removes the conference while this one fetches its programme.
        client.refresh = { _ throws(APIClientError) in
          try? await subject.repository.removeConference(named: "fosdem2020")
          return .unchanged(checkedAt: Self.later)
        }
        return client
      }

      await #expect(throws: RepositoryError.notFound(.conference)) {
        try await other.repository.refreshConference(named: "fosdem2020")
      }

      #expect(try await subject.repository.catalog() == .empty)
    }
  }

  /// Ten commands at once in one home, each with its own repository (its own lock handle, as a
  /// separate process has): adds of new sources, refreshes and removes of conferences added
  /// before, and a switch; twenty rounds, each ending with exactly the list expected. (The
  /// end-to-end tests run the same mix as separate `conf` processes.)
  @Test func tenCommandsAtOnceLoseNothingTwentyTimesInARow() async throws {
    for round in 0..<20 {
      try await withTemporaryDirectory(preferringMemory: true) { home in
        let script: Script = { source, folder in
          Self.feed(
            Self.conference(title: source, acronym: URL(filePath: source).lastPathComponent),
            in: folder)
        }
        let setup = Self.makeSubject(in: home, script: script)
        // Five conferences to start with; the commands remove two and refresh three.
        for index in 0..<5 {
          _ = try await setup.repository.addConference(
            source: "/srv/old\(index)", timeZone: nil, title: nil)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
          for index in 0..<4 {
            group.addTask {
              let command = Self.makeSubject(in: home, script: script)
              _ = try await command.repository.addConference(
                source: "/srv/new\(index)", timeZone: nil, title: nil)
            }
          }
          for index in 0..<2 {
            group.addTask {
              let command = Self.makeSubject(in: home, script: script)
              try await command.repository.removeConference(named: "old\(index)")
            }
          }
          for index in 2..<5 {
            group.addTask {
              let command = Self.makeSubject(in: home, script: script)
              _ = try await command.repository.refreshConference(named: "old\(index)")
            }
          }
          group.addTask {
            let command = Self.makeSubject(in: home, script: script)
            try await command.repository.useConference(named: "old4")
          }
          try await group.waitForAll()
        }

        let catalog = try await setup.repository.catalog()
        let expected = ["new0", "new1", "new2", "new3", "old2", "old3", "old4"]
        #expect(catalog.conferences.map(\.name).sorted() == expected, "round \(round)")
        #expect(try setup.folderContents() == expected, "round \(round)")
      }
    }
  }
}
