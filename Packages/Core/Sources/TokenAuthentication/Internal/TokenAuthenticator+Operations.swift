import Foundation
import Synchronization

extension TokenAuthenticator {
  /// The body of an operation's task: off the caller's actor, owned by the authenticator, so no
  /// waiter's cancellation reaches it.
  @concurrent func run(_ context: OperationContext) async {
    switch context.kind {
    case .load:
      let resolution: Resolution
      do {
        resolution = .loaded(try await store.load())
      } catch {
        resolution = .loadFailed(error)
      }
      await settle(context, resolution)
    case .proactiveRefresh, .reactiveRefresh:
      let marked = RefreshContext.authenticators.union([ObjectIdentifier(self)])
      await RefreshContext.$authenticators.withValue(marked) {
        await refresh(context)
      }
    }
  }

  /// Under the refresh lock: re-reads the store and adopts a credential another instance already
  /// moved on to, or refreshes and saves before the lock is released.
  private func refresh(_ context: OperationContext) async {
    var isSettled = false
    do {
      try await withRefreshLock {
        let stored = try await store.load()
        let resolution: Resolution
        if stored != context.baseline {
          resolution = .adopted(stored, hasRefreshed: false)
        } else if let stored {
          guard beginRefresh(context) else {
            isSettled = true
            return
          }
          resolution = await callRefresh(replacing: stored)
        } else {
          resolution = .adopted(nil, hasRefreshed: false)
        }
        isSettled = true
        await settle(context, resolution)
      }
    } catch {
      if !isSettled { await settle(context, .transientFailure(error)) }
    }
  }

  private func withRefreshLock<T>(_ body: () async throws -> T) async throws -> T {
    guard let refreshLock else { return try await body() }
    return try await refreshLock.withLock(body)
  }

  /// Counts the refresh, unless the generation has moved on or the task was cancelled since the
  /// operation started.
  private func beginRefresh(_ context: OperationContext) -> Bool {
    let isCurrent = state.withLock { state in
      guard state.generation == context.generation, !Task.isCancelled else { return false }
      state.metrics.refreshes += 1
      return true
    }
    if isCurrent { onEvent(.refreshStarted(generation: context.generation)) }
    return isCurrent
  }

  /// Calls the token endpoint. On a terminal error, adopts the stored credential if another
  /// instance has moved it on since.
  private func callRefresh(replacing stored: Credential) async -> Resolution {
    do {
      let grant = try await refreshTokens(stored.refreshToken)
      return .refreshed(Credential(grant, replacing: stored, receivedAt: clock.now()))
    } catch {
      guard isTerminal(error) else { return .transientFailure(error) }
      if let latest = try? await store.load(), latest != stored {
        return .adopted(latest, hasRefreshed: true)
      }
      return .terminalFailure(error)
    }
  }

  private func isTerminal(_ error: any Error) -> Bool {
    if error is TokenAuthenticationError || error is CancellationError { return false }
    return isTerminalRefreshError(error)
  }

  /// Applies `resolution` and its store write inside the write gate, so writes land in the
  /// order of the generations they belong to. The store is written before waiters resume.
  private func settle(_ context: OperationContext, _ resolution: Resolution) async {
    await writeGate.withLock {
      let now = clock.now()
      let effects = state.withLock { state in
        var effects = Effects()
        apply(resolution, of: context, now: now, state: &state, effects: &effects)
        return effects
      }
      // Persist before anyone is resumed: a waiter that goes on to finish its work (and its
      // process, which may exit) must never leave a rotated refresh token unsaved behind it.
      if let write = effects.storeWrite {
        do {
          try await self.write(write)
        } catch {
          onEvent(
            .credentialStoreWriteFailed(
              generation: write.generation, message: String(describing: error)))
        }
      }
      perform(effects)
    }
  }

  /// Writes the store if `write`'s generation is still current. Call inside the write gate.
  func write(_ write: StoreWrite) async throws {
    guard state.withLock({ $0.generation == write.generation }) else { return }
    switch write {
    case .save(let credential, _):
      try await store.save(credential)
    case .clear:
      try await store.clear()
    }
  }

  /// The generation fence: a result applies only while the generation it started from is
  /// current; failures apply only to the operation still in flight.
  private func apply(
    _ resolution: Resolution,
    of context: OperationContext,
    now: Date,
    state: inout AuthenticatorState,
    effects: inout Effects
  ) {
    let generation = context.generation
    let isCurrentOperation = state.operation?.context.id == context.id
    guard state.generation == generation else {
      state.metrics.discardedRefreshes += 1
      effects.events.append(.refreshDiscarded(generation: generation))
      return
    }
    switch resolution {
    case .loaded(let credential):
      guard isCurrentOperation else { return }
      state.isLoaded = true
      install(credential, isFresh: false, in: &state)
      resumeWaiters(with: .retry, of: context, state: &state, effects: &effects)
    case .loadFailed(let error):
      guard isCurrentOperation else { return }
      resumeWaiters(
        with: .failure(.credentialStoreFailed(error), fallback: nil), of: context, state: &state,
        effects: &effects)
    case .refreshed(let credential):
      effects.events.append(.refreshSucceeded(generation: generation))
      takeOver(from: context, state: &state, effects: &effects)
      install(credential, isFresh: true, in: &state)
      effects.storeWrite = .save(credential, generation: state.generation)
      resumeWaiters(with: state.currentLease.map { .lease($0) }, state: &state, effects: &effects)
    case .adopted(let credential?, let hasRefreshed):
      state.metrics.adoptedCredentials += 1
      effects.events.append(.credentialAdopted(generation: generation))
      if !hasRefreshed { refund(context, state: &state) }
      takeOver(from: context, state: &state, effects: &effects)
      install(credential, isFresh: false, in: &state)
      resumeWaiters(with: state.currentLease.map { .lease($0) }, state: &state, effects: &effects)
    case .adopted(nil, _):
      effects.events.append(.credentialReplaced(generation: generation))
      refund(context, state: &state)
      takeOver(from: context, state: &state, effects: &effects)
      state.absence = .loggedOut
      install(nil, isFresh: false, in: &state)
      resumeWaiters(with: .failure(.loggedOut, fallback: nil), state: &state, effects: &effects)
    case .transientFailure(let error):
      guard isCurrentOperation else {
        state.metrics.discardedRefreshes += 1
        effects.events.append(.refreshDiscarded(generation: generation))
        return
      }
      state.metrics.refreshFailures += 1
      effects.events.append(.refreshFailed(generation: generation, isTerminal: false))
      fail(context, with: .refreshFailed(error), now: now, state: &state, effects: &effects)
    case .terminalFailure(let error):
      guard isCurrentOperation else {
        state.metrics.discardedRefreshes += 1
        effects.events.append(.refreshDiscarded(generation: generation))
        return
      }
      state.metrics.refreshFailures += 1
      state.metrics.sessionExpirations += 1
      effects.events.append(.refreshFailed(generation: generation, isTerminal: true))
      effects.events.append(.sessionExpired(generation: generation))
      effects.isSessionExpired = true
      latch(.sessionExpired(error), for: context, state: &state)
      state.absence = .sessionExpired(error)
      install(nil, isFresh: false, in: &state)
      effects.storeWrite = .clear(generation: state.generation)
      resumeWaiters(
        with: .failure(.sessionExpired(error), fallback: nil), of: context, state: &state,
        effects: &effects)
    }
  }

  /// Gives up waiting for the operation after the policy's timeout; its task is cancelled and a
  /// late result is dropped.
  func timeOut(_ context: OperationContext) {
    let now = clock.now()
    let effects = state.withLock { state in
      var effects = Effects()
      guard state.operation?.context.id == context.id else { return effects }
      state.metrics.refreshTimeouts += 1
      effects.events.append(.refreshTimedOut(generation: context.generation))
      if let task = state.operation?.task { effects.cancellations.append(task) }
      state.operation?.timer = nil
      fail(context, with: .refreshTimedOut, now: now, state: &state, effects: &effects)
      return effects
    }
    perform(effects)
  }

  /// Fails the operation in flight with a transient `failure`: latches it for the generation,
  /// keeps the credential, and lets acquisitions after a failed proactive refresh use the token
  /// while it has not expired.
  private func fail(
    _ context: OperationContext,
    with failure: LeaseFailure,
    now: Date,
    state: inout AuthenticatorState,
    effects: inout Effects
  ) {
    latch(failure, for: context, state: &state)
    if policy.refreshWindow?.countsTransientFailures == false { refund(context, state: &state) }
    var fallback: TokenLease?
    if context.kind == .proactiveRefresh {
      state.refreshDeadline = nil
      if let credential = state.credential, credential.expiresAt.map({ now < $0 }) ?? true {
        fallback = state.currentLease
      }
    }
    resumeWaiters(
      with: .failure(failure, fallback: fallback), of: context, state: &state, effects: &effects)
  }

  private func latch(
    _ failure: LeaseFailure,
    for context: OperationContext,
    state: inout AuthenticatorState
  ) {
    state.epoch += 1
    state.latch = FailureLatch(generation: context.generation, epoch: state.epoch, failure: failure)
  }

  /// Removes the operation's entry from the refresh window.
  private func refund(_ context: OperationContext, state: inout AuthenticatorState) {
    guard let reservation = context.windowReservation,
      let index = state.windowStarts.firstIndex(of: reservation)
    else { return }
    state.windowStarts.remove(at: index)
  }

  /// Takes the operation in flight, if `context` is not it (a late result of the same
  /// generation after a timeout), cancelling its task: the late result serves its waiters.
  private func takeOver(
    from context: OperationContext,
    state: inout AuthenticatorState,
    effects: inout Effects
  ) {
    guard let operation = state.operation, operation.context.id != context.id else { return }
    if let task = operation.task { effects.cancellations.append(task) }
  }

  /// Resumes every waiter of the operation in flight with `outcome` (a `nil` outcome is a
  /// programming error and resumes with `.retry`), and clears it.
  private func resumeWaiters(
    with outcome: WaiterOutcome?,
    state: inout AuthenticatorState,
    effects: inout Effects
  ) {
    guard let operation = state.operation else { return }
    state.operation = nil
    if let timer = operation.timer { effects.cancellations.append(timer) }
    for waiter in operation.waiters.values {
      effects.resumptions.append((waiter, outcome ?? .retry))
    }
  }

  private func resumeWaiters(
    with outcome: WaiterOutcome,
    of context: OperationContext,
    state: inout AuthenticatorState,
    effects: inout Effects
  ) {
    guard state.operation?.context.id == context.id else { return }
    resumeWaiters(with: outcome, state: &state, effects: &effects)
  }
}
