public import Domain

/// Gets the logged-in person's tickets.
///
/// Call it like a function: `let tickets = try await getTickets()`.
public protocol GetTicketsUseCase: Sendable {
  /// The tickets (at most one).
  ///
  /// - Throws: `.session(_)` for a login problem, `.connectivity(_)` or `.storage(_)` otherwise.
  func callAsFunction() async throws(TicketError) -> [Ticket]
}
