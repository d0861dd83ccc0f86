public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Checks a ticket in through a `TicketRepository`.
///
/// Records the domain event `checked_in` on success and `check_in_failed` (`error`) on failure.
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

  /// Checks `ticketID` in; see `CheckInUseCase`.
  public func callAsFunction(_ ticketID: Ticket.ID) async throws(TicketError) -> Ticket {
    do throws(TicketError) {
      let entity: TicketEntity
      do {
        entity = try await repository.checkIn(ticketID: ticketID.rawValue)
      } catch {
        throw TicketError(error, ticketID: ticketID)
      }
      let ticket = try mapper.ticket(from: entity)
      events.record(.checkedIn)
      return ticket
    } catch {
      events.record(.checkInFailed, ["error": error.analyticsName])
      throw error
    }
  }
}
