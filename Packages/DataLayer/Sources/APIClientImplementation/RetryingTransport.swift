public import APIClient
import Foundation
public import HTTPTypes

/// Sends requests through another transport, sending an idempotent request again when it failed
/// in a way waiting can fix, and keeping all of a command's network work within one deadline;
/// see `RetryPolicy` for the rules.
///
/// It sits right above the transport that does the I/O, below the API client and the token
/// wrapper: a retried 503 never reaches the wrapper, and a 401 is never retried here (only the
/// wrapper retries it, once, after its refresh). The deadline counts from the first request
/// after its `NetworkDeadline` started: one per command, restarted by the app at each action. The transport below must stop when its task is cancelled, as
/// `URLSessionTransport` and `InProcessTransport` do, for the deadline to cut a slow exchange.
public final class RetryingTransport: HTTPTransport {
  private let base: any HTTPTransport
  private let policy: RetryPolicy
  private let deadline: NetworkDeadline

  /// Creates a transport that sends through `base` under `policy`, its deadline counted from
  /// `deadline`'s origin (a deadline of its own by default).
  public init(
    base: any HTTPTransport, policy: RetryPolicy = RetryPolicy(),
    deadline: NetworkDeadline = NetworkDeadline()
  ) {
    self.base = base
    self.policy = policy
    self.deadline = deadline
  }

  /// Sends `request`, and again after a wait while the policy allows, and returns the last
  /// answer (a 503 is returned as a response once no more attempts are allowed).
  ///
  /// - Throws: The last attempt's `APIClientError`; `.timedOut` when the deadline passed before or
  ///   during an attempt; `.cancelled` when the calling task is cancelled, also during a wait.
  public func send(_ request: HTTPRequest) async throws(APIClientError) -> HTTPResponse {
    // A server found unreachable in this action is not asked again: each request of a command
    // run offline would otherwise wait for its own connection attempt.
    if let reason = self.deadline.unreachableReason { throw .unreachable(reason: reason) }
    let deadline = startDeadline()
    let isIdempotent = policy.idempotentMethods.contains(request.method)
    var attempt = 1
    while true {
      guard !Task.isCancelled else { throw .cancelled }
      let outcome = await send(request, before: deadline)
      if case .failure(.unreachable(let reason)) = outcome {
        self.deadline.noteUnreachable(reason: reason)
      }
      guard isIdempotent, attempt < policy.maximumAttempts, !isPast(deadline),
        let wait = delay(after: outcome, attempt: attempt), !isPast(deadline, after: wait)
      else { return try outcome.get() }
      do {
        try await policy.sleep(wait)
      } catch {
        throw .cancelled
      }
      attempt += 1
    }
  }

  /// The base transport's name for `request`.
  public func description(of request: HTTPRequest) -> String {
    base.description(of: request)
  }

  /// The deadline on the monotonic clock, starting it with the first request; `nil` without a
  /// timeout.
  private func startDeadline() -> Duration? {
    guard let timeout = policy.timeout else { return nil }
    return deadline.origin(now: policy.monotonicNow()) + timeout
  }

  /// `true` when `deadline` has passed, or will have after `wait`; `false` without a deadline.
  private func isPast(_ deadline: Duration?, after wait: Duration = .zero) -> Bool {
    guard let deadline else { return false }
    return policy.monotonicNow() + wait >= deadline
  }

  /// One attempt, cancelled at `deadline` when it has not ended by then.
  private func send(
    _ request: HTTPRequest, before deadline: Duration?
  ) async -> Result<HTTPResponse, APIClientError> {
    guard let deadline else { return await attempt(request) }
    let remaining = deadline - policy.monotonicNow()
    guard remaining > .zero else { return .failure(.timedOut) }
    return await withTaskGroup(of: Result<HTTPResponse, APIClientError>?.self) { group in
      group.addTask { await self.attempt(request) }
      group.addTask { [policy] in
        do {
          try await policy.sleep(remaining)
        } catch {
          return nil  // The attempt ended first, or the caller cancelled.
        }
        return .failure(.timedOut)
      }
      var outcome: Result<HTTPResponse, APIClientError>?
      for await result in group {
        if let result {
          outcome = result
          break
        }
      }
      group.cancelAll()
      return outcome ?? .failure(.cancelled)
    }
  }

  private func attempt(_ request: HTTPRequest) async -> Result<HTTPResponse, APIClientError> {
    do {
      return .success(try await base.send(request))
    } catch {
      return .failure(error)
    }
  }

  /// How long to wait before sending again after `outcome` of attempt number `attempt`, or
  /// `nil` when sending again cannot help.
  private func delay(
    after outcome: Result<HTTPResponse, APIClientError>, attempt: Int
  ) -> Duration? {
    switch outcome {
    case .failure(.timedOut), .failure(.invalidResponse):
      return backoff(after: attempt)
    case .failure(.unreachable), .failure(.cancelled), .failure(.invalidRequest),
      .failure(.responseTooLarge), .failure(.redirectRefused), .failure(.localStorageFull),
      .failure(.api),
      .failure(.unknownEndpoint), .failure(.decoding), .failure(.encoding):
      // No connection (refused, no route, unknown host) does not come back within the
      // seconds a retry waits: the saved copy, or the error, comes at once instead.
      // (`.api`, `.unknownEndpoint`, `.decoding` and `.encoding` are the API client's, never a transport's.)
      return nil
    case .success(let response):
      guard [502, 503, 504].contains(response.status.rawValue) else { return nil }
      guard let retryAfter = RetryAfter.delay(in: response, now: policy.now()) else {
        return backoff(after: attempt)
      }
      return retryAfter <= policy.maximumRetryAfter ? retryAfter : nil
    }
  }

  /// The jittered wait after attempt number `attempt`: a random fraction of
  /// `min(maximumDelay, baseDelay × 2^(attempt - 1))`.
  private func backoff(after attempt: Int) -> Duration {
    var ceiling = policy.baseDelay
    for _ in 1..<attempt where ceiling < policy.maximumDelay {
      ceiling *= 2
    }
    return min(ceiling, policy.maximumDelay) * policy.random()
  }
}
