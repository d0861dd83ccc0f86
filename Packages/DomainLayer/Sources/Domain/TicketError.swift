public import Foundation

/// Why tickets could not be read, bought or checked in, phrased as what happens next.
public enum TicketError: LoginRequiringError {
  /// The person already has a ticket: there is one per person.
  case alreadyOwned
  /// No ticket of this kind is left.
  case soldOut(TicketKind)
  /// Ticket sales are over.
  case salesClosed
  /// The ticket was checked in before.
  case alreadyCheckedIn
  /// Check-in is not open: it opens at `opensAt`, or has closed when that is `nil`.
  case checkInNotOpen(opensAt: Date?)
  /// The person has no ticket with this identifier.
  case ticketNotFound(Ticket.ID)
  /// The person has no ticket at all.
  case noTicket
  /// The call needs a login that is missing, has ended or was refused (login problems only).
  case account(AccountError)
  /// The backend gave no usable answer.
  case connectivity(ConnectivityError)
  /// The stored login could not be read or written.
  case storage(StorageError)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .alreadyOwned: "you already have a ticket; there is one per person"
    case .soldOut(let kind): "\(kind.rawValue) tickets are sold out"
    case .salesClosed: "ticket sales are closed"
    case .alreadyCheckedIn: "this ticket is already checked in"
    case .checkInNotOpen(let opensAt?):
      "check-in is not open yet; it opens at \(opensAt.formatted(.iso8601))"
    case .checkInNotOpen(nil): "check-in is closed"
    case .ticketNotFound(let id): "you have no ticket with id '\(id)'"
    case .noTicket: "you have no ticket"
    case .account(let error): error.description
    case .connectivity(let error): error.description
    case .storage(let error): error.description
    }
  }

  /// `.retry` while check-in is not open yet, `.changeInput` for another kind or ticket id,
  /// `.none` when nothing can be done, otherwise the wrapped error's.
  public var recovery: Recovery {
    switch self {
    case .checkInNotOpen(.some): .retry
    case .soldOut, .ticketNotFound, .noTicket: .changeInput
    case .alreadyOwned, .salesClosed, .alreadyCheckedIn, .checkInNotOpen(nil): .none
    case .account(let error): error.recovery
    case .connectivity(let error): error.recovery
    case .storage(let error): error.recovery
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .alreadyOwned: "Show your ticket with the tickets list."
    case .soldOut: "Pick another kind of ticket."
    case .salesClosed: "Nothing can be bought any more."
    case .alreadyCheckedIn: "Nothing to do: you are in."
    case .checkInNotOpen(.some): "Try again once check-in opens."
    case .checkInNotOpen(nil): "Nothing to do: the conference is over."
    case .ticketNotFound: "List your tickets with: conf tickets."
    case .noTicket: "Buy one with: conf ticket buy general."
    case .account(let error): error.recoverySuggestion
    case .connectivity(let error): error.recoverySuggestion
    case .storage(let error): error.recoverySuggestion
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  public var analyticsName: String {
    switch self {
    case .alreadyOwned: "ticket_already_owned"
    case .soldOut: "tickets_sold_out"
    case .salesClosed: "ticket_sales_closed"
    case .alreadyCheckedIn: "ticket_already_checked_in"
    case .checkInNotOpen: "check_in_closed"
    case .ticketNotFound: "unknown_ticket"
    case .noTicket: "no_ticket"
    case .account(let error): error.analyticsName
    case .connectivity(let error): error.analyticsName
    case .storage(let error): error.analyticsName
    }
  }

  /// The wrapped connectivity failure, if that is what this is.
  public var connectivity: ConnectivityError? {
    if case .connectivity(let error) = self { error } else { nil }
  }
}
