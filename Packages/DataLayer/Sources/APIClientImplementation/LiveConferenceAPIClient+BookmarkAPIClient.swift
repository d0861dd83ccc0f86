public import APIClient
public import Entity

extension LiveConferenceAPIClient: BookmarkAPIClient {
  /// `GET /v1/me/bookmarks`.
  public func bookmarks(accessToken: String) async throws(APIClientError) -> BookmarkListEntity {
    try await send(.bookmarks, bearerToken: accessToken, decoding: BookmarkListEntity.self)
  }

  /// `PUT /v1/me/bookmarks/{id}`.
  ///
  /// - Throws: `.encoding` for an id that is not one path segment; `.api` 404
  ///   `session_not_found` for an unknown session.
  public func addBookmark(sessionID: String, accessToken: String) async throws(APIClientError) {
    let id = try Self.pathSegment(sessionID)
    try await send(.addBookmark(sessionID: id), bearerToken: accessToken)
  }

  /// `DELETE /v1/me/bookmarks/{id}`.
  ///
  /// - Throws: `.encoding` for an id that is not one path segment.
  public func removeBookmark(sessionID: String, accessToken: String) async throws(APIClientError) {
    let id = try Self.pathSegment(sessionID)
    try await send(.removeBookmark(sessionID: id), bearerToken: accessToken)
  }
}
