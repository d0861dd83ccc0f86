import Domain
import Repository

extension TicketError {
  /// Maps a data-layer failure of a ticket call to what the person can do about it; the one
  /// place this happens for tickets.
  ///
  /// The refusals the data layer read (already owned, sold out, sales closed, already checked
  /// in, check-in closed or not open yet) and a missing ticket become their own cases; every
  /// other failure means what it means for any call that needs a login, mapped in one step
  /// (`LoginCallFailure`).
  init(_ error: RepositoryError, kind: TicketKind? = nil, ticketID: Ticket.ID? = nil) {
    switch error {
    case .rejected(.alreadyOwned):
      self = .alreadyOwned
    case .rejected(.soldOut) where kind != nil:
      self = .soldOut(kind ?? .general)
    case .rejected(.salesClosed):
      self = .salesClosed
    case .rejected(.alreadyCheckedIn):
      self = .alreadyCheckedIn
    case .rejected(.checkInClosed):
      self = .checkInNotOpen(opensAt: nil)
    case .notYetOpen(let opensAt):
      self = .checkInNotOpen(opensAt: ISO8601Timestamp(opensAt)?.date)
    case .notFound(.ticket) where ticketID != nil:
      self = .ticketNotFound(ticketID ?? Ticket.ID(rawValue: ""))
    case .offline, .cancelled, .invalidRequest, .unknownEndpoint, .notFound, .rejected,
      .serverFailure, .unreadableResponse, .storage, .storageFull, .notAuthenticated,
      .loginExpired,
      .invalidCredentials, .credentialsRefused:
      self.init(loginCallFailure: error)
    }
  }
}
