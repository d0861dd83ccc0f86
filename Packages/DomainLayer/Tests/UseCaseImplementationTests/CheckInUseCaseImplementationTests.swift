import Analytics
import Domain
import Entity
import Foundation
import Repository
import Synchronization
import Testing
import UseCaseImplementation

struct CheckInUseCaseImplementationTests {
  /// 2027-03-10T08:00:00+09:00, when check-in opens in the not-yet-open answer.
  private static let opening = Date(timeIntervalSince1970: 1_804_633_200)
  private static let checkedIn = Ticket(
    id: Ticket.ID(rawValue: "T-0001"), kind: .general, issuedAt: TicketFixtures.issuedAt,
    checkedInAt: TicketFixtures.checkedInAt)

  private let analytics = InMemoryAnalytics()

  private func makeCheckIn(_ repository: FakeTicketRepository) -> CheckInUseCaseImplementation {
    CheckInUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  /// A repository holding the valid ticket T-0001, checking it in as `checkIn` says.
  private func repository(
    checkIn: (@Sendable (String) throws(RepositoryError) -> TicketEntity)? = { _ in
      TicketFixtures.entity(isCheckedIn: true)
    }
  ) -> FakeTicketRepository {
    FakeTicketRepository(tickets: { [TicketFixtures.entity()] }, checkIn: checkIn)
  }

  private func checkedInEvent(already: Bool) -> AnalyticsEvent {
    AnalyticsEvent(
      name: "checked_in", layer: .domain,
      properties: ["already": already ? "true" : "false"], timestamp: Fixtures.now)
  }

  @Test(arguments: ["T-0001", "t-0001"])
  func checksTheTicketItsIdNamesInAnyLetterCase(id: String) async throws {
    let repository = repository()

    let result = try await makeCheckIn(repository)(Ticket.ID(rawValue: id))

    #expect(result == CheckInResult(ticket: Self.checkedIn, wasAlreadyCheckedIn: false))
    #expect(repository.calls == [.tickets, .checkIn(ticketID: "T-0001")])
    #expect(analytics.events == [checkedInEvent(already: false)])
  }

  @Test
  func withoutAnIdChecksInThePersonsTicket() async throws {
    let repository = repository()

    let result = try await makeCheckIn(repository)(nil)

    #expect(result.ticket == Self.checkedIn)
    #expect(repository.calls == [.tickets, .checkIn(ticketID: "T-0001")])
  }

  @Test
  func aTicketCheckedInBeforeIsReturnedAsItIsWithNothingSent() async throws {
    let repository = FakeTicketRepository(tickets: {
      [TicketFixtures.entity(isCheckedIn: true)]
    })

    let result = try await makeCheckIn(repository)(nil)

    #expect(result == CheckInResult(ticket: Self.checkedIn, wasAlreadyCheckedIn: true))
    #expect(repository.calls == [.tickets])
    #expect(analytics.events == [checkedInEvent(already: true)])
  }

  @Test
  func aTicketCheckedInMeanwhileElsewhereIsReadBack() async throws {
    let answers = ScriptedTickets([
      [TicketFixtures.entity()], [TicketFixtures.entity(isCheckedIn: true)],
    ])
    let repository = FakeTicketRepository(
      tickets: { answers.next() },
      checkIn: { _ throws(RepositoryError) in throw .rejected(.alreadyCheckedIn) })

    let result = try await makeCheckIn(repository)(nil)

    #expect(result == CheckInResult(ticket: Self.checkedIn, wasAlreadyCheckedIn: true))
    #expect(repository.calls == [.tickets, .checkIn(ticketID: "T-0001"), .tickets])
  }

  @Test(arguments: [
    (nil as Ticket.ID?, TicketError.noTicket, "no_ticket"),
    (
      Ticket.ID(rawValue: "T-0009"), .ticketNotFound(Ticket.ID(rawValue: "T-0009")),
      "unknown_ticket"
    ),
  ])
  func aTicketThePersonDoesNotHaveIsNotSent(
    id: Ticket.ID?, expected: TicketError, errorName: String
  ) async {
    let repository = FakeTicketRepository(tickets: {
      id == nil ? [] : [TicketFixtures.entity()]
    })

    await #expect(throws: expected) { try await makeCheckIn(repository)(id) }
    #expect(repository.calls == [.tickets])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "check_in_failed", layer: .domain, properties: ["error": errorName],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (
      RepositoryError.notYetOpen(opensAt: "2027-03-10T08:00:00+09:00"),
      TicketError.checkInNotOpen(opensAt: opening), "check_in_closed"
    ),
    (.rejected(.checkInClosed), .checkInNotOpen(opensAt: nil), "check_in_closed"),
    (.notFound(.ticket), .ticketNotFound(Ticket.ID(rawValue: "T-0001")), "unknown_ticket"),
    (.notAuthenticated, .account(.notLoggedIn), "not_logged_in"),
    (.loginExpired, .account(.expired), "session_expired"),
    (.offline(reason: "connection refused"), .connectivity(.offline), "offline"),
    (.cancelled, .connectivity(.cancelled), "cancelled"),
    (.storage(reason: "disk"), .storage(.failed(reason: "disk")), "storage_failed"),
  ])
  func mapsEachRepositoryFailureAndRecordsIt(
    failure: RepositoryError, expected: TicketError, errorName: String
  ) async {
    let repository = repository(checkIn: { _ throws(RepositoryError) in throw failure })

    await #expect(throws: expected) {
      try await makeCheckIn(repository)(Ticket.ID(rawValue: "T-0001"))
    }
    #expect(repository.calls == [.tickets, .checkIn(ticketID: "T-0001")])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "check_in_failed", layer: .domain, properties: ["error": errorName],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func aMalformedAnswerIsAnIncompatibleBackendAndAFailedCheckIn() async {
    let repository = repository(checkIn: { _ in
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

/// Answers the tickets calls in turn.
private final class ScriptedTickets: Sendable {
  private let answers: Mutex<[[TicketEntity]]>

  init(_ answers: [[TicketEntity]]) {
    self.answers = Mutex(answers)
  }

  func next() -> [TicketEntity] {
    answers.withLock { $0.isEmpty ? [] : $0.removeFirst() }
  }
}
