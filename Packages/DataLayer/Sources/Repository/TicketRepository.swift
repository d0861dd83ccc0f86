public import Entity

/// The logged-in person's tickets. Every call needs a stored session and renews its tokens as
/// needed; it throws `.notAuthenticated`, `.sessionExpired` or `.credentialsRefused` for login
/// problems, and otherwise as any backend call.
public protocol TicketRepository: Sendable {
  /// The tickets (at most one).
  func tickets() async throws(RepositoryError) -> [TicketEntity]
  /// Buys a ticket of `kind`.
  ///
  /// - Throws: `.rejected` with `already_owned`, `sold_out` (409) or `sales_closed` (403).
  func purchaseTicket(kind: String) async throws(RepositoryError) -> TicketEntity
  /// Checks a ticket in.
  ///
  /// - Throws: `.rejected` with `already_checked_in` (409), `.notYetOpen` with
  ///   `check_in_not_open` and the opening time, `.rejected` 403 `check_in_not_open` once
  ///   closed, `.notFound(code: "ticket_not_found")`.
  func checkIn(ticketID: String) async throws(RepositoryError) -> TicketEntity
}
