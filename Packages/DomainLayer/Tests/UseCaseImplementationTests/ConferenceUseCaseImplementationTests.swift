import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct ConferenceUseCaseImplementationTests {
  private static let fosdem = ConferenceListingEntity(
    name: "fosdem2020", title: "FOSDEM 2020", source: "/feeds/fosdem-2020.xml",
    timeZone: "Europe/Brussels", timeZoneOverride: "Europe/Brussels", firstDate: "2020-02-01",
    lastDate: "2020-02-02", sessionCount: 872, refreshedAt: Fixtures.now)

  private static func catalog(current: String? = nil) -> FakeConferenceCatalogRepository {
    FakeConferenceCatalogRepository(
      ConferenceCatalogEntity(current: current, conferences: [fosdem]))
  }

  @Test
  func listsTheDemoFirstDescribedByItsOwnProgrammeThenTheAddedOnes() async throws {
    let catalog = try await ListConferencesUseCaseImplementation(
      catalogs: Self.catalog(current: "fosdem2020"), demo: FakeTimetableRepository())()

    #expect(catalog.listings.map(\.name) == ["demo", "fosdem2020"])
    #expect(catalog.listings[0].title == "Swift Harbour 2027")
    #expect(catalog.listings[0].firstDate?.description == "2027-03-10")
    #expect(catalog.listings[0].lastDate?.description == "2027-03-12")
    #expect(catalog.listings[0].source == nil)
    #expect(!catalog.listings[0].isCurrent)
    #expect(catalog.listings[1].isCurrent)
    #expect(catalog.listings[1].sessionCount == 872)
    #expect(catalog.listings[1].timeZone?.identifier == "Europe/Brussels")
  }

  @Test
  func theDemoIsCurrentWhenNothingElseIs() async throws {
    let catalog = try await ListConferencesUseCaseImplementation(
      catalogs: Self.catalog(), demo: FakeTimetableRepository())()
    #expect(catalog.current?.name == "demo")
  }

  @Test
  func useAcceptsAPrefixAndTheDemoIsPickedAsNil() async throws {
    let repository = Self.catalog()
    let use = UseConferenceUseCaseImplementation(
      catalogs: repository, demo: FakeTimetableRepository())

    let picked = try await use("fos")
    _ = try await use("demo")

    #expect(picked.name == "fosdem2020")
    #expect(picked.isCurrent)
    #expect(repository.calls == [.use("fosdem2020"), .use(nil)])
  }

  @Test
  func anUnknownNameChangesNothing() async {
    let repository = Self.catalog()
    await #expect(
      throws: ConferenceError.notFound(name: "fosdem2019x", known: ["demo", "fosdem2020"])
    ) {
      try await UseConferenceUseCaseImplementation(
        catalogs: repository, demo: FakeTimetableRepository())("fosdem2019x")
    }
    #expect(repository.calls == [])
  }

  @Test
  func theDemoCannotBeRemovedNorRefreshed() async {
    let repository = Self.catalog()
    let demo = FakeTimetableRepository()
    await #expect(throws: ConferenceError.demoCannotBeRemoved) {
      try await RemoveConferenceUseCaseImplementation(catalogs: repository, demo: demo)("demo")
    }
    await #expect(throws: ConferenceError.demoHasNoSource) {
      try await RefreshConferenceUseCaseImplementation(catalogs: repository, demo: demo)(nil)
    }
    #expect(repository.calls == [])
  }

  @Test
  func removeAndRefreshReachTheRepositoryByFullName() async throws {
    let repository = Self.catalog(current: "fosdem2020")
    let demo = FakeTimetableRepository()

    let refreshed = try await RefreshConferenceUseCaseImplementation(
      catalogs: repository, demo: demo)(nil)
    let removed = try await RemoveConferenceUseCaseImplementation(
      catalogs: repository, demo: demo)("FOSDEM")

    #expect(refreshed.name == "fosdem2020")
    #expect(removed.name == "fosdem2020")
    #expect(repository.calls == [.refresh("fosdem2020"), .remove("fosdem2020")])
  }

  @Test(arguments: [
    (
      RepositoryError.unreadableResponse(reason: "this is an HTML page, not a schedule"),
      ConferenceError.unreadableSource(reason: "this is an HTML page, not a schedule")
    ),
    (
      .offline(reason: "connection refused"),
      .unreachableSource(reason: "connection refused")
    ),
    (.storageFull(reason: "no space"), .storage(.full(reason: "no space"))),
  ])
  func addPassesTheSourceOnAndNamesItsFailure(
    failure: RepositoryError, expected: ConferenceError
  ) async {
    let repository = FakeConferenceCatalogRepository(add: { _, _ throws(RepositoryError) in
      throw failure
    })
    await #expect(throws: expected) {
      try await AddConferenceUseCaseImplementation(catalogs: repository)(
        source: " /feeds/x.xml ", timeZone: "Europe/Brussels", title: "  ")
    }
    // A title of only white space is no title.
    #expect(
      repository.calls == [.add(source: "/feeds/x.xml", timeZone: "Europe/Brussels", title: nil)])
  }

  @Test(
    "adding names the source's failures: its website, not the backend, and what a refusal was",
    arguments: [
      (
        RepositoryError.serverFailure(reason: "HTTP 500 http_500: the feed answered 500"),
        ConferenceError.connectivity(
          ConnectivityError(
            .unavailable(reason: "HTTP 500 http_500: the feed answered 500"),
            at: .website(host: "fosdem.org")))
      ),
      (
        .rejected(.other(reason: "(401 http_401): the server asks for a login")),
        .unreadableSource(
          reason: "the source refused the request (401 http_401): the server asks for a login")
      ),
      (
        .unreadableResponse(
          reason: "the answer is too large: https://fosdem.org/2026/schedule/xml: over 8388608 "
            + "bytes"),
        .unreadableSource(
          reason: "the answer is too large: https://fosdem.org/2026/schedule/xml: over 8388608 "
            + "bytes")
      ),
    ])
  func addNamesTheWebsite(failure: RepositoryError, expected: ConferenceError) async {
    let repository = FakeConferenceCatalogRepository(add: { _, _ throws(RepositoryError) in
      throw failure
    })
    let error = await #expect(throws: ConferenceError.self) {
      try await AddConferenceUseCaseImplementation(catalogs: repository)(
        source: "https://fosdem.org/2026/schedule/xml", timeZone: nil, title: nil)
    }
    #expect(error == expected)
    #expect(error?.description.contains("backend") == false)
  }

  @Test
  func anAddedConferenceIsCurrent() async throws {
    let repository = FakeConferenceCatalogRepository(add: { _, _ in Self.fosdem })
    let listing = try await AddConferenceUseCaseImplementation(catalogs: repository)(
      source: "/feeds/fosdem-2020.xml", timeZone: nil, title: nil)
    #expect(listing.isCurrent)
    #expect(listing.firstDate?.description == "2020-02-01")
  }
}
