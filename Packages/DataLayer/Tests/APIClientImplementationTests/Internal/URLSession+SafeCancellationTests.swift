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

  @Test("a thousand requests cancelled around their start all end with an error, none traps")
  func cancellationsAroundTheStartNeverTrap() async throws {
    // With a URLCache in the session, cancelling this way trapped the process in 6 of 8 runs of
    // 3,000 (swift-corelibs-foundation's task registry); a trap here ends the test process.
    let server = try ClosingServer()
    defer { server.stop() }
    let port = server.port
    let transport = URLSessionTransport(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")), timeout: .seconds(60))
    for batch in 0..<10 {
      let outcomes = await withTaskGroup(of: NetworkError?.self) { group in
        for index in 0..<100 {
          let task = Task { () -> NetworkError? in
            do throws(NetworkError) {
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
      // Each ends with an error: cancelled, or the server's close when that came first.
      #expect(outcomes.allSatisfy { $0 != nil }, "batch \(batch): \(outcomes)")
      #expect(outcomes.contains(.cancelled), "batch \(batch): \(outcomes)")
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
