import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetTicketsUseCaseImplementationTests {
  @Test
  func returnsTheTicketsTheBackendHas() async throws {
    let repository = FakeTicketRepository(tickets: {
      [TicketFixtures.entity(kind: "supporter", isCheckedIn: true)]
    })

    let tickets = try await GetTicketsUseCaseImplementation(repository: repository)()

    #expect(
      tickets
        == TicketList(
          tickets: [
            Ticket(
              id: Ticket.ID(rawValue: "T-0001"), kind: .supporter,
              issuedAt: TicketFixtures.issuedAt,
              checkedInAt: TicketFixtures.checkedInAt)
          ], holder: "Ada Lovelace"))
    #expect(repository.calls == [.tickets])
  }

  @Test
  func ticketsFromThisDevicesCopySayWhenTheyWereSaved() async throws {
    let savedAt = Date(timeIntervalSince1970: 1_804_550_400)
    let repository = FakeTicketRepository(
      tickets: { [TicketFixtures.entity()] }, ticketsSavedAt: savedAt)

    let list = try await GetTicketsUseCaseImplementation(repository: repository)()

    #expect(list.savedAt == savedAt)
    #expect(list.tickets.map(\.id) == [Ticket.ID(rawValue: "T-0001")])
  }

  @Test
  func returnsNoTicketsForSomeoneWhoHasNone() async throws {
    let repository = FakeTicketRepository(tickets: { [] })

    #expect(
      try await GetTicketsUseCaseImplementation(repository: repository)()
        == TicketList(tickets: [], holder: "Ada Lovelace"))
    #expect(repository.calls == [.tickets])
  }

  @Test(arguments: [
    (RepositoryError.notAuthenticated, TicketError.account(.notLoggedIn)),
    (.loginExpired, .account(.expired)),
    (.credentialsRefused(reason: "exposed"), .account(.credentialsRefused(reason: "exposed"))),
    (.offline(reason: "connection refused"), .connectivity(.offline)),
    (.serverFailure(reason: "HTTP 503"), .connectivity(.unavailable(reason: "HTTP 503"))),
    (.storage(reason: "disk"), .storage(.failed(reason: "disk"))),
    (
      .rejected(.soldOut),
      .connectivity(.incompatible(reason: "the backend refused the request: sold out"))
    ),
    (
      .notFound(.ticket),
      .connectivity(.incompatible(reason: "the backend has no such resource (ticket)"))
    ),
  ])
  func mapsEachRepositoryFailure(failure: RepositoryError, expected: TicketError) async {
    let repository = FakeTicketRepository(tickets: { () throws(RepositoryError) in
      throw failure
    })

    await #expect(throws: expected) {
      try await GetTicketsUseCaseImplementation(repository: repository)()
    }
    #expect(repository.calls == [.tickets])
  }

  @Test
  func aMalformedTicketIsAnIncompatibleBackend() async {
    let repository = FakeTicketRepository(tickets: {
      [TicketFixtures.entity(), TicketFixtures.entity(kind: "vip")]
    })

    await #expect(
      throws: TicketError.connectivity(.incompatible(reason: "ticket T-0001 has an unknown kind"))
    ) {
      try await GetTicketsUseCaseImplementation(repository: repository)()
    }
  }
}
