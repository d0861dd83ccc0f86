import Foundation
import Synchronization

extension TokenAuthenticator {
  /// Waits for a lease: decides (under the mutex, with no suspension) whether `request` is
  /// served now, joins the operation in flight or starts one, then waits on a per-waiter
  /// continuation that cancellation resumes early.
  func waitForLease(_ request: LeaseRequest) async throws -> TokenLease {
    if RefreshContext.authenticators.contains(ObjectIdentifier(self)) {
      throw TokenAuthenticationError.reentrantRefresh
    }
    while true {
      let waiterID = waiterIDs.add(1, ordering: .relaxed).newValue
      let outcome = await withTaskCancellationHandler {
        await withCheckedContinuation { (waiter: Waiter) in
          let now = clock.now()
          let monotonicNow = clock.monotonicNow()
          let effects = state.withLock { state in
            var effects = Effects()
            state.slowPathEntries += 1
            if Task.isCancelled {
              effects.resumptions.append((waiter, .cancelled))
              return effects
            }
            let waiting = Waiting(id: waiterID, continuation: waiter)
            switch request {
            case .acquisition:
              decideAcquisition(
                waiting, now: now, monotonicNow: monotonicNow, state: &state, effects: &effects)
            case .recovery(let lease, _):
              decideRecovery(
                waiting, of: lease, monotonicNow: monotonicNow, state: &state, effects: &effects)
            }
            return effects
          }
          perform(effects)
        }
      } onCancel: {
        let waiter = state.withLock { $0.operation?.waiters.removeValue(forKey: waiterID) }
        waiter?.resume(returning: .cancelled)
      }
      switch outcome {
      case .lease(let lease):
        return lease
      case .retry:
        continue
      case .cancelled:
        throw CancellationError()
      case .failure(let failure, let fallback):
        if case .acquisition = request, let fallback { return fallback }
        throw failure.error(originalError: request.originalError)
      }
    }
  }

  /// A start of a call: join, load, refresh proactively or serve the current token.
  private func decideAcquisition(
    _ waiting: Waiting,
    now: Date,
    monotonicNow: Duration,
    state: inout AuthenticatorState,
    effects: inout Effects
  ) {
    if state.operation != nil {
      state.operation?.waiters[waiting.id] = waiting.continuation
      return
    }
    guard state.isLoaded else {
      startOperation(.load, baseline: nil, reservation: nil, for: waiting, state: &state)
      return
    }
    guard let credential = state.credential else {
      effects.resumptions.append(
        (waiting.continuation, .failure(.missingCredential, fallback: nil)))
      return
    }
    if let deadline = state.refreshDeadline, now >= deadline {
      if let reservation = reserveRefresh(at: monotonicNow, state: &state) {
        startOperation(
          .proactiveRefresh, baseline: credential, reservation: reservation, for: waiting,
          state: &state)
        return
      }
      // The window is full: send the token anyway and let the server decide.
      state.refreshDeadline = nil
    }
    if let lease = state.currentLease {
      effects.resumptions.append((waiting.continuation, .lease(lease)))
    }
  }

  /// A rejection of `lease`: the latch, the stale-token short-circuit, joining, or a new refresh,
  /// decided in one critical section.
  private func decideRecovery(
    _ waiting: Waiting,
    of lease: TokenLease,
    monotonicNow: Duration,
    state: inout AuthenticatorState,
    effects: inout Effects
  ) {
    if let latch = state.latch, latch.generation == lease.generation, lease.epoch < latch.epoch {
      state.metrics.latchedFailures += 1
      effects.events.append(.failureLatched(generation: lease.generation))
      effects.resumptions.append((waiting.continuation, .failure(latch.failure, fallback: nil)))
      return
    }
    if state.operation != nil {
      state.operation?.waiters[waiting.id] = waiting.continuation
      return
    }
    guard state.generation == lease.generation, let credential = state.credential else {
      if let current = state.currentLease {
        state.metrics.staleTokenRetries += 1
        effects.events.append(.staleTokenRetried(generation: lease.generation))
        effects.resumptions.append((waiting.continuation, .lease(current)))
      } else {
        effects.resumptions.append(
          (waiting.continuation, .failure(state.absenceFailure, fallback: nil)))
      }
      return
    }
    guard let reservation = reserveRefresh(at: monotonicNow, state: &state) else {
      state.metrics.excessiveRefreshes += 1
      effects.events.append(.excessiveRefresh(generation: lease.generation))
      effects.resumptions.append((waiting.continuation, .failure(.excessiveRefresh, fallback: nil)))
      return
    }
    startOperation(
      .reactiveRefresh, baseline: credential, reservation: reservation, for: waiting,
      state: &state)
  }

  /// Records a refresh in the window; `nil` when the window is full. The reservation is the
  /// recorded instant, or `.some(nil)` when there is no window.
  private func reserveRefresh(
    at monotonicNow: Duration,
    state: inout AuthenticatorState
  ) -> Duration?? {
    guard let window = policy.refreshWindow else { return .some(nil) }
    state.windowStarts.removeAll { monotonicNow - $0 >= window.interval }
    guard state.windowStarts.count < window.maximumRefreshes else { return nil }
    state.windowStarts.append(monotonicNow)
    return .some(monotonicNow)
  }

  /// Registers the operation and its first waiter, and starts its task (and timer) before
  /// anything can suspend.
  private func startOperation(
    _ kind: OperationKind,
    baseline: Credential?,
    reservation: Duration?,
    for waiting: Waiting,
    state: inout AuthenticatorState
  ) {
    state.lastOperationID += 1
    let context = OperationContext(
      id: state.lastOperationID,
      kind: kind,
      generation: state.generation,
      baseline: baseline,
      windowReservation: reservation
    )
    var operation = PendingOperation(context: context, waiters: [waiting.id: waiting.continuation])
    operation.task = Task { await self.run(context) }
    if kind != .load, let timeout = policy.refreshTimeout {
      let sleep = clock.sleep
      operation.timer = Task {
        do {
          try await sleep(timeout)
        } catch {
          return
        }
        self.timeOut(context)
      }
    }
    state.operation = operation
  }

  /// Cancellations, hooks and resumptions, run after the mutex is released.
  func perform(_ effects: Effects) {
    for task in effects.cancellations { task.cancel() }
    for event in effects.events { onEvent(event) }
    if effects.isSessionExpired { onSessionExpired() }
    for (waiter, outcome) in effects.resumptions { waiter.resume(returning: outcome) }
  }

  /// Makes `credential` current as a new generation. A fresh credential (just returned by a
  /// refresh) is never refreshed proactively.
  func install(_ credential: Credential?, isFresh: Bool, in state: inout AuthenticatorState) {
    state.credential = credential
    state.generation += 1
    state.refreshDeadline =
      if !isFresh, let expiresAt = credential?.expiresAt {
        expiresAt.addingTimeInterval(-policy.refreshMargin.timeInterval)
      } else {
        nil
      }
  }
}
