import Dispatch
import HTTPTypes
import Synchronization

/// Runs the async handler from a connection thread and blocks that thread until it answers.
///
/// Blocking is safe because connection threads are the server's own threads, never threads of
/// the Swift concurrency pool.
enum HandlerBridge {
  /// The handler's answer to `request`.
  static func respond(
    to request: HTTPRequest, with handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
  ) -> HTTPResponse {
    let slot = ResponseSlot()
    Task {
      let response = await handler(request)
      slot.fill(response)
    }
    return slot.wait()
  }
}

/// One answer handed from a task to a waiting thread.
private final class ResponseSlot: Sendable {
  private let response = Mutex<HTTPResponse?>(nil)
  private let filled = DispatchSemaphore(value: 0)

  func fill(_ value: HTTPResponse) {
    response.withLock { $0 = value }
    filled.signal()
  }

  func wait() -> HTTPResponse {
    filled.wait()
    return response.withLock { $0 } ?? HTTPResponse(status: .internalServerError)
  }
}
