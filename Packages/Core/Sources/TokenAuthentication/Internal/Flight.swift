extension TokenAuthenticator {
  /// The single load or refresh in flight, its task and timer, and the callers waiting for it.
  @usableFromInline
  struct Flight {
    let context: FlightContext
    var waiters: [UInt64: Waiter]
    var task: Task<Void, Never>?
    var timer: Task<Void, Never>?
  }

  /// What a flight produced.
  enum Resolution {
    /// The stored credential, loaded or adopted from another instance.
    case adopted(Credential?, hasRefreshed: Bool)
    case refreshed(Credential)
    case failed(Failure)
    case expired(Failure)
  }

  /// A flight taken out of the state, to be resumed once the mutex is released.
  struct Ending {
    let flight: Flight
    let outcome: Outcome
    let cancelsTask: Bool

    /// The same ending, failing every waiter with `refusal` instead.
    func failing(with refusal: Refusal) -> Ending {
      Ending(flight: flight, outcome: .failure(refusal), cancelsTask: cancelsTask)
    }

    func resume() {
      flight.timer?.cancel()
      if cancelsTask { flight.task?.cancel() }
      for waiter in flight.waiters.values { waiter.resume(returning: outcome) }
    }
  }

  /// How a waiter is resumed.
  enum Outcome: Sendable {
    case lease(Lease)
    /// The state changed: decide again.
    case retry
    case failure(Refusal)
    case cancelled
  }

  typealias Waiter = CheckedContinuation<Outcome, Never>

  /// What a waiter asks for: a token to send, or one to retry with after `lease` was rejected.
  @usableFromInline
  enum LeaseRequest: Sendable {
    case acquisition
    case recovery(Lease, originalError: Failure)
  }
}

/// What a flight's task needs to know, fixed when it starts.
struct FlightContext: Sendable {
  enum Kind { case load, proactiveRefresh, reactiveRefresh }

  let id: UInt64
  let kind: Kind
  /// The generation the flight replaces; its result applies only while this is current.
  let generation: UInt64
  let baseline: Credential?
  /// The instant recorded in the refresh window, if any.
  let reservation: Duration?
}
