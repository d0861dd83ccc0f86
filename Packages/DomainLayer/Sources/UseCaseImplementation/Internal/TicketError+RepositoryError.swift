import Domain
import Repository

extension TicketError {
  /// Maps a data-layer failure of a ticket call to what the person can do about it; the one
  /// place this happens for tickets.
  ///
  /// The backend's codes (`already_owned`, `sold_out`, `sales_closed`, `already_checked_in`,
  /// `check_in_not_open`, `ticket_not_found`) become their own cases; every other failure
  /// means what it means for any account call (`SessionError`).
  init(_ error: RepositoryError, kind: TicketKind? = nil, ticketID: Ticket.ID? = nil) {
    switch error {
    case .rejected(409, "already_owned", _):
      self = .alreadyOwned
    case .rejected(409, "sold_out", _) where kind != nil:
      self = .soldOut(kind ?? .general)
    case .rejected(403, "sales_closed", _):
      self = .salesClosed
    case .rejected(409, "already_checked_in", _):
      self = .alreadyCheckedIn
    case .rejected(403, "check_in_not_open", _):
      self = .checkInNotOpen(opensAt: nil)
    case .notYetOpen("check_in_not_open", let opensAt):
      self = .checkInNotOpen(opensAt: ISO8601Timestamp(opensAt)?.date)
    case .notFound("ticket_not_found") where ticketID != nil:
      self = .ticketNotFound(ticketID ?? Ticket.ID(rawValue: ""))
    case .offline, .cancelled, .invalidRequest, .unknownEndpoint, .notFound, .rejected, .notYetOpen,
      .serverFailure, .unreadableResponse, .storage, .storageFull, .notAuthenticated,
      .sessionExpired,
      .invalidCredentials, .credentialsRefused:
      self.init(SessionError(error))
    }
  }
}
