import Analytics
import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct CheckInUseCaseImplementationTests {
  /// 2027-03-10T08:00:00+09:00, when check-in opens in the not-yet-open answer.
  private static let opening = Date(timeIntervalSince1970: 1_804_633_200)

  private let analytics = InMemoryAnalytics()

  private func makeCheckIn(_ repository: FakeTicketRepository) -> CheckInUseCaseImplementation {
    CheckInUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func checksTheTicketInAndRecordsIt() async throws {
    let repository = FakeTicketRepository(checkIn: { _ in
      TicketFixtures.entity(isCheckedIn: true)
    })

    let ticket = try await makeCheckIn(repository)(Ticket.ID(rawValue: "T-0001"))

    #expect(
      ticket
        == Ticket(
          id: Ticket.ID(rawValue: "T-0001"), kind: .general, issuedAt: TicketFixtures.issuedAt,
          checkedInAt: TicketFixtures.checkedInAt))
    #expect(repository.calls == [.checkIn(ticketID: "T-0001")])
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "checked_in", layer: .domain, timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (
      RepositoryError.rejected(.alreadyCheckedIn),
      TicketError.alreadyCheckedIn, "ticket_already_checked_in"
    ),
    (
      .notYetOpen(opensAt: "2027-03-10T08:00:00+09:00"),
      .checkInNotOpen(opensAt: opening), "check_in_closed"
    ),
    (
      .rejected(.checkInClosed),
      .checkInNotOpen(opensAt: nil), "check_in_closed"
    ),
    (
      .notFound(.ticket), .ticketNotFound(Ticket.ID(rawValue: "T-0009")),
      "unknown_ticket"
    ),
    (.notAuthenticated, .session(.notLoggedIn), "not_logged_in"),
    (.sessionExpired, .session(.expired), "session_expired"),
    (.offline(reason: "connection refused"), .connectivity(.offline), "offline"),
    (.cancelled, .connectivity(.cancelled), "cancelled"),
    (.storage(reason: "disk"), .storage(.failed(reason: "disk")), "storage_failed"),
  ])
  func mapsEachRepositoryFailureAndRecordsIt(
    failure: RepositoryError, expected: TicketError, errorName: String
  ) async {
    let repository = FakeTicketRepository(checkIn: { _ throws(RepositoryError) in
      throw failure
    })

    await #expect(throws: expected) {
      try await makeCheckIn(repository)(Ticket.ID(rawValue: "T-0009"))
    }
    #expect(repository.calls == [.checkIn(ticketID: "T-0009")])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "check_in_failed", layer: .domain, properties: ["error": errorName],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func aMalformedAnswerIsAnIncompatibleBackendAndAFailedCheckIn() async {
    let repository = FakeTicketRepository(checkIn: { _ in
      TicketEntity(
        id: "T-0001", kind: "general", status: "checked_in",
        issuedAt: "2027-03-09T09:00:00+09:00", checkedInAt: "just now")
    })

    await #expect(
      throws: TicketError.connectivity(
        .incompatible(reason: "ticket T-0001 has an unreadable checked_in_at"))
    ) {
      try await makeCheckIn(repository)(Ticket.ID(rawValue: "T-0001"))
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "check_in_failed", layer: .domain, properties: ["error": "incompatible"],
          timestamp: Fixtures.now)
      ])
  }
}
