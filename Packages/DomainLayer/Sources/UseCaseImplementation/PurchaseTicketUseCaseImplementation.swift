public import Analytics
public import Domain
import Entity
public import Foundation
public import Repository
public import UseCase

/// Buys a ticket through a `TicketRepository`.
///
/// Records the domain event `ticket_purchased` (`kind`) on success and
/// `ticket_purchase_failed` (`kind`, `error`) on failure.
public struct PurchaseTicketUseCaseImplementation: PurchaseTicketUseCase {
  private let repository: any TicketRepository
  private let events: DomainEventRecorder
  private let mapper = TicketMapper()

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where tickets are bought.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any TicketRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.events = DomainEventRecorder(analytics: analytics, now: now)
  }

  /// Buys a ticket of `kind`; see `PurchaseTicketUseCase`.
  public func callAsFunction(_ kind: TicketKind) async throws(TicketError) -> Ticket {
    do throws(TicketError) {
      let entity: TicketEntity
      do {
        entity = try await repository.purchaseTicket(kind: kind.rawValue)
      } catch {
        throw TicketError(error, kind: kind)
      }
      let ticket = try mapper.ticket(from: entity)
      events.record(.ticketPurchased, ["kind": kind.rawValue])
      return ticket
    } catch {
      events.record(
        .ticketPurchaseFailed, ["kind": kind.rawValue, "error": error.analyticsName])
      throw error
    }
  }
}
