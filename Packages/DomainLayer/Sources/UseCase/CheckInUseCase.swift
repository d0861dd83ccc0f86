public import Domain

/// Checks a ticket in at the venue, once.
///
/// Call it like a function: `let ticket = try await checkIn(ticket.id)`.
public protocol CheckInUseCase: Sendable {
  /// Checks `ticketID` in and returns the checked-in ticket.
  ///
  /// - Throws: `.alreadyCheckedIn`, `.checkInNotOpen(opensAt:)`, `.ticketNotFound`, `.session(_)` for a login problem, `.connectivity(_)` or `.storage(_)` otherwise.
  func callAsFunction(_ ticketID: Ticket.ID) async throws(TicketError) -> Ticket
}
