public import Domain

/// Checks a ticket in at the venue, once: the person's own ticket, named by its id in any
/// letter case (`t-0001` is `T-0001`), or without an id (a person has one ticket).
///
/// Call it like a function: `let result = try await checkIn(nil)`.
public protocol CheckInUseCase: Sendable {
  /// Checks in the ticket `ticketID` names (the person's ticket when `nil`); a ticket checked in
  /// before is returned as it is, with `wasAlreadyCheckedIn`, and nothing is sent.
  ///
  /// - Throws: `.noTicket` without an id when the person has none, `.ticketNotFound` for an id
  ///   none of theirs has, `.checkInNotOpen(opensAt:)`, `.account(_)` for a login problem,
  ///   `.connectivity(_)` or `.storage(_)` otherwise.
  func callAsFunction(_ ticketID: Ticket.ID?) async throws(TicketError) -> CheckInResult
}
