public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Checks a ticket in through a `TicketRepository`: reads the person's tickets first, to find
/// the one meant and to see whether it is checked in already.
///
/// Records the domain event `checked_in` (`already`: `true` or `false`) on success
/// and `check_in_failed` (`error`) on failure.
public struct CheckInUseCaseImplementation: CheckInUseCase {
  private let repository: any TicketRepository
  private let events: DomainEventRecorder
  private let mapper = TicketMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where tickets are checked in.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any TicketRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// Checks in the ticket `ticketID` names; see `CheckInUseCase`.
  public func callAsFunction(_ ticketID: Ticket.ID?) async throws(TicketError) -> CheckInResult {
    do throws(TicketError) {
      let ticket = try Self.ticket(ticketID, among: try await tickets())
      let result: CheckInResult
      if ticket.checkedInAt != nil {
        result = CheckInResult(ticket: ticket, wasAlreadyCheckedIn: true)
      } else {
        result = try await checkIn(ticket)
      }
      events.record(
        .checkedIn, ["already": result.wasAlreadyCheckedIn ? "true" : "false"])
      return result
    } catch {
      events.record(.checkInFailed, ["error": error.analyticsName])
      throw error
    }
  }

  /// The person's tickets.
  private func tickets() async throws(TicketError) -> [Ticket] {
    let entities: [TicketEntity]
    do {
      entities = try await repository.tickets().value
    } catch {
      throw TicketError(error)
    }
    return try mapper.tickets(from: entities)
  }

  /// Checks `ticket` in; one checked in meanwhile (on another device) is read back as it is.
  private func checkIn(_ ticket: Ticket) async throws(TicketError) -> CheckInResult {
    let entity: TicketEntity
    do throws(RepositoryError) {
      entity = try await repository.checkIn(ticketID: ticket.id.rawValue)
    } catch .rejected(.alreadyCheckedIn) {
      let now = try await tickets().first { $0.id == ticket.id } ?? ticket
      return CheckInResult(ticket: now, wasAlreadyCheckedIn: true)
    } catch {
      throw TicketError(error, ticketID: ticket.id)
    }
    return CheckInResult(ticket: try mapper.ticket(from: entity), wasAlreadyCheckedIn: false)
  }

  /// The ticket `wanted` names among `tickets`, its id compared without regard to case; the
  /// first (a person has one) when `wanted` is `nil`.
  static func ticket(_ wanted: Ticket.ID?, among tickets: [Ticket]) throws(TicketError) -> Ticket {
    guard let wanted else {
      guard let first = tickets.first else { throw .noTicket }
      return first
    }
    guard
      let ticket = tickets.first(where: {
        $0.id.rawValue.lowercased() == wanted.rawValue.lowercased()
      })
    else { throw .ticketNotFound(wanted) }
    return ticket
  }
}
