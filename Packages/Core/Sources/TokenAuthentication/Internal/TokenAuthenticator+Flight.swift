import Foundation
import Synchronization

extension TokenAuthenticator {
  /// The body of a flight's task: off the caller's actor, owned by the authenticator, so no
  /// waiter's cancellation reaches it.
  @concurrent func run(_ context: FlightContext) async {
    guard context.kind != .load else {
      do {
        await settle(context, .adopted(try await store.load(), hasRefreshed: false))
      } catch {
        await settle(context, .failed(error))
      }
      return
    }
    let marked = RefreshContext.authenticators.union([ObjectIdentifier(self)])
    await RefreshContext.$authenticators.withValue(marked) {
      let outcome: Result<Void, Failure>
      if let refreshLock {
        do throws(Failure) {
          outcome = try await refreshLock.withLock { await refreshReporting(context) }
        } catch {
          outcome = .failure(error)
        }
      } else {
        outcome = await refreshReporting(context)
      }
      if case .failure(let error) = outcome { await settle(context, .failed(error)) }
    }
  }

  /// `refresh(_:)`, its failure as a value (what the refresh lock's body returns).
  private func refreshReporting(_ context: FlightContext) async -> Result<Void, Failure> {
    do {
      try await refresh(context)
      return .success(())
    } catch {
      return .failure(error)
    }
  }

  /// Under the refresh lock: adopts a credential another instance already moved on to, or calls
  /// the token endpoint; settles (and saves) before the lock is released.
  private func refresh(_ context: FlightContext) async throws(Failure) {
    // This instance's own pending writes land first, so the store shows where it stands.
    _ = await state.withLock { $0.lastWrite }?.value
    let stored = try await store.load()
    guard let stored, stored == context.baseline else {
      return await settle(context, .adopted(stored, hasRefreshed: false))
    }
    // A logout, login or timeout while this flight waited: keep the refresh token unspent.
    guard !Task.isCancelled, state.withLock({ $0.generation == context.generation }) else {
      return
    }
    let resolution: Resolution
    do {
      resolution = .refreshed(try await refreshTokens(stored.refreshToken))
    } catch {
      // With untyped errors, a refresh closure may throw the wrapper's own error (a reentrant
      // call) or a cancellation: neither says the refresh token is dead.
      let isTerminal =
        !(error is TokenAuthenticationError || error is CancellationError)
        && isTerminalRefreshError(error)
      if !isTerminal {
        resolution = .failed(error)
      } else if let latest = try? await store.load(), latest != stored {
        resolution = .adopted(latest, hasRefreshed: true)
      } else {
        resolution = .expired(error)
      }
    }
    await settle(context, resolution)
  }

  /// Applies `resolution` and saves before anyone is resumed: a waiter that goes on to finish its
  /// work (and its process, which may exit) must never leave a rotated refresh token unsaved.
  /// When a refreshed credential cannot be saved, the waiters fail with the store's error
  /// instead of running their body, so no caller reports success with the new tokens unsaved.
  private func settle(_ context: FlightContext, _ resolution: Resolution) async {
    let now = policy.now()
    var (ending, write) = state.withLock { apply(resolution, of: context, now: now, &$0) }
    if let write, case .failure(let error) = await write.value, case .refreshed = resolution {
      ending = ending?.failing(with: .credentialNotSaved(error))
    }
    // An expiry that applied ended its flight; a discarded one ended nothing.
    if case .expired = resolution, ending != nil { onSessionExpired() }
    ending?.resume()
  }

  /// The generation fence: a result applies only while the generation it started from is
  /// current, and a failure only to the flight still in flight. A credential ends whatever flight
  /// is in flight (a late result after a timeout serves the next flight's waiters).
  private func apply(
    _ resolution: Resolution,
    of context: FlightContext,
    now: Date,
    _ state: inout AuthenticatorState
  ) -> (Ending?, Task<Result<Void, Failure>, Never>?) {
    guard state.generation == context.generation else { return (nil, nil) }
    let isCurrentFlight = state.flight?.context.id == context.id
    switch resolution {
    case .refreshed(let credential):
      install(credential, isFresh: true, &state)
      let ending = end(.retry, cancelsTask: !isCurrentFlight, &state)
      return (ending, enqueueWrite(credential, &state))
    case .adopted(let credential, let hasRefreshed):
      if !hasRefreshed { refund(context, &state) }
      if context.kind != .load { state.absence = .loggedOut }
      state.isLoaded = true
      install(credential, isFresh: false, &state)
      return (end(.retry, cancelsTask: !isCurrentFlight, &state), nil)
    case .failed(let error) where isCurrentFlight && context.kind == .load:
      return (end(.failure(.credentialStoreFailed(error)), &state), nil)
    case .failed(let error) where isCurrentFlight:
      return (fail(context, .refreshFailed(error), now, &state), nil)
    case .expired(let error) where isCurrentFlight:
      let refusal = Refusal.loginExpired(error)
      latch(refusal, context, &state)
      state.absence = refusal
      install(nil, isFresh: false, &state)
      return (end(.failure(refusal), &state), enqueueWrite(nil, &state))
    case .failed, .expired:
      return (nil, nil)
    }
  }

  /// Gives up waiting for the flight after the policy's timeout; a late result still applies
  /// while its generation is current.
  func timeOut(_ context: FlightContext) {
    let now = policy.now()
    state.withLock { state -> Ending? in
      guard state.flight?.context.id == context.id else { return nil }
      return fail(context, .refreshTimedOut, now, &state)
    }?.resume()
  }

  /// Fails the flight with a transient `refusal`: latches it and keeps the credential. After a
  /// failed proactive refresh, callers use the token while it has not expired.
  private func fail(
    _ context: FlightContext,
    _ refusal: Refusal,
    _ now: Date,
    _ state: inout AuthenticatorState
  ) -> Ending? {
    latch(refusal, context, &state)
    if !policy.countsTransientFailures { refund(context, &state) }
    guard context.kind == .proactiveRefresh else { return end(.failure(refusal), &state) }
    state.refreshDeadline = nil
    let isUsable = state.credential?.expiresAt.map { now < $0 } ?? true
    return end(isUsable ? .retry : .failure(refusal), &state)
  }

  private func latch(
    _ refusal: Refusal,
    _ context: FlightContext,
    _ state: inout AuthenticatorState
  ) {
    state.epoch += 1
    state.latch = Latch(generation: context.generation, epoch: state.epoch, refusal: refusal)
  }

  /// Removes the flight's entry from the refresh window.
  private func refund(_ context: FlightContext, _ state: inout AuthenticatorState) {
    guard let reservation = context.reservation,
      let index = state.windowStarts.firstIndex(of: reservation)
    else { return }
    state.windowStarts.remove(at: index)
  }

  /// Takes the flight out of the state, to resume its waiters with `outcome` after the mutex.
  private func end(
    _ outcome: Outcome,
    cancelsTask: Bool = true,
    _ state: inout AuthenticatorState
  ) -> Ending? {
    defer { state.flight = nil }
    return state.flight.map { Ending(flight: $0, outcome: outcome, cancelsTask: cancelsTask) }
  }

  /// Makes `credential` current as a new generation. A fresh credential (just returned by a
  /// refresh) is never refreshed proactively.
  private func install(
    _ credential: Credential?,
    isFresh: Bool,
    _ state: inout AuthenticatorState
  ) {
    state.credential = credential
    state.generation += 1
    let (seconds, attoseconds) = policy.refreshMargin.components
    let margin = Double(seconds) + Double(attoseconds) * 1e-18
    state.refreshDeadline = isFresh ? nil : credential?.expiresAt?.addingTimeInterval(-margin)
  }

  /// Queues a store write for the current generation: it runs after the writes queued before it,
  /// and only if its generation is still current then.
  private func enqueueWrite(
    _ credential: Credential?,
    _ state: inout AuthenticatorState
  ) -> Task<Result<Void, Failure>, Never> {
    let (previous, generation, store) = (state.lastWrite, state.generation, store)
    let write = Task { () async -> Result<Void, Failure> in
      _ = await previous?.value
      guard self.state.withLock({ $0.generation == generation }) else { return .success(()) }
      do throws(Failure) {
        if let credential { try await store.save(credential) } else { try await store.clear() }
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    state.lastWrite = write
    return write
  }

  /// Login and logout: a new generation that ends the flight, then a store write.
  func replaceCredential(with credential: Credential?) async throws(Failure) {
    let (ending, write) = state.withLock { state in
      // Waiters of a refresh belonged to the ended session; waiters of the load decide again.
      let isLoading = state.flight?.context.kind == .load
      let ending = end(isLoading ? .retry : .failure(.loggedOut), &state)
      state.isLoaded = true
      state.absence = .loggedOut
      install(credential, isFresh: false, &state)
      return (ending, enqueueWrite(credential, &state))
    }
    ending?.resume()
    if case .failure(let error) = await write.value { throw error }
  }
}
