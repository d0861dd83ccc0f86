import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of `URLSessionTransport`'s sessions: collects each data task's answer, up to a
/// size limit, and resumes its caller exactly once, whatever the order of completion and
/// cancellation. It decides at once what can be known early:
///
/// - **A body announced too large** (`Content-Length` over the limit) ends the task on the head:
///   swift-corelibs-foundation ignores the disposition a delegate gives the response, so
///   answering `.cancel` alone let a server announcing 10 GB be read until the deadline.
/// - **An HTTP authentication challenge** (a 401 with `WWW-Authenticate`) is the answer:
///   this client logs in to nothing by HTTP authentication, and swift-corelibs-foundation, left
///   to its default handling, waited until the timeout without proposing anything.
/// - **Redirects** are followed only to `http` and `https` addresses, at most
///   `RedirectPolicy.maximumRedirects` times, never in a loop, and never to another server
///   with the request's credentials (see `RedirectPolicy`).
///
/// swift-corelibs-foundation's `data(for:)` cannot be used: it cancels its task from inside the
/// Swift cancellation handler, which runs under the calling task's status lock, and `cancel()`
/// then waits for the session's queue while that queue, finishing the same task, waits for the
/// same lock to resume the caller (a `conf` process stuck for 20 minutes when the command's
/// deadline and URLSession's timeout fired together). Here a task is cancelled from another
/// thread after the handler has returned, and never once it has finished: a finished task has
/// left the session's task registry, where cancelling it traps.
final class ExchangeDelegate: NSObject, URLSessionDataDelegate, Sendable {
  /// How a data task ended: as a value, so that the answer too large (this delegate's own
  /// verdict) is never mixed up with URLSession's errors.
  enum Outcome {
    /// The whole answer arrived.
    case answered(Data, URLResponse)
    /// The body was longer than `limit` bytes (announced or received); it was abandoned.
    case tooLarge(limit: Int)
    /// A redirect was not followed; `reason` says where it led and why, in one line.
    case redirectRefused(reason: String)
    /// URLSession's error for the task (`URLError`, `.cancelled` once cancelled).
    case failed(any Error)
  }

  private let exchanges = Mutex<[ObjectIdentifier: Exchange]>([:])

  /// How the data task of `session` (whose delegate this is) for `request` ended, with at most
  /// `limit` bytes of body; safe to cancel at any moment.
  func data(
    for request: URLRequest, in session: URLSession, limit: Int
  ) async -> Outcome {
    let pending = PendingTask()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let task = session.dataTask(with: request)
        exchanges.withLock {
          $0[ObjectIdentifier(task)] = Exchange(
            continuation: continuation, pending: pending, limit: limit)
        }
        let isCancelled = pending.start(task)
        task.resume()
        if isCancelled { pending.cancelLater() }
      }
    } onCancel: {
      pending.cancelLater()
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let key = ObjectIdentifier(dataTask)
    let tooLarge = exchanges.withLock { exchanges -> PendingTask? in
      guard let limit = exchanges[key]?.limit else { return nil }
      exchanges[key]?.response = response
      let expected = response.expectedContentLength
      guard expected <= Int64(limit) else {
        exchanges[key]?.isTooLarge = true
        return exchanges[key]?.pending
      }
      // Room for the whole answer up front (pages are only used as they are written): a
      // body that grows by doubling holds its old and new copies at once while it moves.
      exchanges[key]?.body.reserveCapacity(expected >= 0 ? Int(expected) : limit)
      return nil
    }
    completionHandler(tooLarge == nil ? .allow : .cancel)
    // swift-corelibs-foundation ignores the disposition and goes on reading: end the task.
    tooLarge?.cancelLater()
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    // Only a login the server asked for by an error answer (401, or a proxy's 407) is refused
    // here; a server's certificate (a challenge without one) is the system's to check.
    guard let failure = challenge.failureResponse as? HTTPURLResponse,
      [401, 407].contains(failure.statusCode)
    else {
      completionHandler(.performDefaultHandling, nil)
      return
    }
    // No login is given: the challenge itself is the answer.
    let key = ObjectIdentifier(task)
    exchanges.withLock { exchanges in
      guard exchanges[key] != nil else { return }
      exchanges[key]?.isChallenged = true
      exchanges[key]?.response = failure
    }
    completionHandler(.cancelAuthenticationChallenge, nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let key = ObjectIdentifier(task)
    let current = task.currentRequest
    let next = exchanges.withLock { exchanges -> URLRequest? in
      // Changed in place, as the body is: no copy of the exchange is kept.
      switch exchanges[key]?.redirects.follow(response, proposed: request, from: current) {
      case .follow(let next):
        return next
      case .refuse(let reason):
        exchanges[key]?.redirectRefusal = reason
        return nil
      case nil:
        return nil
      }
    }
    // Not following: the redirect itself becomes the task's answer, which `didComplete` turns
    // into the refusal.
    completionHandler(next)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let key = ObjectIdentifier(dataTask)
    let tooLarge = exchanges.withLock { exchanges -> PendingTask? in
      // Changed in place: a copy of the exchange would copy its body for every piece that
      // arrives (quadratic, and while it ran the pieces waiting for it piled up in memory).
      // No copy of the exchange is kept while its body grows (a live copy would share it).
      guard
        let (received, limit, isTooLarge, pending) = exchanges[key].map({
          ($0.body.count, $0.limit, $0.isTooLarge, $0.pending)
        }), !isTooLarge
      else { return nil }
      guard received + data.count <= limit else {
        exchanges[key]?.isTooLarge = true
        exchanges[key]?.body = Data()
        return pending
      }
      exchanges[key]?.body.append(data)
      return nil
    }
    // The answer is already too large: stop receiving it.
    tooLarge?.cancelLater()
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let exchange = exchanges.withLock({ $0.removeValue(forKey: ObjectIdentifier(task)) })
    else { return }
    exchange.pending.finish()
    if exchange.isTooLarge {
      exchange.continuation.resume(returning: .tooLarge(limit: exchange.limit))
    } else if let reason = exchange.redirectRefusal {
      exchange.continuation.resume(returning: .redirectRefused(reason: reason))
    } else if exchange.isChallenged, let response = exchange.response {
      // Ended by refusing the challenge (a cancellation): the challenge is the answer.
      exchange.continuation.resume(returning: .answered(exchange.body, response))
    } else if let error {
      exchange.continuation.resume(returning: .failed(error))
    } else if let response = exchange.response {
      exchange.continuation.resume(returning: .answered(exchange.body, response))
    } else {
      exchange.continuation.resume(returning: .failed(URLError(.badServerResponse)))
    }
  }
}

/// One task's caller and what has arrived for it so far.
private struct Exchange {
  let continuation: CheckedContinuation<ExchangeDelegate.Outcome, Never>
  let pending: PendingTask
  let limit: Int
  var response: URLResponse?
  var body = Data()
  var isTooLarge = false
  /// Whether the server asked for HTTP authentication (the answer is its challenge).
  var isChallenged = false
  /// The redirects followed so far.
  var redirects = RedirectPolicy()
  /// Why a redirect was not followed, once one was not.
  var redirectRefusal: String?

  init(
    continuation: CheckedContinuation<ExchangeDelegate.Outcome, Never>, pending: PendingTask,
    limit: Int
  ) {
    self.continuation = continuation
    self.pending = pending
    self.limit = limit
  }
}

/// A data task that may be cancelled before or after it starts, always from another thread,
/// and never once it has finished.
private final class PendingTask: Sendable {
  private let state = Mutex<(task: URLSessionDataTask?, isCancelled: Bool, isFinished: Bool)>(
    (nil, false, false))

  /// Records the started `task`; `true` when cancellation came first.
  func start(_ task: URLSessionDataTask) -> Bool {
    state.withLock { state in
      state.task = task
      return state.isCancelled
    }
  }

  /// Records that the task has completed: it has left the session's task registry, and
  /// cancelling it now would trap there.
  func finish() {
    state.withLock { state in
      state.isFinished = true
      state.task = nil
    }
  }

  /// Marks the task cancelled and cancels it on a global queue once it has started, unless it
  /// has finished by then.
  func cancelLater() {
    let task = state.withLock { state in
      state.isCancelled = true
      return state.task
    }
    guard task != nil else { return }
    DispatchQueue.global().async { [self] in
      // Taken again under the lock: the task may have finished since.
      state.withLock { $0.isFinished ? nil : $0.task }?.cancel()
    }
  }
}
