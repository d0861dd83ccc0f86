import APIClient
public import Entity
import Foundation
public import Repository
import TokenAuthentication

/// Logging in and out against the account API, with the credential kept in the
/// `AccountAccess`'s store.
///
/// The password is sent once and never kept; the tokens live only in the store and in the
/// session's memory, and no error carries them.
public final class AuthenticationRepositoryImplementation: AuthenticationRepository {
  private let session: AccountAccess

  /// Creates a repository over `session` (shared with the other authenticated repositories).
  public init(session: AccountAccess) {
    self.session = session
  }

  /// Logs in and stores the new session, replacing any earlier one.
  ///
  /// When the session cannot be used (a token type other than Bearer) or cannot be stored, it is
  /// revoked at the backend (best effort) and forgotten, so nothing stays half logged in.
  ///
  /// - Throws: `.invalidCredentials` for 401 `invalid_credentials`; `.serverFailure` for a token
  ///   type other than Bearer; `.credentialsRefused`, `.storageFull` or `.storage` when the
  ///   store refuses the write; otherwise as any backend call.
  public func logIn(email: String, password: String) async throws(RepositoryError) {
    let pair: TokenPairEntity
    do {
      pair = try await session.api.logIn(email: email, password: password)
    } catch .api(let apiError)
      where apiError.status == 401 && apiError.code == "invalid_credentials"
    {
      throw .invalidCredentials
    } catch {
      throw RepositoryError(error)
    }
    guard pair.tokenType.lowercased() == "bearer" else {
      try? await session.api.logOut(accessToken: pair.accessToken)
      throw .serverFailure(reason: "unexpected token type `\(pair.tokenType)` (expected Bearer)")
    }
    session.forgetAccount(loggingInAt: session.policy.now())
    do {
      try await session.authenticator.setCredential(
        Credential(pair, receivedAt: session.policy.now()))
    } catch {
      try? await session.api.logOut(accessToken: pair.accessToken)
      try? await session.authenticator.logout()
      throw error
    }
  }

  /// Revokes the session at the backend when it can (renewing an expired access token first,
  /// so the whole token family is revoked), then always removes the stored credential.
  ///
  /// Backend failures (offline, 5xx, an already dead session) and a refused credential file are
  /// ignored: logging out works without a network and repairs a refused file by removing it.
  ///
  /// - Throws: `.storage` (or `.credentialsRefused`) only when the file cannot be removed.
  public func logOut() async throws(RepositoryError) {
    _ = try? await session.authenticated { token throws(APIClientError) in
      try await session.api.logOut(accessToken: token)
    }
    session.forgetAccount()
    try await session.authenticator.logout()
  }

  /// Whether a credential is stored, its access token's expiry, and who it belonged to when
  /// last confirmed; reads the device only.
  ///
  /// - Throws: `.credentialsRefused` when the stored file is refused; `.storage` when it cannot
  ///   be read.
  public func sessionStatus() async throws(RepositoryError) -> CredentialStatus {
    let credential: Credential?
    do {
      credential = try await session.store.load()
    } catch {
      throw RepositoryError(error)
    }
    guard let credential else { return .loggedOut }
    return .loggedIn(accessTokenExpiresAt: credential.expiresAt, account: session.storedAccount())
  }

  /// Fetches the profile with the stored session, renewing its tokens when needed, and keeps it
  /// as who is logged in (see `AccountAccess`).
  ///
  /// - Throws: `.notAuthenticated` when nothing is stored; `.loginExpired` when the session
  ///   cannot be renewed (the stored credential is removed); `.credentialsRefused` for a refused
  ///   file; `.offline` or `.serverFailure` when the backend cannot answer (the session is kept);
  ///   `.storageFull` (or `.storage`) when renewed tokens could not be saved.
  public func restoreSession() async throws(RepositoryError) -> ProfileEntity {
    let profile = try await session.authenticated { token throws(APIClientError) in
      try await session.api.profile(accessToken: token)
    }
    session.remember(profile)
    return profile
  }
}
