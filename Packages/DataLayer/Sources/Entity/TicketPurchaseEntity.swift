/// `POST /v1/me/tickets` body: `{"kind": "general"}`.
public struct TicketPurchaseEntity: Codable, Sendable, Equatable {
  /// The kind to buy.
  public let kind: String

  /// Creates a purchase request.
  public init(kind: String) {
    self.kind = kind
  }
}
