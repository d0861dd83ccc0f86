import APIClient
public import Entity
public import Repository

/// Tickets from the ticket API, each call made with the `AccountSession`'s tokens.
///
/// Buying is not idempotent, but the token wrapper re-runs a call only after a 401
/// `invalid_token`, which the backend answers before doing anything; any other failure is
/// final, so a purchase is made at most once per call.
public final class TicketRepositoryImplementation: TicketRepository {
  private let api: any TicketAPIClient
  private let session: AccountSession

  /// Creates a repository calling `api` with `session`'s tokens.
  public init(api: any TicketAPIClient, session: AccountSession) {
    self.api = api
    self.session = session
  }

  /// `GET /v1/me/tickets`.
  public func tickets() async throws(RepositoryError) -> [TicketEntity] {
    try await session.authenticated { token throws(APIClientError) in
      try await api.tickets(accessToken: token).tickets
    }
  }

  /// `POST /v1/me/tickets`.
  public func purchaseTicket(kind: String) async throws(RepositoryError) -> TicketEntity {
    try await session.authenticated { token throws(APIClientError) in
      try await api.purchaseTicket(kind: kind, accessToken: token)
    }
  }

  /// `POST /v1/me/tickets/{id}/check-in`; an id that cannot be sent is a ticket that does not
  /// exist.
  public func checkIn(ticketID: String) async throws(RepositoryError) -> TicketEntity {
    do {
      return try await session.authenticated { token throws(APIClientError) in
        try await api.checkIn(ticketID: ticketID, accessToken: token)
      }
    } catch .invalidRequest {
      throw .notFound(.ticket)
    }
  }
}
