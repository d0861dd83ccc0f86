import APIClient
import Synchronization
import Testing

/// The budget of a due refresh, with a fake clock and timer: a refresh that never ends stands
/// for a silent server, the timer's sleep returning at once for the budget running out.
struct RefreshBudgetTests {
  /// A monotonic clock the test moves, and a sleep that moves it to the end of the wait at
  /// once (`expires`), or that lasts until it is cancelled (a refresh ending in time).
  private final class FakeClock: Sendable {
    let reading = Mutex(Duration.zero)
    let expires: Mutex<Bool>
    var now: Duration { reading.withLock { $0 } }

    init(expires: Bool) {
      self.expires = Mutex(expires)
    }

    func sleep(_ duration: Duration) async throws {
      while !expires.withLock({ $0 }) {
        try Task.checkCancellation()
        await Task.yield()
      }
      try Task.checkCancellation()
      reading.withLock { $0 += duration }
    }
  }

  private static func budget(_ limit: Duration?, clock: FakeClock) -> RefreshBudget {
    RefreshBudget(
      limit: limit, monotonicNow: { clock.now }, sleep: { try await clock.sleep($0) })
  }

  /// A refresh that ends only when it is cancelled, as one waiting for a silent server.
  private static let silent: @Sendable () async throws(APIClientError) -> Int = {
    () throws(APIClientError) in
    while !Task.isCancelled { await Task.yield() }
    throw .cancelled
  }

  @Test("a refresh that does not end within the budget is cut when a copy can answer")
  func cutWithACopy() async {
    let clock = FakeClock(expires: true)
    let budget = Self.budget(.milliseconds(750), clock: clock)

    await #expect(throws: APIClientError.timedOut) {
      try await budget.run(Self.silent, unlessCopy: { true })
    }
  }

  @Test("without a copy the refresh is waited for past the budget")
  func waitedForWithoutACopy() async throws {
    let clock = FakeClock(expires: true)
    let budget = Self.budget(.milliseconds(750), clock: clock)
    let copyAsked = Mutex(false)

    let value = try await budget.run(
      { () throws(APIClientError) in
        // Ends only after the budget's timer has run out and found no copy.
        while !copyAsked.withLock({ $0 }) { await Task.yield() }
        return 42
      },
      unlessCopy: {
        copyAsked.withLock { $0 = true }
        return false
      })

    #expect(value == 42)
  }

  @Test("a refresh that ends in time gives its value or its error")
  func answersInTime() async throws {
    let clock = FakeClock(expires: false)
    let budget = Self.budget(.seconds(60), clock: clock)

    #expect(try await budget.run({ () throws(APIClientError) in 7 }, unlessCopy: { true }) == 7)
    await #expect(throws: APIClientError.unreachable(reason: "refused")) {
      try await budget.run(
        { () throws(APIClientError) -> Int in throw .unreachable(reason: "refused") },
        unlessCopy: { true })
    }
  }

  @Test("once the budget has passed, a refresh with a copy is not started")
  func spentBudgetCutsAtOnce() async {
    let clock = FakeClock(expires: true)
    let budget = Self.budget(.milliseconds(750), clock: clock)
    await #expect(throws: APIClientError.timedOut) {
      try await budget.run(Self.silent, unlessCopy: { true })
    }
    let started = Mutex(false)

    await #expect(throws: APIClientError.timedOut) {
      try await budget.run(
        { () throws(APIClientError) in
          started.withLock { $0 = true }
          return 1
        }, unlessCopy: { true })
    }
    #expect(started.withLock { $0 } == false)
  }

  @Test("a lifted budget, or one without a limit, cuts nothing")
  func liftedOrUnlimited() async throws {
    let clock = FakeClock(expires: true)
    let lifted = Self.budget(.milliseconds(750), clock: clock)
    lifted.lift()
    let unlimited = Self.budget(nil, clock: clock)

    for budget in [lifted, unlimited] {
      #expect(!budget.isActive)
      let value = try await budget.run(
        { () throws(APIClientError) in
          // Past any budget: the clock moves on while the refresh runs.
          try? await clock.sleep(.seconds(3600))
          return 5
        }, unlessCopy: { true })
      #expect(value == 5)
    }
  }

  @Test("restarting gives a spent or lifted budget back")
  func restart() async throws {
    let clock = FakeClock(expires: true)
    let budget = Self.budget(.milliseconds(750), clock: clock)
    await #expect(throws: APIClientError.timedOut) {
      try await budget.run(Self.silent, unlessCopy: { true })
    }
    budget.lift()
    clock.expires.withLock { $0 = false }

    budget.restart()

    #expect(budget.isActive)
    #expect(try await budget.run({ () throws(APIClientError) in 3 }, unlessCopy: { true }) == 3)
  }
}
