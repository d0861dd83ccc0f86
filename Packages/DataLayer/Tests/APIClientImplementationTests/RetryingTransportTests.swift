import APIClient
import APIClientImplementation
import Foundation
import HTTPTypes
import Synchronization
import Testing

struct RetryingTransportTests {
  private static let get = HTTPRequest(method: .get, path: "/v1/timetable")
  private static let timeout = Duration.seconds(30)

  /// A policy on `clock`, drawing jitter from `random`: 0.25 s first ceiling, 4 s cap, 10 s
  /// `Retry-After` cap.
  private static func policy(
    clock: FakeClock, random: ScriptedRandom = ScriptedRandom([]),
    maximumAttempts: Int = 4, timeout: Duration? = timeout,
    now: Date = Date(timeIntervalSince1970: 1_800_000_000)
  ) -> RetryPolicy {
    RetryPolicy(
      maximumAttempts: maximumAttempts, baseDelay: .milliseconds(250), maximumDelay: .seconds(4),
      maximumRetryAfter: .seconds(10), timeout: timeout, random: random.next, now: { now },
      monotonicNow: clock.now, sleep: clock.sleep)
  }

  private static func request(_ method: HTTPMethod) -> HTTPRequest {
    HTTPRequest(method: method, path: "/v1/me/bookmarks/101")
  }

  @Test(
    arguments: [
      ScriptedTransport.Answer.failure(.timedOut),
      .failure(.invalidResponse(reason: "closed without a response")), .status(502), .status(503),
      .status(504),
    ], [HTTPMethod.get, .head, .put, .delete])
  func anIdempotentRequestIsSentAgainAfterATransientFailure(
    failure: ScriptedTransport.Answer, method: HTTPMethod
  ) async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([failure, .status(200)])
    let transport = RetryingTransport(
      base: base, policy: Self.policy(clock: clock, random: ScriptedRandom([0.5])))

    let response = try await transport.send(Self.request(method))

    #expect(response == HTTPResponse(status: .ok))
    #expect(base.requests == [Self.request(method), Self.request(method)])
    #expect(clock.waits == [.milliseconds(125)])
  }

  @Test func anUnreachableServerIsNotAskedAgainInTheSameAction() async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([.failure(.unreachable(reason: "refused")), .status(200)])
    let deadline = NetworkDeadline()
    let transport = RetryingTransport(
      base: base, policy: Self.policy(clock: clock), deadline: deadline)

    await #expect(throws: APIClientError.unreachable(reason: "refused")) {
      try await transport.send(Self.get)
    }
    await #expect(throws: APIClientError.unreachable(reason: "refused")) {
      try await transport.send(Self.request(.put))
    }
    #expect(base.requests == [Self.get])
    #expect(clock.waits == [])
    // The next action (the app's next key) asks again.
    deadline.restart()
    #expect(try await transport.send(Self.get).status == .ok)
  }

  @Test func waitsDoubleUpToTheCapWithFullJitterAndTheLastAnswerIsReturned() async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let random = ScriptedRandom([0.5, 0.25, 0.75, 0.5, 0.25])
    let base = ScriptedTransport(Array(repeating: .status(503), count: 6))
    let transport = RetryingTransport(
      base: base, policy: Self.policy(clock: clock, random: random, maximumAttempts: 6))

    let response = try await transport.send(Self.get)

    #expect(response.status == .serviceUnavailable)
    #expect(base.requests.count == 6)
    // Ceilings 0.25, 0.5, 1, 2, 4 s (capped from 4 on), each times the drawn fraction.
    #expect(
      clock.waits == [
        .milliseconds(125), .milliseconds(125), .milliseconds(750), .seconds(1), .seconds(1),
      ])
  }

  @Test func theLastFailureIsThrownWhenNoAttemptIsLeft() async {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([
      .failure(.timedOut), .failure(.invalidResponse(reason: "closed")), .failure(.timedOut),
    ])
    let transport = RetryingTransport(
      base: base,
      policy: Self.policy(clock: clock, random: ScriptedRandom([0, 0]), maximumAttempts: 3))

    await #expect(throws: APIClientError.timedOut) {
      try await transport.send(Self.get)
    }
    #expect(base.requests.count == 3)
    #expect(clock.waits == [.zero, .zero])
  }

  @Test(arguments: [
    ScriptedTransport.Answer.failure(.unreachable(reason: "refused")), .failure(.timedOut),
    .failure(.invalidResponse(reason: "closed")), .status(502), .status(503, retryAfter: "1"),
    .status(504),
  ])
  func aPOSTIsNeverSentAgain(failure: ScriptedTransport.Answer) async {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([failure])
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock))
    let post = HTTPRequest(method: .post, path: "/v1/auth/refresh")

    _ = try? await transport.send(post)

    #expect(base.requests == [post])
    #expect(clock.waits == [])
  }

  @Test(arguments: [200, 201, 204, 400, 401, 404, 408, 409, 422, 429, 500, 501])
  func anAnswerWaitingCannotChangeIsReturnedAtOnce(status: Int) async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([.status(status, retryAfter: "1")])
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock))

    let response = try await transport.send(Self.get)

    #expect(response.status.rawValue == status)
    #expect(base.requests.count == 1)
    #expect(clock.waits == [])
  }

  @Test(arguments: [
    APIClientError.cancelled, .invalidRequest(reason: "no URL can be built"),
  ])
  func aFailureWaitingCannotChangeIsThrownAtOnce(failure: APIClientError) async {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([.failure(failure)])
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock))

    await #expect(throws: failure) { try await transport.send(Self.get) }
    #expect(base.requests.count == 1)
  }

  @Test(arguments: [
    ("0", Duration.zero), ("2", .seconds(2)), (" 10 ", .seconds(10)),
  ])
  func aRetryAfterInSecondsReplacesTheBackoff(header: String, wait: Duration) async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let random = ScriptedRandom([])
    let base = ScriptedTransport([.status(503, retryAfter: header), .status(200)])
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock, random: random))

    #expect(try await transport.send(Self.get).status == .ok)
    #expect(clock.waits == [wait])
  }

  @Test(arguments: [
    ("Sun, 06 Nov 1994 08:49:40 GMT", "Sun, 06 Nov 1994 08:49:37 GMT", Duration.seconds(3)),
    ("Sunday, 06-Nov-94 08:49:45 GMT", "Sun, 06 Nov 1994 08:49:37 GMT", .seconds(8)),
    ("Sun Nov  6 08:49:38 1994", "Sun, 06 Nov 1994 08:49:37 GMT", .seconds(1)),
    ("Sun, 06 Nov 1994 08:49:30 GMT", "Sun, 06 Nov 1994 08:49:37 GMT", .zero),
  ])
  func aRetryAfterDateIsCountedFromTheAnswersDate(
    retryAfter: String, date: String, wait: Duration
  ) async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([
      .status(503, retryAfter: retryAfter, date: date), .status(200),
    ])
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock))

    #expect(try await transport.send(Self.get).status == .ok)
    #expect(clock.waits == [wait])
  }

  @Test func aRetryAfterDateWithoutADateHeaderIsCountedFromTheWallClock() async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([
      .status(503, retryAfter: "Fri, 15 Jan 2027 08:00:05 GMT"), .status(200),
    ])
    let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock, now: now))

    #expect(try await transport.send(Self.get).status == .ok)
    #expect(clock.waits == [.seconds(5)])
  }

  @Test(arguments: ["11", "86400", "99999999999999999999999", "Sun, 06 Nov 1994 08:50:37 GMT"])
  func aRetryAfterOverTheCapReturnsTheAnswerWithoutWaiting(header: String) async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([
      .status(503, retryAfter: header, date: "Sun, 06 Nov 1994 08:49:37 GMT")
    ])
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock))

    #expect(try await transport.send(Self.get).status == .serviceUnavailable)
    #expect(base.requests.count == 1)
    #expect(clock.waits == [])
  }

  @Test(arguments: ["soon", "-1", "1.5", "Sun, 06 Nov 1994"])
  func anUnreadableRetryAfterFallsBackToTheBackoff(header: String) async throws {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([.status(503, retryAfter: header), .status(200)])
    let transport = RetryingTransport(
      base: base, policy: Self.policy(clock: clock, random: ScriptedRandom([0.5])))

    #expect(try await transport.send(Self.get).status == .ok)
    #expect(clock.waits == [.milliseconds(125)])
  }

  @Test func aWaitThatWouldEndAfterTheDeadlineIsNotStarted() async throws {
    let clock = FakeClock(horizon: .seconds(10))
    let base = ScriptedTransport([.status(503)], clock: clock, latency: .milliseconds(9_900))
    let transport = RetryingTransport(
      base: base,
      policy: Self.policy(clock: clock, random: ScriptedRandom([0.5]), timeout: .seconds(10)))

    #expect(try await transport.send(Self.get).status == .serviceUnavailable)
    #expect(base.requests.count == 1)
    #expect(clock.waits == [])
  }

  @Test func theDeadlineCountsFromTheCommandsFirstRequest() async throws {
    let clock = FakeClock(horizon: .seconds(10))
    let base = ScriptedTransport(
      [.status(200), .status(503, retryAfter: "3")], clock: clock, latency: .seconds(4))
    let transport = RetryingTransport(
      base: base, policy: Self.policy(clock: clock, timeout: .seconds(10)))

    #expect(try await transport.send(Self.get).status == .ok)
    // 8 s have gone: the 3-second wait would end after the deadline, 10 s after the first
    // request (a deadline per request would allow it).
    #expect(try await transport.send(Self.get).status == .serviceUnavailable)
    #expect(clock.waits == [])
    clock.advance(by: .seconds(2))
    await #expect(throws: APIClientError.timedOut) { try await transport.send(Self.get) }
    #expect(base.requests.count == 2)
  }

  @Test func aRestartedDeadlineCountsFromTheNextRequest() async throws {
    let clock = FakeClock(horizon: .seconds(10))
    let base = ScriptedTransport([.status(200), .status(200)], clock: clock, latency: .seconds(4))
    let deadline = NetworkDeadline()
    let first = RetryingTransport(
      base: base, policy: Self.policy(clock: clock, timeout: .seconds(10)), deadline: deadline)
    let second = RetryingTransport(
      base: base, policy: Self.policy(clock: clock, timeout: .seconds(10)), deadline: deadline)

    #expect(try await first.send(Self.get).status == .ok)
    clock.advance(by: .seconds(60))
    // Shared and not restarted, the deadline passed long ago, for either transport.
    await #expect(throws: APIClientError.timedOut) { try await second.send(Self.get) }
    deadline.restart()
    #expect(try await second.send(Self.get).status == .ok)
    #expect(base.requests.count == 2)
  }

  @Test func anAttemptStillRunningAtTheDeadlineIsCancelledAndTimesOut() async {
    let clock = FakeClock(horizon: .seconds(10))
    let base = ScriptedTransport([.hang])
    let transport = RetryingTransport(
      base: base, policy: Self.policy(clock: clock, timeout: .seconds(10)))

    let task = Task { () async throws(APIClientError) -> HTTPResponse in
      try await transport.send(Self.get)
    }
    await eventually("the attempt runs and the deadline's timer is set") {
      base.requests.count == 1 && clock.heldCount == 1
    }
    clock.expire()

    await #expect(throws: APIClientError.timedOut) { try await task.value }
    #expect(base.requests.count == 1)
  }

  @Test func cancellingTheCallerDuringAnAttemptStopsWithoutRetrying() async {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([.hang])
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock))

    let task = Task { () async throws(APIClientError) -> HTTPResponse in
      try await transport.send(Self.get)
    }
    await eventually("the attempt runs") { base.requests.count == 1 }
    task.cancel()

    await #expect(throws: APIClientError.cancelled) { try await task.value }
    #expect(base.requests.count == 1)
  }

  @Test func cancellingTheCallerDuringAWaitStopsWithoutRetrying() async {
    let clock = FakeClock(horizon: .zero)
    let base = ScriptedTransport([.status(503)])
    let transport = RetryingTransport(
      base: base, policy: Self.policy(clock: clock, random: ScriptedRandom([0.5]), timeout: nil))

    let task = Task { () async throws(APIClientError) -> HTTPResponse in
      try await transport.send(Self.get)
    }
    await eventually("the transport waits before its second attempt") { clock.heldCount == 1 }
    task.cancel()

    await #expect(throws: APIClientError.cancelled) { try await task.value }
    #expect(base.requests.count == 1)
  }

  @Test func aCancelledCallerSendsNothing() async {
    let clock = FakeClock(horizon: Self.timeout)
    let base = ScriptedTransport([])
    let transport = RetryingTransport(base: base, policy: Self.policy(clock: clock))

    let task = Task { () async throws(APIClientError) -> HTTPResponse in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await transport.send(Self.get)
    }

    await #expect(throws: APIClientError.cancelled) { try await task.value }
    #expect(base.requests == [])
  }

  @Test func describesRequestsAsTheTransportBelowDoes() throws {
    let base = URLSessionTransport(baseURL: try #require(URL(string: "http://conf.example/api")))
    let transport = RetryingTransport(base: base)

    #expect(transport.description(of: Self.get) == "GET http://conf.example/api/v1/timetable")
  }
}
