public import APIClient
public import DataStore
import Entity
import Foundation
import Repository
import Synchronization
public import TokenAuthentication

/// The logged-in account's tokens, shared by every repository that calls the API as the user:
/// the one place the token wrapper (`TokenAuthenticator`) is built and applied.
///
/// Build one per repository set (per process) and hand it to each authenticated repository, so
/// they share one credential, one single-flight refresh and one refresh window. The wrapper
/// refreshes before sending when the access token is about to expire and once more when the
/// backend answers 401 `invalid_token`; `invalid_grant` (or any 400/401) from the token endpoint
/// ends the session and clears the store.
public final class AccountAccess: Sendable {
  let api: any AccountAPIClient
  let store: any CredentialStore<CredentialStoreError>
  let policy: TokenAuthenticationPolicy
  let authenticator: TokenAuthenticator<RepositoryError>
  let accounts: AccountSnapshotStore?
  /// When this process logged in, until the new login's profile is kept.
  private let loggedInAt = Mutex<Date?>(nil)

  /// Creates the session for the credential in `store`, which is read on first use.
  ///
  /// - Parameters:
  ///   - api: The account API: the token endpoint for refreshes and the calls made as the user.
  ///   - store: Where the credential lives (`CredentialVault` in the CLI).
  ///   - refreshLock: Held around each refresh; pass a `FileRefreshLock` next to the vault when
  ///     several processes share it, `nil` when this is the only user of `store`.
  ///   - policy: Refresh margin, window and timeout, and the clocks: the wall clock for
  ///     expiries (also of a login), the monotonic clock for the refresh window.
  ///   - accounts: Where who is logged in is kept (as last confirmed), so that it can be shown
  ///     offline; `nil` keeps nothing.
  public init(
    api: any AccountAPIClient,
    store: any CredentialStore<CredentialStoreError>,
    refreshLock: (any RefreshLock<CredentialStoreError>)?,
    policy: TokenAuthenticationPolicy = TokenAuthenticationPolicy(),
    accounts: AccountSnapshotStore? = nil
  ) {
    self.api = api
    self.store = store
    self.policy = policy
    self.accounts = accounts
    authenticator = TokenAuthenticator(
      store: RepositoryCredentialStore(base: store),
      refreshLock: refreshLock.map { RepositoryRefreshLock(base: $0) },
      policy: policy,
      isInvalidToken: Self.isInvalidToken,
      isTerminalRefreshError: Self.isTerminalRefreshError,
      failures: .repository,
      refresh: { [api, now = policy.now] refreshToken throws(RepositoryError) in
        do throws(APIClientError) {
          let pair = try await api.refresh(refreshToken: refreshToken.rawValue)
          return Credential(pair, receivedAt: now())
        } catch {
          throw RepositoryError(refreshFailure: error)
        }
      }
    )
  }

  /// Runs `body` with a valid access token (refreshing as needed); its failures are read into
  /// `RepositoryError` before the wrapper sees them, so the wrapper's error is the data layer's.
  func authenticated<Value>(
    _ body: (String) async throws(APIClientError) -> Value
  ) async throws(RepositoryError) -> Value {
    try await authenticator.authenticated { token throws(RepositoryError) in
      do throws(APIClientError) {
        return try await body(token.rawValue)
      } catch {
        throw RepositoryError(error)
      }
    }
  }

  /// Keeps `profile` as who is logged in, confirmed now. The login time is the one this
  /// process logged in at (`forgetAccount(loggingInAt:)`), else an earlier snapshot's of the
  /// same account, else unknown (a login made before snapshots were kept). Best effort: a
  /// snapshot that cannot be written is skipped.
  func remember(_ profile: ProfileEntity) {
    guard let accounts else { return }
    let earlier = try? accounts.load()
    let justLoggedIn = loggedInAt.withLock { pending in
      defer { pending = nil }
      return pending
    }
    let sameAccount = earlier?.profile.id == profile.id
    let since = justLoggedIn ?? (sameAccount ? earlier?.loggedInAt : nil)
    try? accounts.save(
      AccountSnapshot(
        profile: profile, loggedInAt: since, savedAt: policy.now(),
        tickets: sameAccount ? earlier?.tickets : nil))
  }

  /// Keeps `tickets` as the logged-in person's, fetched now, beside who they are; nothing when
  /// no one is known to be logged in. Best effort.
  func remember(tickets: [TicketEntity]) {
    guard let accounts, let snapshot = try? accounts.load() else { return }
    try? accounts.save(snapshot.with(tickets: tickets, savedAt: policy.now()))
  }

  /// Replaces (or adds) `ticket` among the kept tickets, now; nothing when no one is known to
  /// be logged in. Best effort, one read and one write.
  func remember(ticket: TicketEntity) {
    guard let accounts, let snapshot = try? accounts.load() else { return }
    let kept = snapshot.tickets?.list.filter { $0.id != ticket.id } ?? []
    try? accounts.save(snapshot.with(tickets: kept + [ticket], savedAt: policy.now()))
  }

  /// The profile as the backend last confirmed it, with when; `nil` when none was kept.
  func rememberedProfile() -> Fetched<ProfileEntity>? {
    guard let snapshot = (try? accounts?.load()) ?? nil else { return nil }
    return Fetched(value: snapshot.profile, source: .cache(savedAt: snapshot.savedAt))
  }

  /// The tickets as last fetched, with when; `nil` when none were kept.
  func rememberedTickets() -> Fetched<[TicketEntity]>? {
    guard let tickets = (try? accounts?.load())??.tickets else { return nil }
    return Fetched(value: tickets.list, source: .cache(savedAt: tickets.savedAt))
  }

  /// Forgets who was logged in, at logout or (with the time) at a new login. Best effort.
  func forgetAccount(loggingInAt time: Date? = nil) {
    loggedInAt.withLock { $0 = time }
    try? accounts?.clear()
  }

  /// Who the stored login belonged to when last confirmed; `nil` when not kept, or when the
  /// snapshot is missing or refused (it is only ever shown, never trusted for anything).
  func storedAccount() -> StoredAccount? {
    guard let snapshot = try? accounts?.load() else { return nil }
    return StoredAccount(
      profile: snapshot.profile, loggedInAt: snapshot.loggedInAt, confirmedAt: snapshot.savedAt)
  }

  /// A refused access token (401 `invalid_token`): the only answer that triggers
  /// refresh-and-retry.
  static func isInvalidToken(_ error: RepositoryError) -> Bool {
    error == .rejected(.accessToken)
  }

  /// A dead refresh token, as `RepositoryError(refreshFailure:)` reads the token endpoint's
  /// answer.
  static func isTerminalRefreshError(_ error: RepositoryError) -> Bool {
    error == .loginExpired
  }
}
