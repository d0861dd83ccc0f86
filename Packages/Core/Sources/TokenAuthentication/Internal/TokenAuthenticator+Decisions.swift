import Foundation
import Synchronization

extension TokenAuthenticator {
  /// Waits for a lease: decides in one critical section whether `request` is answered now, joins
  /// the flight or starts one, then waits on a continuation that cancellation resumes early.
  @usableFromInline
  func waitForLease(_ request: LeaseRequest) async throws(Failure) -> Lease {
    if RefreshContext.authenticators.contains(ObjectIdentifier(self)) {
      throw failures.reentrantRefresh()
    }
    while true {
      let id = waiterIDs.add(1, ordering: .relaxed).newValue
      let outcome = await withTaskCancellationHandler {
        await withCheckedContinuation { (waiter: Waiter) in
          let now = policy.now()
          let monotonicNow = policy.monotonicNow()
          let answer = state.withLock { state -> Outcome? in
            if Task.isCancelled { return .cancelled }
            return decide(request, id: id, waiter: waiter, now: now, monotonicNow, &state)
          }
          if let answer { waiter.resume(returning: answer) }
        }
      } onCancel: {
        state.withLock { $0.flight?.waiters.removeValue(forKey: id) }?.resume(returning: .cancelled)
      }
      switch (outcome, request) {
      case (.lease(let lease), _): return lease
      case (.retry, _): continue
      case (.cancelled, _): throw failures.cancelled()
      case (.failure(let refusal), .acquisition): throw failure(for: refusal, originalError: nil)
      case (.failure(let refusal), .recovery(_, let originalError)):
        throw failure(for: refusal, originalError: originalError)
      }
    }
  }

  /// The critical section: the latch, joining, loading, the stale-token short-circuit, the
  /// window and starting a refresh. Returns the answer, or `nil` when the waiter was registered.
  private func decide(
    _ request: LeaseRequest,
    id: UInt64,
    waiter: Waiter,
    now: Date,
    _ monotonicNow: Duration,
    _ state: inout AuthenticatorState
  ) -> Outcome? {
    if case .recovery(let lease, _) = request, let latch = state.latch,
      latch.generation == lease.generation, lease.epoch < latch.epoch
    {
      return .failure(latch.refusal)
    }
    if state.flight != nil {
      state.flight?.waiters[id] = waiter
      return nil
    }
    guard state.isLoaded else {
      startFlight(.load, reservation: nil, id: id, waiter: waiter, &state)
      return nil
    }
    guard let credential = state.credential else {
      if case .acquisition = request { return .failure(.missingCredential) }
      return .failure(state.absence)
    }
    let current = Lease(
      token: credential.accessToken, generation: state.generation, epoch: state.epoch)
    switch request {
    case .acquisition:
      guard let deadline = state.refreshDeadline, now >= deadline else { return .lease(current) }
      guard let reservation = reserveRefresh(at: monotonicNow, &state) else {
        // The window is full: send the token anyway and let the server decide.
        state.refreshDeadline = nil
        return .lease(current)
      }
      startFlight(.proactiveRefresh, reservation: reservation, id: id, waiter: waiter, &state)
    case .recovery(let lease, _):
      guard lease.generation == state.generation else { return .lease(current) }
      guard let reservation = reserveRefresh(at: monotonicNow, &state) else {
        return .failure(.excessiveRefresh)
      }
      startFlight(.reactiveRefresh, reservation: reservation, id: id, waiter: waiter, &state)
    }
    return nil
  }

  /// Records a refresh in the window; `nil` when the window is full.
  private func reserveRefresh(
    at monotonicNow: Duration,
    _ state: inout AuthenticatorState
  ) -> Duration? {
    state.windowStarts.removeAll { monotonicNow - $0 >= policy.refreshInterval }
    guard state.windowStarts.count < policy.maximumRefreshes else { return nil }
    state.windowStarts.append(monotonicNow)
    return monotonicNow
  }

  /// Registers a flight with its first waiter and starts its task (and timer) before anything
  /// can suspend.
  private func startFlight(
    _ kind: FlightContext.Kind,
    reservation: Duration?,
    id: UInt64,
    waiter: Waiter,
    _ state: inout AuthenticatorState
  ) {
    state.lastFlightID += 1
    let context = FlightContext(
      id: state.lastFlightID, kind: kind, generation: state.generation,
      baseline: state.credential, reservation: reservation)
    var flight = Flight(context: context, waiters: [id: waiter])
    flight.task = Task { await self.run(context) }
    if kind != .load, let timeout = policy.refreshTimeout {
      flight.timer = Task { [sleep = policy.sleep] in
        do {
          try await sleep(timeout)
        } catch {
          return
        }
        self.timeOut(context)
      }
    }
    state.flight = flight
  }
}
