import APIClient
import APIClientImplementation
import Foundation
import HTTPTypes
import Synchronization
import Testing

struct InProcessTransportTests {
  @Test func handsTheRequestToTheHandlerAndReturnsItsAnswer() async throws {
    let received = Mutex<[HTTPRequest]>([])
    let answer = HTTPResponse(status: .ok, headers: ["X-Test": "1"], body: Data("hi".utf8))
    let transport = InProcessTransport { request in
      received.withLock { $0.append(request) }
      return answer
    }
    let request = HTTPRequest(method: .get, path: "/v1/timetable")

    let response = try await transport.send(request)

    #expect(response == answer)
    #expect(received.withLock { $0 } == [request])
  }

  @Test("a 507 from the backend in this process is the local disk being full")
  func insufficientStorageIsTheLocalDisk() async {
    let transport = InProcessTransport { _ in HTTPResponse(status: .insufficientStorage) }

    await #expect(
      throws: APIClientError.localStorageFull(
        reason: "the embedded backend could not write its database")
    ) {
      try await transport.send(HTTPRequest(method: .post, path: "/v1/auth/refresh"))
    }
  }

  @Test func aCancelledCallerGetsCancelledWithoutReachingTheHandler() async {
    let calls = Mutex(0)
    let transport = InProcessTransport { _ in
      calls.withLock { $0 += 1 }
      return HTTPResponse(status: .ok)
    }
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await transport.send(HTTPRequest(method: .get, path: "/"))
    }

    await #expect(throws: APIClientError.cancelled) { try await task.value }
    #expect(calls.withLock { $0 } == 0)
  }

  @Test func describesARequestByItsMethodAndPathWithoutTheQuery() {
    let transport = InProcessTransport { _ in HTTPResponse(status: .ok) }
    let request = HTTPRequest(
      method: .put, path: "/v1/me/bookmarks/a b",
      queryItems: [URLQueryItem(name: "q", value: "x")])

    #expect(transport.description(of: request) == "PUT /v1/me/bookmarks/a%20b")
  }
}
