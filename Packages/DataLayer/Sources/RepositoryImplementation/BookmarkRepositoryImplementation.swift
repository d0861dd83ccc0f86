import APIClient
public import Entity
public import Repository

/// Bookmarks from the bookmark API, each call made with the `AccountSession`'s tokens.
public final class BookmarkRepositoryImplementation: BookmarkRepository {
  private let api: any BookmarkAPIClient
  private let session: AccountSession

  /// Creates a repository calling `api` with `session`'s tokens (shared with the other
  /// authenticated repositories).
  public init(api: any BookmarkAPIClient, session: AccountSession) {
    self.api = api
    self.session = session
  }

  /// `GET /v1/me/bookmarks`.
  public func bookmarks() async throws(RepositoryError) -> [BookmarkEntity] {
    try await session.authenticated { token throws(APIClientError) in
      try await api.bookmarks(accessToken: token).bookmarks
    }
  }

  /// `PUT /v1/me/bookmarks/{id}`; an id that cannot be sent is a session that does not exist.
  public func addBookmark(sessionID: String) async throws(RepositoryError) {
    do {
      try await session.authenticated { token throws(APIClientError) in
        try await api.addBookmark(sessionID: sessionID, accessToken: token)
      }
    } catch .invalidRequest {
      throw .notFound(code: "session_not_found")
    }
  }

  /// `DELETE /v1/me/bookmarks/{id}`.
  public func removeBookmark(sessionID: String) async throws(RepositoryError) {
    do {
      try await session.authenticated { token throws(APIClientError) in
        try await api.removeBookmark(sessionID: sessionID, accessToken: token)
      }
    } catch .invalidRequest {
      // No bookmark can have an id that cannot be sent: removing it is already done.
    }
  }
}
