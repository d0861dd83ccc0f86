/// `GET /v1/me/tickets`: `{"tickets": [...]}`.
public struct TicketListEntity: Codable, Sendable, Equatable {
  /// The tickets (at most one per account).
  public let tickets: [TicketEntity]

  /// Creates a list.
  public init(tickets: [TicketEntity]) {
    self.tickets = tickets
  }
}
