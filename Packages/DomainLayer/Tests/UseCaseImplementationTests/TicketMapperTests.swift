import Domain
import Entity
import Foundation
import Testing
import UseCaseImplementation

struct TicketMapperTests {
  private let mapper = TicketMapper()

  @Test
  func readsAValidTicket() throws {
    #expect(
      try mapper.ticket(from: TicketFixtures.entity(kind: "student"))
        == Ticket(
          id: Ticket.ID(rawValue: "T-0001"), kind: .student, issuedAt: TicketFixtures.issuedAt,
          checkedInAt: nil))
  }

  @Test
  func readsACheckedInTicket() throws {
    #expect(
      try mapper.ticket(from: TicketFixtures.entity(isCheckedIn: true))
        == Ticket(
          id: Ticket.ID(rawValue: "T-0001"), kind: .general, issuedAt: TicketFixtures.issuedAt,
          checkedInAt: TicketFixtures.checkedInAt))
  }

  @Test(arguments: [
    (
      TicketFixtures.entity(kind: "GENERAL"),
      "ticket T-0001 has an unknown kind"
    ),
    (
      TicketFixtures.entity(issuedAt: "2027-03-09"),
      "ticket T-0001 has an unreadable issued_at"
    ),
    (
      TicketEntity(
        id: "T-0002", kind: "general", status: "checked_in",
        issuedAt: "2027-03-09T09:00:00+09:00", checkedInAt: "2027-03-10T09:30:00"),
      "ticket T-0002 has an unreadable checked_in_at"
    ),
  ])
  func aMalformedTicketIsAnIncompatibleBackend(entity: TicketEntity, reason: String) {
    #expect(throws: TicketError.connectivity(.incompatible(reason: reason))) {
      try mapper.ticket(from: entity)
    }
  }
}
