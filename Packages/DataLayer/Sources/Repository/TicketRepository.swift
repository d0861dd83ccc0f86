public import Entity

/// The logged-in person's tickets. Every call needs a stored session and renews its tokens as
/// needed; it throws `.notAuthenticated`, `.loginExpired` or `.credentialsRefused` for login
/// problems, and otherwise as any backend call.
public protocol TicketRepository: Sendable {
  /// The tickets (at most one): fresh, or as last fetched on this device when the backend
  /// cannot be reached (`.cache(savedAt:)`).
  func tickets() async throws(RepositoryError) -> Fetched<[TicketEntity]>
  /// The name of the person the tickets belong to, as last confirmed on this device; `nil`
  /// when not known.
  func holderName() async -> String?
  /// Buys a ticket of `kind`.
  ///
  /// - Throws: `.rejected(.alreadyOwned)`, `.rejected(.soldOut)` or `.rejected(.salesClosed)`.
  func purchaseTicket(kind: String) async throws(RepositoryError) -> TicketEntity
  /// Checks a ticket in.
  ///
  /// - Throws: `.rejected(.alreadyCheckedIn)`, `.notYetOpen` with the opening time,
  ///   `.rejected(.checkInClosed)` once closed, `.notFound(.ticket)`.
  func checkIn(ticketID: String) async throws(RepositoryError) -> TicketEntity
}
