import Domain
import Foundation
import Repository
import Testing

@testable import UseCaseImplementation

struct TicketErrorFromRepositoryErrorTests {
  /// 2027-03-10T00:00:00+09:00.
  static let opening = Date(timeIntervalSince1970: 1_804_604_400)

  static let mapping: [(RepositoryError, TicketError)] = [
    (.offline(reason: "refused"), .connectivity(.offline)),
    (.cancelled, .connectivity(.cancelled)),
    (
      .unknownEndpoint(request: "GET http://host/api/v1/me/tickets"),
      .connectivity(
        .incompatible(
          reason: "CONF_SERVER does not look like a conference backend: GET "
            + "http://host/api/v1/me/tickets was not found"))
    ),
    (
      .invalidRequest(reason: "bad id"),
      .connectivity(.incompatible(reason: "the request cannot be sent: bad id"))
    ),
    (.notFound(.ticket), .ticketNotFound(Ticket.ID(rawValue: "T-0001"))),
    (.rejected(.alreadyOwned), .alreadyOwned),
    (.rejected(.soldOut), .soldOut(.supporter)),
    (.rejected(.salesClosed), .salesClosed),
    (.rejected(.alreadyCheckedIn), .alreadyCheckedIn),
    (
      .rejected(.checkInClosed), .checkInNotOpen(opensAt: nil)
    ),
    (
      .notYetOpen(opensAt: "2027-03-10T00:00:00+09:00"),
      .checkInNotOpen(opensAt: opening)
    ),
    (
      .serverFailure(reason: "HTTP 500"),
      .connectivity(.unavailable(reason: "HTTP 500"))
    ),
    (
      .unreadableResponse(reason: "no field `kind`"),
      .connectivity(.incompatible(reason: "unexpected response: no field `kind`"))
    ),
    (.storage(reason: "disk"), .storage(.failed(reason: "disk"))),
    (.storageFull(reason: "no space"), .storage(.full(reason: "no space"))),
    (.notAuthenticated, .account(.notLoggedIn)),
    (.loginExpired, .account(.expired)),
    (.invalidCredentials, .account(.invalidCredentials)),
    (.credentialsRefused(reason: "exposed"), .account(.credentialsRefused(reason: "exposed"))),
  ]

  @Test(arguments: mapping)
  func mapsEveryRepositoryFailure(failure: RepositoryError, expected: TicketError) {
    #expect(
      TicketError(failure, kind: .supporter, ticketID: Ticket.ID(rawValue: "T-0001")) == expected)
  }

  @Test
  func walksEveryRepositoryErrorCase() {
    #expect(
      Set(Self.mapping.map { RepositoryErrorFixtures.caseName($0.0) })
        == RepositoryErrorFixtures.allCaseNames)
  }

  @Test("an unknown code keeps its generic meaning")
  func unknownCodes() {
    #expect(
      TicketError(.rejected(.other(reason: "(409 something_else): m")))
        == .connectivity(
          .incompatible(reason: "the backend refused the request (409 something_else): m")))
    #expect(
      TicketError(.notFound(.other("not_found")))
        == .connectivity(.incompatible(reason: "the backend has no such resource (not_found)")))
  }

  @Test("already owned and already checked in say 'already' and change nothing (65)")
  func alreadyErrors() {
    #expect(TicketError.alreadyOwned.description.contains("already"))
    #expect(TicketError.alreadyCheckedIn.description.contains("already"))
    #expect(TicketError.alreadyOwned.recovery == .none)
    #expect(TicketError.checkInNotOpen(opensAt: Self.opening).recovery == .retry)
  }
}
