public import Domain
public import Entity
import Foundation

/// Turns ticket entities into domain tickets; a malformed one (an unknown kind, a bad
/// timestamp) is `.connectivity(.incompatible(reason:))`, never a trap.
public struct TicketMapper: Sendable {
  /// Creates a mapper.
  public init() {}

  /// The tickets `entities` describe, in order.
  ///
  /// - Throws: `.connectivity(.incompatible(reason:))` for the first malformed one.
  public func tickets(from entities: [TicketEntity]) throws(TicketError) -> [Ticket] {
    var tickets: [Ticket] = []
    for entity in entities {
      tickets.append(try ticket(from: entity))
    }
    return tickets
  }

  /// The ticket `entity` describes.
  ///
  /// - Throws: `.connectivity(.incompatible(reason:))` for malformed input.
  public func ticket(from entity: TicketEntity) throws(TicketError) -> Ticket {
    guard let kind = TicketKind(rawValue: entity.kind) else {
      throw .connectivity(.incompatible(reason: "ticket \(entity.id) has an unknown kind"))
    }
    guard let issuedAt = ISO8601Timestamp(entity.issuedAt)?.date else {
      throw .connectivity(.incompatible(reason: "ticket \(entity.id) has an unreadable issued_at"))
    }
    var checkedInAt: Date?
    if let text = entity.checkedInAt {
      guard let date = ISO8601Timestamp(text)?.date else {
        throw .connectivity(
          .incompatible(reason: "ticket \(entity.id) has an unreadable checked_in_at"))
      }
      checkedInAt = date
    }
    return Ticket(
      id: Ticket.ID(rawValue: entity.id), kind: kind, issuedAt: issuedAt, checkedInAt: checkedInAt)
  }
}
