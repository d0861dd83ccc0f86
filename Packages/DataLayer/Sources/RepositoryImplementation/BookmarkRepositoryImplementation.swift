import APIClient
public import DataStore
public import Entity
public import Foundation
public import Repository
public import TokenAuthentication

/// Bookmarks from the bookmark API, each call made with the `AccountAccess`'s tokens, with an
/// outbox for changes made while the backend is unreachable.
///
/// Every call first sends the outbox (`sendQueuedChanges()`), so queued changes reach the
/// backend in order and before the call's own request. A change whose request finds the
/// backend unreachable (`.offline`) is queued instead, keyed by the logged-in account's id, and
/// reported `.queued`; queuing a change of a bookmark that already has one queued replaces it.
/// Sending holds `sendLock` (a file lock shared by every `conf` process), so two processes never
/// send the same change; an entry is removed only after the backend accepted it, so a process
/// killed between the two resends it, which the idempotent API absorbs. Each account only ever
/// sends its own queued changes.
public final class BookmarkRepositoryImplementation: BookmarkRepository {
  private let api: any BookmarkAPIClient
  private let session: AccountAccess
  private let outbox: BookmarkOutbox?
  private let sendLock: RepositoryRefreshLock?
  private let now: @Sendable () -> Date

  /// Creates a repository calling `api` with `session`'s tokens (shared with the other
  /// authenticated repositories).
  ///
  /// - Parameters:
  ///   - api: The bookmark API.
  ///   - session: The logged-in account's tokens, shared with the other authenticated
  ///     repositories.
  ///   - outbox: Where changes wait while the backend is unreachable and the last confirmed
  ///     list is kept; `nil` keeps nothing (an unreachable backend then fails the call).
  ///   - sendLock: Held while the outbox is sent: a `FileRefreshLock` on a file next to the
  ///     outbox when several processes share it, `nil` when this is the only user.
  ///   - now: The clock that stamps queued changes and confirmed bookmarks.
  public init(
    api: any BookmarkAPIClient, session: AccountAccess, outbox: BookmarkOutbox? = nil,
    sendLock: (any RefreshLock<CredentialStoreError>)? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.api = api
    self.session = session
    self.outbox = outbox
    self.sendLock = sendLock.map { RepositoryRefreshLock(base: $0) }
    self.now = now
  }

  /// Sends the outbox, then `GET /v1/me/bookmarks` (kept as the confirmed list); the confirmed
  /// list when the backend is unreachable.
  public func bookmarks() async throws(RepositoryError) -> Fetched<[BookmarkEntity]> {
    let failure: RepositoryError
    do throws(RepositoryError) {
      guard try await sendQueuedChanges().remaining == 0 else {
        throw .offline(reason: "the outbox could not be sent")
      }
      let list = try await session.authenticated { token throws(APIClientError) in
        try await api.bookmarks(accessToken: token).bookmarks
      }
      if let outbox, let account = try? await accountID() {
        try? await outbox.saveBookmarks(list, accountID: account, savedAt: now())
      }
      return Fetched(value: list, source: .network)
    } catch .offline(let reason) {
      failure = .offline(reason: reason)
    }
    guard let outbox, let account = session.storedAccount()?.profile.id,
      let saved = try await usingOutbox({ () throws(StoreError) in
        try await outbox.savedBookmarks(accountID: account)
      })
    else { throw failure }
    return Fetched(value: saved.value, source: .cache(savedAt: saved.savedAt))
  }

  /// The logged-in account's queued changes, oldest first; none when nothing is kept.
  public func queuedChanges() async throws(RepositoryError) -> [QueuedBookmarkChange] {
    guard let outbox,
      try await usingOutbox({ () throws(StoreError) in try await outbox.hasEntries() })
    else { return [] }
    let account = try await accountID()
    return try await usingOutbox { () throws(StoreError) in
      try await outbox.entries(accountID: account)
    }.map {
      QueuedBookmarkChange(
        sessionID: $0.sessionID, isAddition: $0.isAddition, queuedAt: $0.queuedAt)
    }
  }

  /// `PUT /v1/me/bookmarks/{id}` after the outbox; queued when the backend is unreachable. An
  /// id that cannot be sent is a session that does not exist.
  public func addBookmark(sessionID: String) async throws(RepositoryError) -> BookmarkWrite {
    try await change(sessionID, isAddition: true)
  }

  /// `DELETE /v1/me/bookmarks/{id}` after the outbox; queued when the backend is unreachable.
  public func removeBookmark(sessionID: String) async throws(RepositoryError) -> BookmarkWrite {
    try await change(sessionID, isAddition: false)
  }

  /// Sends the logged-in account's queued changes in order under the send lock.
  public func sendQueuedChanges() async throws(RepositoryError) -> OutboxDelivery {
    guard let outbox,
      try await usingOutbox({ () throws(StoreError) in try await outbox.hasEntries() })
    else { return .nothingQueued }
    let account = try await accountID()
    return try await whileHoldingSendLock { () async throws(RepositoryError) -> OutboxDelivery in
      var sent = 0
      var unknownSessions: [String] = []
      while let entry = try await usingOutbox({ () throws(StoreError) in
        try await outbox.entries(accountID: account)
      }).first {
        switch try await send(sessionID: entry.sessionID, isAddition: entry.isAddition) {
        case .accepted:
          sent += 1
        case .unknownSession:
          unknownSessions.append(entry.sessionID)
        case .unreachable:
          let remaining = try await usingOutbox { () throws(StoreError) in
            try await outbox.entries(accountID: account)
          }.count
          return OutboxDelivery(sent: sent, unknownSessions: unknownSessions, remaining: remaining)
        }
        try await usingOutbox { () throws(StoreError) in try await outbox.remove(entry.id) }
        await confirm(entry.sessionID, isAddition: entry.isAddition, accountID: account)
      }
      return OutboxDelivery(sent: sent, unknownSessions: unknownSessions, remaining: 0)
    }
  }

  /// What one request of a change came to.
  private enum Sending {
    case accepted
    case unknownSession
    case unreachable(reason: String)
  }

  private func change(
    _ sessionID: String, isAddition: Bool
  ) async throws(RepositoryError) -> BookmarkWrite {
    let unreachable: String
    if try await sendQueuedChanges().remaining == 0 {
      switch try await send(sessionID: sessionID, isAddition: isAddition) {
      case .accepted:
        await keepConfirmedList(after: sessionID, isAddition: isAddition)
        return .sent
      case .unknownSession:
        throw .notFound(.session)
      case .unreachable(let reason):
        unreachable = reason
      }
    } else {
      unreachable = "earlier changes are still waiting to be sent"
    }
    guard let outbox, let account = session.storedAccount()?.profile.id else {
      throw .offline(reason: unreachable)
    }
    let queuedAt = now()
    try await usingOutbox { () throws(StoreError) in
      try await outbox.enqueue(
        accountID: account, sessionID: sessionID, isAddition: isAddition, queuedAt: queuedAt)
    }
    return .queued
  }

  /// Sends one change; an unknown session (404 or an id that cannot be sent) is reported, not
  /// thrown, and removing a bookmark that cannot exist is accepted.
  private func send(
    sessionID: String, isAddition: Bool
  ) async throws(RepositoryError) -> Sending {
    do {
      try await session.authenticated { token throws(APIClientError) in
        if isAddition {
          try await api.addBookmark(sessionID: sessionID, accessToken: token)
        } else {
          try await api.removeBookmark(sessionID: sessionID, accessToken: token)
        }
      }
      return .accepted
    } catch .offline(let reason) {
      return .unreachable(reason: reason)
    } catch .invalidRequest {
      return isAddition ? .unknownSession : .accepted
    } catch .notFound(.session) where isAddition {
      return .unknownSession
    }
  }

  /// Brings the confirmed list up to date after the backend accepted a change: applies the
  /// change to the saved list, or, when none is saved yet, fetches and saves the list (once),
  /// so that the bookmarks can be shown offline later. Best effort.
  private func keepConfirmedList(after sessionID: String, isAddition: Bool) async {
    guard let outbox, let account = session.storedAccount()?.profile.id,
      !(await confirm(sessionID, isAddition: isAddition, accountID: account))
    else { return }
    guard
      let list = try? await session.authenticated({ token throws(APIClientError) in
        try await api.bookmarks(accessToken: token).bookmarks
      })
    else { return }
    try? await outbox.saveBookmarks(list, accountID: account, savedAt: now())
  }

  /// Applies a change the backend accepted to the confirmed list; best effort (the next list
  /// read replaces it anyway).
  /// Returns whether a saved list took the change.
  @discardableResult
  private func confirm(_ sessionID: String, isAddition: Bool, accountID: String) async -> Bool {
    let createdAt = now().formatted(.iso8601)
    let applied = try? await outbox?.applyConfirmedChange(
      accountID: accountID, sessionID: sessionID, isAddition: isAddition, createdAt: createdAt)
    return applied ?? false
  }

  /// The logged-in account's id: from the account kept on this device, else from the backend.
  private func accountID() async throws(RepositoryError) -> String {
    if let id = session.storedAccount()?.profile.id { return id }
    let profile = try await session.authenticated { token throws(APIClientError) in
      try await session.api.profile(accessToken: token)
    }
    session.remember(profile)
    return profile.id
  }

  /// Runs `body` holding the send lock (when there is one).
  private func whileHoldingSendLock<Value: Sendable>(
    _ body: () async throws(RepositoryError) -> Value
  ) async throws(RepositoryError) -> Value {
    guard let sendLock else { return try await body() }
    return try await sendLock.whileHolding(body)
  }

  /// Runs an outbox operation, reporting its failure as `.storageFull` for a full disk and
  /// `.storage` otherwise.
  private func usingOutbox<Value>(
    _ body: () async throws(StoreError) -> Value
  ) async throws(RepositoryError) -> Value {
    do {
      return try await body()
    } catch {
      throw RepositoryError(error, in: "the bookmark outbox")
    }
  }
}
