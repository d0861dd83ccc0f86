public import Domain

/// Buys a ticket; there is one per person.
///
/// Call it like a function: `let ticket = try await purchaseTicket(.general)`.
public protocol PurchaseTicketUseCase: Sendable {
  /// Buys a ticket of `kind` and returns it.
  ///
  /// - Throws: `.alreadyOwned`, `.soldOut`, `.salesClosed`, `.account(_)` for a login problem, `.connectivity(_)` or `.storage(_)` otherwise.
  func callAsFunction(_ kind: TicketKind) async throws(TicketError) -> Ticket
}
