public import Entity

/// The backend's bookmark API (api.md, `/v1/me/bookmarks`); every call needs an access token.
public protocol BookmarkAPIClient: Sendable {
  /// `GET /v1/me/bookmarks`.
  func bookmarks(accessToken: String) async throws(APIClientError) -> BookmarkListEntity
  /// `PUT /v1/me/bookmarks/{id}`: idempotent; an unknown session is `.api` 404
  /// `session_not_found`.
  func addBookmark(sessionID: String, accessToken: String) async throws(APIClientError)
  /// `DELETE /v1/me/bookmarks/{id}`: idempotent.
  func removeBookmark(sessionID: String, accessToken: String) async throws(APIClientError)
}
