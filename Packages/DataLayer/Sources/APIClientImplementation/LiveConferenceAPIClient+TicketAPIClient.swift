public import APIClient
public import Entity

extension LiveConferenceAPIClient: TicketAPIClient {
  /// `GET /v1/me/tickets`.
  public func tickets(accessToken: String) async throws(APIClientError) -> TicketListEntity {
    try await send(.tickets, bearerToken: accessToken, decoding: TicketListEntity.self)
  }

  /// `POST /v1/me/tickets`; answers the new ticket.
  public func purchaseTicket(
    kind: String, accessToken: String
  ) async throws(APIClientError) -> TicketEntity {
    let endpoint = try Endpoint.purchaseTicket(TicketPurchaseEntity(kind: kind))
    return try await send(endpoint, bearerToken: accessToken, decoding: TicketEntity.self)
  }

  /// `POST /v1/me/tickets/{id}/check-in`; answers the checked-in ticket.
  ///
  /// - Throws: `.encoding` for an id that is not one path segment.
  public func checkIn(
    ticketID: String, accessToken: String
  ) async throws(APIClientError) -> TicketEntity {
    let id = try Self.pathSegment(ticketID)
    return try await send(
      .checkIn(ticketID: id), bearerToken: accessToken, decoding: TicketEntity.self)
  }
}
