import Domain
import Repository

extension BookmarkError {
  /// Maps a data-layer failure of a bookmark call to what the person can do about it; the one
  /// place this happens for bookmarks.
  ///
  /// "Not found" is the session `sessionID` not existing; every other failure means what it
  /// means for any call that needs a login, mapped in one step (`LoginCallFailure`).
  init(_ error: RepositoryError, sessionID: Session.ID?) {
    switch error {
    case .notFound(.session) where sessionID != nil:
      self = .sessionNotFound(sessionID ?? "")
    case .offline, .cancelled, .invalidRequest, .unknownEndpoint, .notFound, .rejected, .notYetOpen,
      .serverFailure, .unreadableResponse, .storage, .storageFull, .notAuthenticated,
      .loginExpired,
      .invalidCredentials, .credentialsRefused:
      self.init(loginCallFailure: error)
    }
  }
}
