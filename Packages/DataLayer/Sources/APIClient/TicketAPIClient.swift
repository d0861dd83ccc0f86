public import Entity

/// The backend's ticket API (api.md, `/v1/me/tickets`); every call needs an access token.
public protocol TicketAPIClient: Sendable {
  /// `GET /v1/me/tickets`.
  func tickets(accessToken: String) async throws(APIClientError) -> TicketListEntity
  /// `POST /v1/me/tickets`: 409 `already_owned` or `sold_out`, 403 `sales_closed`.
  func purchaseTicket(kind: String, accessToken: String) async throws(APIClientError)
    -> TicketEntity
  /// `POST /v1/me/tickets/{id}/check-in`: 409 `already_checked_in`, 403 `check_in_not_open`
  /// (with `opensAt` before it opens), 404 `ticket_not_found`.
  func checkIn(ticketID: String, accessToken: String) async throws(APIClientError)
    -> TicketEntity
}
