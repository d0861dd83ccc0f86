import Analytics
import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct PurchaseTicketUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makePurchaseTicket(
    _ repository: FakeTicketRepository
  ) -> PurchaseTicketUseCaseImplementation {
    PurchaseTicketUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test(arguments: [
    (TicketKind.general, "general"), (.student, "student"), (.supporter, "supporter"),
  ])
  func buysTheKindAndRecordsThePurchase(kind: TicketKind, wireName: String) async throws {
    let repository = FakeTicketRepository(purchaseTicket: { kind in
      TicketFixtures.entity(kind: kind)
    })

    let ticket = try await makePurchaseTicket(repository)(kind)

    #expect(
      ticket
        == Ticket(
          id: Ticket.ID(rawValue: "T-0001"), kind: kind, issuedAt: TicketFixtures.issuedAt,
          checkedInAt: nil))
    #expect(repository.calls == [.purchaseTicket(kind: wireName)])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "ticket_purchased", layer: .domain, properties: ["kind": wireName],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (
      RepositoryError.rejected(.alreadyOwned),
      TicketError.alreadyOwned, "ticket_already_owned"
    ),
    (.rejected(.soldOut), .soldOut(.supporter), "tickets_sold_out"),
    (.rejected(.salesClosed), .salesClosed, "ticket_sales_closed"),
    (.notAuthenticated, .account(.notLoggedIn), "not_logged_in"),
    (.loginExpired, .account(.expired), "session_expired"),
    (
      .credentialsRefused(reason: "exposed"), .account(.credentialsRefused(reason: "exposed")),
      "credentials_refused"
    ),
    (.offline(reason: "connection refused"), .connectivity(.offline), "offline"),
    (
      .serverFailure(reason: "HTTP 500"), .connectivity(.unavailable(reason: "HTTP 500")),
      "unavailable"
    ),
    (.storageFull(reason: "no space"), .storage(.full(reason: "no space")), "storage_full"),
  ])
  func mapsEachRepositoryFailureAndRecordsIt(
    failure: RepositoryError, expected: TicketError, errorName: String
  ) async {
    let repository = FakeTicketRepository(purchaseTicket: { _ throws(RepositoryError) in
      throw failure
    })

    await #expect(throws: expected) { try await makePurchaseTicket(repository)(.supporter) }
    #expect(repository.calls == [.purchaseTicket(kind: "supporter")])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "ticket_purchase_failed", layer: .domain,
          properties: ["kind": "supporter", "error": errorName], timestamp: Fixtures.now)
      ])
  }

  @Test
  func aMalformedAnswerIsAnIncompatibleBackendAndAFailedPurchase() async {
    let repository = FakeTicketRepository(purchaseTicket: { _ in
      TicketFixtures.entity(issuedAt: "yesterday")
    })

    await #expect(
      throws: TicketError.connectivity(
        .incompatible(reason: "ticket T-0001 has an unreadable issued_at"))
    ) {
      try await makePurchaseTicket(repository)(.student)
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "ticket_purchase_failed", layer: .domain,
          properties: ["kind": "student", "error": "incompatible"], timestamp: Fixtures.now)
      ])
  }
}
