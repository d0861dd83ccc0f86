public import Entity
import HTTPTypes

extension Endpoint {
  /// `GET /v1/me/bookmarks`; send it with a bearer token.
  public static var bookmarks: Endpoint {
    Endpoint(method: .get, path: "/v1/me/bookmarks")
  }

  /// `PUT /v1/me/bookmarks/{id}`; `sessionID` must be one path segment.
  public static func addBookmark(sessionID: String) -> Endpoint {
    Endpoint(method: .put, path: "/v1/me/bookmarks/\(sessionID)")
  }

  /// `DELETE /v1/me/bookmarks/{id}`; `sessionID` must be one path segment.
  public static func removeBookmark(sessionID: String) -> Endpoint {
    Endpoint(method: .delete, path: "/v1/me/bookmarks/\(sessionID)")
  }

  /// `GET /v1/me/tickets`; send it with a bearer token.
  public static var tickets: Endpoint {
    Endpoint(method: .get, path: "/v1/me/tickets")
  }

  /// `POST /v1/me/tickets` with `{kind}`.
  ///
  /// - Throws: `.encoding` when the body does not encode.
  public static func purchaseTicket(
    _ request: TicketPurchaseEntity
  ) throws(APIClientError) -> Endpoint {
    Endpoint(method: .post, path: "/v1/me/tickets", body: try json(request, naming: "ticket"))
  }

  /// `POST /v1/me/tickets/{id}/check-in`; `ticketID` must be one path segment.
  public static func checkIn(ticketID: String) -> Endpoint {
    Endpoint(method: .post, path: "/v1/me/tickets/\(ticketID)/check-in")
  }
}
