import APIClient
public import Entity
public import Repository

/// Tickets from the ticket API, each call made with the `AccountAccess`'s tokens.
///
/// Buying is not idempotent, but the token wrapper re-runs a call only after a 401
/// `invalid_token`, which the backend answers before doing anything; any other failure is
/// final, so a purchase is made at most once per call.
public final class TicketRepositoryImplementation: TicketRepository {
  private let api: any TicketAPIClient
  private let session: AccountAccess

  /// Creates a repository calling `api` with `session`'s tokens.
  public init(api: any TicketAPIClient, session: AccountAccess) {
    self.api = api
    self.session = session
  }

  /// `GET /v1/me/tickets`, kept beside the account snapshot; when the backend cannot be
  /// reached (or fails), the tickets as last fetched.
  public func tickets() async throws(RepositoryError) -> Fetched<[TicketEntity]> {
    try await session.fetchedOrRemembered(
      { () throws(RepositoryError) in
        let tickets = try await session.authenticated { token throws(APIClientError) in
          try await api.tickets(accessToken: token).tickets
        }
        session.remember(tickets: tickets)
        return tickets
      }, remembered: session.rememberedTickets)
  }

  /// The logged-in person's name from the account snapshot.
  public func holderName() async -> String? {
    session.storedAccount()?.profile.displayName
  }

  /// `POST /v1/me/tickets`; the kept tickets get the new one.
  public func purchaseTicket(kind: String) async throws(RepositoryError) -> TicketEntity {
    let ticket = try await session.authenticated { token throws(APIClientError) in
      try await api.purchaseTicket(kind: kind, accessToken: token)
    }
    session.remember(ticket: ticket)
    return ticket
  }

  /// `POST /v1/me/tickets/{id}/check-in`; an id that cannot be sent is a ticket that does not
  /// exist.
  public func checkIn(ticketID: String) async throws(RepositoryError) -> TicketEntity {
    do {
      let ticket = try await session.authenticated { token throws(APIClientError) in
        try await api.checkIn(ticketID: ticketID, accessToken: token)
      }
      session.remember(ticket: ticket)
      return ticket
    } catch .invalidRequest {
      throw .notFound(.ticket)
    }
  }
}
