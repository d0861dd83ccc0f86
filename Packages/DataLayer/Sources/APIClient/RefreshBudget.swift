import Synchronization

/// How long a programme refresh may keep a person waiting when a saved copy could answer
/// instead: a short budget (`CONF_REFRESH_BUDGET`, 0.75 s by default) shared by the refreshes of
/// one command, after which the refresh is abandoned and the saved copy answers, with its
/// "saved at" warning.
///
/// The budget counts from the first refresh run through it (`run(_:unlessCopy:)`); every
/// refresh of the command ends by then, so a silent server, a byte a second or a hanging
/// captive portal costs a command at most the budget, never the whole `CONF_TIMEOUT`. A refresh
/// that has no saved copy to fall back on is never cut: it waits for its answer (or for
/// `CONF_TIMEOUT`). An explicit refresh (`conf conference refresh`) lifts the budget first
/// (`lift()`), and so waits the whole `CONF_TIMEOUT`, as a purchase or a check-in always does
/// (they never run through a budget).
///
/// One per command, shared by the programme repositories; `conf app` restarts it at each action
/// (`restart()`), as it restarts the network deadline.
public final class RefreshBudget: Sendable {
  /// The budget when `CONF_REFRESH_BUDGET` is not set: 0.75 seconds.
  public static let defaultLimit = Duration.milliseconds(750)

  private let limit: Duration?
  private let monotonicNow: @Sendable () -> Duration
  private let sleep: @Sendable (Duration) async throws -> Void
  private let state = Mutex(State())

  private struct State {
    var start: Duration?
    var isLifted = false
  }

  /// Creates a budget of `limit` (none when `nil`: every refresh waits for its answer).
  ///
  /// - Parameters:
  ///   - limit: How long the refreshes of one command may take in all before a saved copy
  ///     answers instead; `nil` never cuts a refresh (the embedded backend, which answers in
  ///     this process).
  ///   - monotonicNow: A monotonic reading since a fixed origin (`ContinuousClock` by default).
  ///   - sleep: Suspends for a duration, throwing on cancellation: the timer beside each
  ///     refresh (`Task.sleep` by default).
  public init(
    limit: Duration?, monotonicNow: (@Sendable () -> Duration)? = nil,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.limit = limit
    let origin = ContinuousClock.now
    self.monotonicNow = monotonicNow ?? { origin.duration(to: .now) }
    self.sleep = sleep
  }

  /// A budget that never cuts a refresh.
  public static var unlimited: RefreshBudget {
    RefreshBudget(limit: nil)
  }

  /// Lifts the budget for the rest of the command: what the person asked for is the refresh
  /// itself (`conf conference refresh`), so it waits the whole `CONF_TIMEOUT`.
  public func lift() {
    state.withLock { $0.isLifted = true }
  }

  /// Starts the budget again with the next refresh and puts back a lifted one: for the next
  /// action in `conf app`.
  public func restart() {
    state.withLock { $0 = State() }
  }

  /// Whether refreshes run through this budget can be cut: it has a limit and is not lifted.
  public var isActive: Bool {
    limit != nil && !state.withLock { $0.isLifted }
  }

  /// `operation`'s value, or `.timedOut` when it has not ended by the budget's end and
  /// `hasCopy` then says that a saved copy can answer instead (the operation is cancelled).
  ///
  /// Without a saved copy the operation goes on until it ends by itself. The budget starts with
  /// the first call; once it has passed, a call with a saved copy throws `.timedOut` at once,
  /// without starting `operation`.
  ///
  /// - Parameters:
  ///   - operation: The refresh: a call to the programme's source.
  ///   - hasCopy: Whether a saved copy can answer in its place; asked only when the budget has
  ///     passed.
  /// - Throws: What `operation` throws; `.timedOut` when it was cut.
  public func run<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws(APIClientError) -> Value,
    unlessCopy hasCopy: @escaping @Sendable () async -> Bool
  ) async throws(APIClientError) -> Value {
    guard let end = end() else { return try await operation() }
    if monotonicNow() >= end, await hasCopy() { throw .timedOut }
    let outcome = await withTaskGroup(of: Outcome<Value>?.self) {
      group -> Outcome<Value>? in
      group.addTask {
        do throws(APIClientError) {
          return .finished(.success(try await operation()))
        } catch {
          return .finished(.failure(error))
        }
      }
      group.addTask { [monotonicNow, sleep] in
        let remaining = end - monotonicNow()
        if remaining > .zero {
          do {
            try await sleep(remaining)
          } catch {
            return nil  // The refresh ended first, or the caller cancelled.
          }
        }
        // Without a copy, the refresh is waited for, however long it takes.
        return await hasCopy() ? .cut : nil
      }
      var outcome: Outcome<Value>?
      for await result in group {
        if let result {
          outcome = result
          break
        }
      }
      group.cancelAll()
      return outcome
    }
    switch outcome {
    case .finished(let result)?: return try result.get()
    case .cut?: throw .timedOut
    case nil: throw .cancelled
    }
  }

  /// The end of the budget on the monotonic clock, starting it now when it has not started;
  /// `nil` when it cuts nothing.
  private func end() -> Duration? {
    guard let limit else { return nil }
    return state.withLock { state -> Duration? in
      guard !state.isLifted else { return nil }
      let start = state.start ?? monotonicNow()
      state.start = start
      return start + limit
    }
  }

  private enum Outcome<Value: Sendable>: Sendable {
    case finished(Result<Value, APIClientError>)
    case cut
  }
}
