/// What checking a ticket in did: the ticket, now checked in, and whether it already was (then
/// nothing was sent, and `ticket.checkedInAt` says when it was).
public struct CheckInResult: Sendable, Equatable {
  /// The checked-in ticket.
  public let ticket: Ticket
  /// Whether the ticket was checked in before this call.
  public let wasAlreadyCheckedIn: Bool

  /// Creates a result.
  public init(ticket: Ticket, wasAlreadyCheckedIn: Bool) {
    self.ticket = ticket
    self.wasAlreadyCheckedIn = wasAlreadyCheckedIn
  }
}
