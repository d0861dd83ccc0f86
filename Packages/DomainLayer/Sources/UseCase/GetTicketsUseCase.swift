public import Domain

/// Gets the logged-in person's tickets.
///
/// Call it like a function: `let tickets = try await getTickets()`.
public protocol GetTicketsUseCase: Sendable {
  /// The tickets (at most one); when the backend cannot be reached, as last fetched on this
  /// device, with `savedAt`.
  ///
  /// - Throws: `.account(_)` for a login problem, `.connectivity(_)` or `.storage(_)` otherwise
  ///   (`.connectivity(.offline)` offline when none were fetched here before).
  func callAsFunction() async throws(TicketError) -> TicketList
}
