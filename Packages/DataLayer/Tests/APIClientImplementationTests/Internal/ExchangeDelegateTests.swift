import APIClient
import Foundation
import Glibc
import HTTPTypes
import Testing

@testable import APIClientImplementation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Cancelling URLSession requests at any moment")
struct URLSessionSafeCancellationTests {
  @Test("the transport's session has no URLCache, whose lookup window traps a cancelled task")
  func theSessionHasNoCache() {
    let configuration = URLSessionTransport.makeSessionConfiguration()
    #expect(configuration.urlCache == nil)
    #expect(configuration.requestCachePolicy == .reloadIgnoringLocalCacheData)
  }

  @Test(
    "requests cancelled around their start all end with an error, none traps",
    arguments: [false, true])
  func cancellationsAroundTheStartNeverTrap(serverCloses: Bool) async throws {
    // With a URLCache in the session, cancelling this way trapped the process in 6 of 8 runs of
    // 3,000 (swift-corelibs-foundation's task registry); a trap here ends the test process.
    // Against a server that closes at once, a request's end races its cancellation; against
    // one that never answers, only the cancellation can end it.
    let closing = serverCloses ? try ClosingServer() : nil
    let silent = serverCloses ? nil : try LoopbackServer.silentSocket()
    defer {
      closing?.stop()
      if let silent { close(silent.socket) }
    }
    let port = closing?.port ?? silent?.port ?? 0
    let transport = URLSessionTransport(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")), timeout: .seconds(60))
    for batch in 0..<(serverCloses ? 20 : 2) {
      let outcomes = await withTaskGroup(of: APIClientError?.self) { group in
        for index in 0..<100 {
          let task = Task { () -> APIClientError? in
            do throws(APIClientError) {
              _ = try await transport.send(HTTPRequest(method: .get, path: "/v1/timetable"))
              return nil
            } catch {
              return error
            }
          }
          group.addTask {
            // Half are cancelled before the request can start, half as it starts.
            if (batch + index).isMultiple(of: 2) { await Task.yield() }
            task.cancel()
            return await task.value
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      if serverCloses {
        #expect(outcomes.allSatisfy { $0 != nil }, "batch \(batch): \(outcomes)")
      } else {
        #expect(outcomes == Array(repeating: .cancelled, count: 100), "batch \(batch)")
      }
    }
  }
}

/// A server on 127.0.0.1 that accepts every connection and closes it at once, so a request
/// ends as soon as it has started: its end races its cancellation.
private final class ClosingServer: Sendable {
  let port: Int
  private let socket: Int32

  init() throws {
    let (socket, port) = try LoopbackServer.silentSocket()
    self.socket = socket
    self.port = port
    Thread { [socket] in
      while true {
        let connection = accept(socket, nil, nil)
        guard connection >= 0 else { return }
        close(connection)
      }
    }.start()
  }

  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }
}
